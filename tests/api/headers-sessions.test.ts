// Headers and sessions on a running server (issue 15): real HTTP over a socket (app.listen on port 0)
// and fetch, the way a browser meets them. The CSP allows one inline script by its hash (the early taps'
// holder, decision 0042) and the served pages have no other; HSTS only on an https deployment; nosniff; no framing; session cookies HttpOnly, SameSite=Lax,
// Path=/ and Secure behind https; the session id rotated at sign-in and dead after sign-out and after
// a password change; a mutation from another site refused. Pieces of this are tested through
// app.inject elsewhere (security-headers.test.ts, auth-session.test.ts, profile-security.test.ts);
// this file checks them together, end to end.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { REMEMBER_COOKIE, SESSION_COOKIE } from '#server/features/auth/sessions.ts';
import { CROSS_SITE_MESSAGE } from '#server/http/same-origin.ts';
import { EVENT_REPLAY_CSP_SOURCE } from '#server/http/event-replay.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, uniqueName, type TestApp } from '../support/app.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PASSWORD = 'correct horse battery';

/** A running app and its address. */
interface Running {
  t: TestApp;
  origin: string;
}

async function listen(options: Parameters<typeof createTestApp>[0]): Promise<Running> {
  const t = await createTestApp(options);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  return { t, origin: `http://127.0.0.1:${port}` };
}

