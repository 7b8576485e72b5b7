// Two app processes on one PostgreSQL database behind a round-robin proxy (issue 15, decision 0034),
// configured as an operator would: each its own DATA_DIR, the same DATABASE_URL, no SESSION_SECRET,
// uploads in one S3 bucket, one SMTP server. Requests alternate between the two, so everything a
// client does here crosses instances: what one instance keeps only for itself shows up as a failure.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase } from '../support/db.ts';
import { multipartBody } from '../support/multipart.ts';
import { startS3 } from '../support/s3.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { startSmtp } from '../support/smtp.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

/** A proxy that sends each request to the next upstream in turn, and counts what each served. */
function roundRobin(upstreams: () => string[]) {
  let next = 0;
  const served = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const list = upstreams();
    const target = new URL(list[next++ % list.length]!);
    served.set(target.port, (served.get(target.port) ?? 0) + 1);
    const forward = httpRequest({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  return { server, served };
}

/** fetch through the proxy with a cookie jar (the proxy's address is the shop's public address). */
class Client {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly base: string) {}

  async request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const json = body !== undefined && !Buffer.isBuffer(body);
    const response = await fetch(`${this.base}${url}`, {
      method,
      headers: { origin: this.base, ...(cookie ? { cookie } : {}), ...(json ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : json ? JSON.stringify(body) : new Uint8Array(body as Buffer),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body);
  patch = (url: string, body?: unknown) => this.request('PATCH', url, body);

  async login(username: string, password: string): Promise<void> {
    const response = await this.post('/api/login', { username, password });
    if (response.status !== 200) throw new Error(`login as ${username}: ${response.status} ${await response.text()}`);
  }
}

describe.skipIf(!adminUrl)('two instances on one PostgreSQL behind a round-robin proxy', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const instances: ServerProcess[] = [];
  let proxy: ReturnType<typeof roundRobin>;
  let shop = '';
  const dirs: string[] = [];

  beforeAll(async () => {
    [database, s3, smtp] = await Promise.all([createPostgresDatabase(adminUrl!), startS3(), startSmtp()]);
    proxy = roundRobin(() => instances.map((i) => i.url));
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    shop = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
    const env = () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'hm-scale-'));
      dirs.push(dir);
      // The demo pictures, rendered once for the run, rather than by each instance.
      cpSync(inject('demoUploadsDir'), path.join(dir, 'uploads'), { recursive: true });
      return { DATA_DIR: dir, DATABASE_URL: database.url, SEED: 'demo', PUBLIC_URL: shop, SMTP_URL: smtp.url, SESSION_SECRET: '', ...s3.env };
    };
    // Both at once on the empty database, as a deployment starts them: they take turns to migrate
    // and seed, and agree on one generated secret.
    instances.push(...(await Promise.all([startServerProcess(env()), startServerProcess(env())])));
  }, 240_000);

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop()));
    proxy?.server.close();
    await Promise.all([s3?.close(), smtp?.close(), database?.drop()]);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('answers from both instances in turn', async () => {
    const before = new Map(proxy.served);
    const client = new Client(shop);
    for (let i = 0; i < 4; i++) expect((await client.get('/api/health')).status).toBe(200);
    const ports = instances.map((i) => new URL(i.url).port);
    for (const port of ports) expect((proxy.served.get(port) ?? 0) - (before.get(port) ?? 0)).toBe(2);
  });

  it('keeps a session started on one instance valid on the other, with no SESSION_SECRET set', async () => {
    const shopper = new Client(shop);
    await shopper.login('shopper', 'shopper123');
    // Four requests: two on each instance.
    for (let i = 0; i < 4; i++) {
      const me = await shopper.get('/api/user');
      expect(me.status).toBe(200);
      expect(((await me.json()) as { username: string }).username).toBe('shopper');
    }
  });

  it('holds a sign-in rate limit across both instances', async () => {
    const guesser = new Client(shop);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await guesser.post('/api/login', { username: 'nobody_scale', password: `guess-${i}` })).status);
    // 10 attempts per 15 minutes for one name from one address, counted together: each instance
    // alone saw only 6.
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('delivers a newsletter exactly once while both instances run their mail dispatchers', async () => {
    const readers = Array.from({ length: 8 }, (_, i) => `scale-reader${i}@example.test`);
    const visitor = new Client(shop);
    for (const email of readers) expect((await visitor.post('/api/newsletter/subscribe', { email })).status).toBeLessThan(300);
    const admin = new Client(shop);
    await admin.login('admin', 'admin123');
    const created = await admin.post('/api/admin/newsletters', { title: 'Two instances', content: 'Sent once, whoever sends it.' });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await admin.post(`/api/admin/newsletters/${id}/send`)).status).toBe(200);

    const received = () => smtp.received.filter((m) => m.raw.includes('Two instances')).flatMap((m) => m.rcptTo);
    // Each dispatcher looks every 10 s; both have had at least one turn by then.
    await expect.poll(() => received().length, { timeout: 25_000, interval: 500 }).toBeGreaterThanOrEqual(readers.length);
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    expect(received().sort()).toEqual([...readers].sort());
  }, 60_000);

  it("invalidates both instances' catalogue caches after a write through one", async () => {
    const seller = new Client(shop);
    await seller.login('seller', 'seller123');
    const mine = (await (await seller.get('/api/seller/products')).json()) as
      Array<{ id: number; name: string }> | { items: Array<{ id: number; name: string }> };
    const product = (Array.isArray(mine) ? mine : mine.items)[0]!;
    const visitor = new Client(shop);
    const names = async () => {
      const seen: string[] = [];
      for (let i = 0; i < 2; i++) seen.push(((await (await visitor.get(`/api/products/${product.id}`)).json()) as { name: string }).name);
      return seen;
    };
    // Both instances now keep the product in memory.
    expect(await names()).toEqual([product.name, product.name]);
    const renamed = `${product.name} (renamed)`.slice(0, 100);
    expect((await seller.patch(`/api/products/${product.id}`, { name: renamed })).status).toBe(200);
    // The other instance hears of the change through NOTIFY a moment after the commit.
    await expect.poll(names, { timeout: 3000, interval: 100 }).toEqual([renamed, renamed]);
  });

  it('serves a picture uploaded through one instance from the other, original and sized', async () => {
    const seller = new Client(shop);
    await seller.login('seller', 'seller123');
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .png()
      .toBuffer();
    const { body, headers } = multipartBody({ image: { filename: 'jar.png', contentType: 'image/png', data: png } });
    const uploaded = await seller.request('POST', '/api/upload', body, headers);
    expect(uploaded.status).toBe(201);
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/uploads\/products\/.+\.webp$/);
    // Not on either instance's disk: in the bucket.
    for (const url of [imageUrl, imageUrl, `${imageUrl}?w=64&h=64&fit=cover`, `${imageUrl}?w=64&h=64&fit=cover`]) {
      const answer = await seller.get(url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      // A listing photo keeps its shape and size up to 1600 px (docs/decisions/0060-photos-and-variants.md).
      expect(meta.width).toBe(url.includes('?w=64') ? 64 : 300);
    }
    expect((await seller.get('/uploads/products/seller-0-missing.webp')).status).toBe(404);
  });
});