/** One Set-Cookie line of a response, by cookie name. */
function setCookie(res: Response, name: string): string | undefined {
  return res.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

const valueOf = (line: string | undefined) => line?.slice(line.indexOf('=') + 1, line.indexOf(';') === -1 ? undefined : line.indexOf(';'));

/**
 * A browser over fetch: keeps cookies by name (a cleared one is forgotten) and sends its own site's
 * Origin on every request that changes something, as browsers do.
 */
class FetchBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  async send(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
    const res = await fetch(`${this.origin}${url}`, {
      method,
      headers: {
        ...(method === 'GET' ? {} : { origin: this.origin }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const name = line.slice(0, line.indexOf('='));
      const value = valueOf(line) ?? '';
      if (value === '' || /;\s*Max-Age=0/i.test(line) || /;\s*Expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** GET /api/user with only this session cookie (no remember-me): 200 while the session lives. */
  sessionStatus(token: string | undefined): Promise<number> {
    return fetch(`${this.origin}/api/user`, { headers: { cookie: `${SESSION_COOKIE}=${token}` } }).then((r) => r.status);
  }
}

async function register(b: FetchBrowser, prefix: string): Promise<{ username: string; password: string }> {
  const username = uniqueName(prefix);
  const res = await b.send('POST', '/api/register', { username, email: `${username}@example.test`, password: PASSWORD });
  expect(res.status, await res.clone().text()).toBe(201);
  return { username, password: PASSWORD };
}

let database: Database;
let plain: Running;
let buildDir: string;

beforeAll(async () => {
  // The served pages: the project's own index.html as the shell, the storefront rendered from source
  // (as tests/api/ssr.test.ts loads it), so what is checked is what `npm start` serves.
  buildDir = mkdtempSync(path.join(tmpdir(), 'hm-headers-build-'));
  const clientDir = path.join(buildDir, 'client');
  mkdirSync(clientDir);
  mkdirSync(path.join(buildDir, 'ssr'));
  writeFileSync(path.join(clientDir, 'index.html'), readFileSync(path.join(ROOT, 'index.html')));
  writeFileSync(path.join(buildDir, 'ssr', 'entry-server.js'), `export * from ${JSON.stringify(path.join(ROOT, 'src/client/entry-server.tsx'))};\n`);
  database = await createTestDatabase();
  plain = await listen({ database, clientDir });
}, 120_000);

afterAll(async () => {
  await plain?.t.close();
  await database?.close();
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

/** The CSP's directives by name. */
function csp(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy');
  expect(header, 'a Content-Security-Policy header').toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

describe('security headers on a running server', () => {
  it('sends a CSP whose scripts come only from the site (no eval, one inline script by its hash), and pages with no other inline script', async () => {
    for (const url of ['/', '/auth', '/api/products']) {
      const res = await fetch(`${plain.origin}${url}`);
      expect(res.status, url).toBe(200);
      const policy = csp(res);
      const scripts = policy.get('script-src') ?? policy.get('default-src')!;
      // The only inline script: the one holding taps until the app has started (decision 0042).
      expect(scripts, url).toEqual(["'self'", EVENT_REPLAY_CSP_SOURCE]);
      expect(policy.get('script-src-attr') ?? ["'none'"]).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
    }
    for (const url of ['/', '/auth', '/product/999999']) {
      const html = await (await fetch(`${plain.origin}${url}`)).text();
      expect(html, url).toContain('<div id="root">');
      const tags = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
      expect(tags.length, url).toBeGreaterThan(0);
      for (const [tag, content] of tags) {
        const attributes = tag.slice(0, tag.indexOf('>') + 1);
        // Under script-src 'self' a script runs only from a same-site file; a data block never runs.
        const external = /\ssrc="\/[^/]/.test(attributes) && content!.trim() === '';
        const data = /\stype="application\/(ld\+)?json"/.test(attributes);
        const allowed = `'sha256-${createHash('sha256').update(content!).digest('base64')}'` === EVENT_REPLAY_CSP_SOURCE;
        expect(external || data || allowed, `${url}: ${attributes}`).toBe(true);
      }
      // Inline event handlers count as inline script too.
      expect(html, url).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
    }
    // The first render loads the storefront from source: slow on a busy machine.
  }, 120_000);

  it('sends nosniff, refuses framing, and no HSTS over plain http', async () => {
    for (const url of ['/', '/api/products', '/api/user', '/api/no-such-route']) {
      const res = await fetch(`${plain.origin}${url}`);
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), url).toMatch(/^(DENY|SAMEORIGIN)$/);
      expect(csp(res).get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(res.headers.get('strict-transport-security'), url).toBeNull();
      expect(csp(res).has('upgrade-insecure-requests'), url).toBe(false);
    }
  });

  it('sends HSTS and upgrade-insecure-requests on an https deployment (behind its TLS proxy), with Secure cookies', async () => {
    // PUBLIC_URL https://... turns secureCookies on (src/server/config.ts); TLS ends at the proxy.
    const secure = await listen({ database, secureCookies: true, trustProxy: ['127.0.0.1'] });
    try {
      const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' };
      const page = await fetch(`${secure.origin}/api/products`, { headers });
      expect(page.headers.get('strict-transport-security')).toMatch(/^max-age=(\d+)/);
      expect(Number(/max-age=(\d+)/.exec(page.headers.get('strict-transport-security')!)![1])).toBeGreaterThanOrEqual(180 * 24 * 3600);
      expect(csp(page).has('upgrade-insecure-requests')).toBe(true);

      const b = new FetchBrowser(secure.origin);
      const username = uniqueName('secure');
      const res = await b.send(
        'POST',
        '/api/register',
        { username, email: `${username}@example.test`, password: PASSWORD },
        { ...headers, origin: 'https://shop.example' },
      );
      expect(res.status, await res.clone().text()).toBe(201);
      for (const name of [SESSION_COOKIE, REMEMBER_COOKIE]) {
        const line = setCookie(res, name);
        expect(line, name).toMatch(/;\s*Secure(;|$)/i);
        expect(line, name).toMatch(/;\s*HttpOnly(;|$)/i);
        expect(line, name).toMatch(/;\s*SameSite=Lax(;|$)/i);
        expect(line, name).toMatch(/;\s*Path=\/(;|$)/i);
      }
      // Signing out clears the cookie with the attributes it was set with (a browser may keep a
      // Secure cookie that a plain Set-Cookie tries to clear).
      const out = await b.send('POST', '/api/logout', undefined, { ...headers, origin: 'https://shop.example' });
      expect(out.status).toBe(200);
      const cleared = setCookie(out, SESSION_COOKIE);
      expect(cleared).toMatch(/;\s*Secure(;|$)/i);
      expect(cleared).toMatch(/;\s*Path=\/(;|$)/i);
    } finally {
      await secure.t.close();
    }
  });
});

describe('session cookies on a running server', () => {
  it('sets session and remember cookies HttpOnly, SameSite=Lax, Path=/, with an expiry, not Secure over plain http', async () => {
    const b = new FetchBrowser(plain.origin);
    const account = await register(b, 'flags');
    const res = await b.send('POST', '/api/login', account);
    expect(res.status).toBe(200);
    for (const name of [SESSION_COOKIE, REMEMBER_COOKIE]) {
      const line = setCookie(res, name);
      expect(line, name).toMatch(/;\s*HttpOnly(;|$)/i);
      expect(line, name).toMatch(/;\s*SameSite=Lax(;|$)/i);
      expect(line, name).toMatch(/;\s*Path=\/(;|$)/i);
      expect(line, name).toMatch(/;\s*Expires=/i);
      expect(line, name).not.toMatch(/;\s*Secure(;|$)/i);
      expect(line, name).not.toMatch(/;\s*Domain=/i);
    }
    const out = await b.send('POST', '/api/logout');
    const cleared = setCookie(out, SESSION_COOKIE);
    expect(cleared).toMatch(/;\s*HttpOnly(;|$)/i);
    expect(cleared).toMatch(/;\s*Path=\/(;|$)/i);
  });

  it('rotates the session id at sign-in: the id held before no longer works, a planted one never becomes the session', async () => {
    const b = new FetchBrowser(plain.origin);
    const account = await register(b, 'rotate');
    const atRegister = b.cookies.get(SESSION_COOKIE);
    expect(await b.sessionStatus(atRegister)).toBe(200);

    const first = await b.send('POST', '/api/login', account);
    expect(first.status).toBe(200);
    const afterFirst = valueOf(setCookie(first, SESSION_COOKIE));
    expect(afterFirst).toBeTruthy();
    expect(afterFirst).not.toBe(atRegister);
    expect(await b.sessionStatus(afterFirst)).toBe(200);
    expect(await b.sessionStatus(atRegister)).toBe(401);

    const second = await b.send('POST', '/api/login', account);
    const afterSecond = valueOf(setCookie(second, SESSION_COOKIE));
    expect(afterSecond).not.toBe(afterFirst);
    expect(await b.sessionStatus(afterSecond)).toBe(200);
    expect(await b.sessionStatus(afterFirst)).toBe(401);

    // Session fixation: an id an attacker planted in a browser before its owner signs in.
    const victim = new FetchBrowser(plain.origin);
    victim.cookies.set(SESSION_COOKIE, 'planted-by-an-attacker');
    const signedIn = await victim.send('POST', '/api/login', account);
    expect(signedIn.status).toBe(200);
    expect(valueOf(setCookie(signedIn, SESSION_COOKIE))).not.toBe('planted-by-an-attacker');
    expect(await victim.sessionStatus('planted-by-an-attacker')).toBe(401);
  });

  it('ends the session at sign-out: the old cookie answers 401 on GET /api/user', async () => {
    const b = new FetchBrowser(plain.origin);
    await register(b, 'logout');
    const token = b.cookies.get(SESSION_COOKIE);
    expect(await b.sessionStatus(token)).toBe(200);
    const res = await b.send('POST', '/api/logout');
    expect(res.status).toBe(200);
    expect(b.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await b.sessionStatus(token)).toBe(401);
  });

  it('ends every session at a password change: other browsers and this browser’s old id answer 401', async () => {
    const here = new FetchBrowser(plain.origin);
    const account = await register(here, 'password');
    const elsewhere = new FetchBrowser(plain.origin);
    expect((await elsewhere.send('POST', '/api/login', account)).status).toBe(200);
    const before = here.cookies.get(SESSION_COOKIE);
    const other = elsewhere.cookies.get(SESSION_COOKIE);

    const res = await here.send('PUT', '/api/user/password', {
      currentPassword: PASSWORD,
      newPassword: 'a brand new secret',
      confirmPassword: 'a brand new secret',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = here.cookies.get(SESSION_COOKIE);
    expect(after).not.toBe(before);
    expect(await here.sessionStatus(after)).toBe(200);
    expect(await here.sessionStatus(before)).toBe(401);
    expect(await here.sessionStatus(other)).toBe(401);
    // The other browser's remembered sign-in is gone too: GET /api/user answers 401 to all it holds.
    expect((await elsewhere.send('GET', '/api/user')).status).toBe(401);
  });
});

describe('cross-site requests on a running server', () => {
  it('refuses a mutation from another site (Origin, or Referer without Origin) with 403, and changes nothing', async () => {
    const b = new FetchBrowser(plain.origin);
    await register(b, 'csrf');
    const token = b.cookies.get(SESSION_COOKIE);
    const attempts: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      // Same host, another port: another origin.
      { origin: plain.origin.replace(/:\d+$/, ':1') },
      { referer: 'https://evil.example/page' },
    ];
    for (const headers of attempts) {
      const res = await fetch(`${plain.origin}/api/logout`, { method: 'POST', headers: { cookie: `${SESSION_COOKIE}=${token}`, ...headers } });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toMatchObject({ message: CROSS_SITE_MESSAGE });
      expect(await b.sessionStatus(token), JSON.stringify(headers)).toBe(200);
    }
    // A foreign-origin password change is refused before the body is looked at.
    const change = await fetch(`${plain.origin}/api/user/password`, {
      method: 'PUT',
      headers: { cookie: `${SESSION_COOKIE}=${token}`, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: PASSWORD, newPassword: 'attacker chosen', confirmPassword: 'attacker chosen' }),
    });
    expect(change.status).toBe(403);
    expect(await b.sessionStatus(token)).toBe(200);
  });

  it('accepts its own Origin and, by design, a request with neither Origin nor Referer (not sent by a web page)', async () => {
    const b = new FetchBrowser(plain.origin);
    const account = await register(b, 'own');
    // The site's own page.
    expect((await b.send('POST', '/api/login', account)).status).toBe(200);
    // docs/architecture.md §3 and same-origin.ts: browsers send Origin on every cross-site POST, so a
    // request without either header comes from a program (a webhook, curl), which holds no victim's
    // cookies to abuse; SameSite=Lax keeps those cookies off cross-site POSTs in any case.
    const token = b.cookies.get(SESSION_COOKIE);
    const res = await fetch(`${plain.origin}/api/logout`, { method: 'POST', headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(res.status).toBe(200);
    expect(await b.sessionStatus(token)).toBe(401);
  });
});
