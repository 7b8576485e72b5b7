import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueChange, CatalogueChanges } from '#server/db/catalogue-changes.ts';

/**
 * Which answers a route may keep (decision 0033): 'product' answers depend on the product named by
 * the route's `:id` only; 'catalogue' answers (lists, search, categories, pages) on any product.
 */
export type ReadCacheScope = 'product' | 'catalogue';

declare module 'fastify' {
  interface FastifyContextConfig {
    readCache?: ReadCacheScope;
    /** The requests whose answer is their visitor's own (a page rendered signed in): never kept or served kept. */
    readCachePersonal?: (request: FastifyRequest) => boolean;
  }
  interface FastifyInstance {
    /** Resolves once this instance has heard every catalogue change committed so far (CatalogueChanges.sync). */
    catalogueSync(): Promise<void>;
  }
}

/**
 * Route config of a cacheable read. With `personal`, the answers to the requests it picks are left
 * out of the cache, and the kept ones say they vary with the Cookie header, so a shared cache in
 * front does not hand a visitor's page to another either (decision 0042).
 */
export const readCache = (scope: ReadCacheScope, personal?: (request: FastifyRequest) => boolean) => ({
  config: { readCache: scope, ...(personal ? { readCachePersonal: personal } : {}) },
});

// Lowercase as the compression plugin writes it: it looks for its own spelling before adding
// `accept-encoding` (case-sensitively), so a capitalised one was listed twice.
const varyOf = (request: FastifyRequest) => (request.routeOptions.config.readCachePersonal ? 'accept-encoding, cookie' : 'accept-encoding');

/** Browsers revalidate every time (an ETag makes it a 304); a CDN may serve an answer 10 s old. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
/** At most this many bytes of kept answers (before compression) per instance; the oldest go first. */
export const READ_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** Below this size an answer is sent as it is, as the compression plugin does. */
const COMPRESS_THRESHOLD = 1024;

interface Entry {
  body: Buffer;
  contentType: string;
  /** the answer's own headers sent again with it (X-Total-Count and the like) */
  headers: Record<string, string>;
  etag: string;
  productId: number | null;
  variants: Partial<Record<'br' | 'gzip', Buffer>>;
  /** the complete response headers, per way of sending it */
  sendHeaders: Partial<Record<'br' | 'gzip' | 'identity' | 'notModified', Record<string, string>>>;
}

const notKept = new WeakSet<FastifyRequest>();
const startedAt = new WeakMap<FastifyRequest, number>();

/** This answer is for this user only (a seller's own unapproved product, a page rendered without data): not kept. */
export function keepPrivate(reply: FastifyReply): void {
  notKept.add(reply.request);
}

/**
 * Answers of public reads kept in memory until the catalogue changes (any instance's write, heard
 * through CatalogueChanges). An answer computed while a change arrived is not kept: it may predate it.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private generation = 0;

  constructor(private readonly maxBytes = READ_CACHE_MAX_BYTES) {}

  get size(): number {
    return this.entries.size;
  }

  get currentGeneration(): number {
    return this.generation;
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Most recently used last, so the oldest are dropped first.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: Omit<Entry, 'variants' | 'sendHeaders' | 'etag'>, generation: number): Entry | null {
    if (generation !== this.generation || entry.body.length > this.maxBytes / 8) return null;
    this.drop(key);
    const kept: Entry = { ...entry, etag: `W/"${createHash('sha1').update(entry.body).digest('base64url').slice(0, 22)}"`, variants: {}, sendHeaders: {} };
    this.entries.set(key, kept);
    this.bytes += kept.body.length;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
    return kept;
  }

  /** Forgets what a change may have made stale: a product's own answers and every catalogue-wide one. */
  invalidate(change: CatalogueChange): void {
    this.generation++;
    if (change.all) {
      this.entries.clear();
      this.bytes = 0;
      return;
    }
    const ids = new Set(change.productIds);
    for (const [key, entry] of this.entries) {
      if (entry.productId === null || ids.has(entry.productId)) this.drop(key);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

/** The encoding to send, as the compression plugin would choose it (br first). */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function variant(entry: Entry, encoding: 'br' | 'gzip'): Buffer {
  // Compressed once per answer, with the plugin's settings (brotli quality 4), then sent as is.
  entry.variants[encoding] ??= encoding === 'br' ? brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(entry.body);
  return entry.variants[encoding];
}

/**
 * Sends a kept answer straight to the socket: its headers (the security headers already on the
 * reply, then the answer's own) are put together once per encoding and the reply skips Fastify's
 * send path (serialisation, onSend hooks, compression), which was most of a kept answer's cost.
 */
function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry): void {
  const known = request.headers['if-none-match'];
  const notModified = known !== undefined && known.split(',').some((tag) => tag.trim() === entry.etag);
  const encoding = notModified || entry.body.length < COMPRESS_THRESHOLD ? null : encodingFor(request);
  const key = notModified ? 'notModified' : (encoding ?? 'identity');
  let headers = entry.sendHeaders[key];
  if (!headers) {
    const body = encoding ? variant(entry, encoding) : entry.body;
    headers = { ...(reply.getHeaders() as Record<string, string>), etag: entry.etag, 'cache-control': PUBLIC_CACHE_CONTROL, vary: varyOf(request) };
    if (!notModified) {
      Object.assign(headers, entry.headers, { 'content-type': entry.contentType, 'content-length': String(body.length) });
      if (encoding) headers['content-encoding'] = encoding;
    }
    entry.sendHeaders[key] = headers;
  }
  reply.hijack();
  reply.raw.writeHead(notModified ? 304 : 200, headers);
  reply.raw.end(notModified ? undefined : encoding ? entry.variants[encoding] : entry.body);
}

/**
 * Serves the routes with `readCache` config from memory once computed, with an ETag (304 when the
 * browser has it) and a public Cache-Control, and makes every successful write wait until this
 * instance has heard its own catalogue changes (CatalogueChanges.sync), so the writer's next read
 * is fresh. Register before the routes and before any hook that sets Cache-Control.
 */
export function registerReadCache(app: FastifyInstance, changes: CatalogueChanges, cache = new ReadCache()): ReadCache {
  changes.onChange((change) => cache.invalidate(change));
  app.decorate('catalogueSync', () => changes.sync());

  app.addHook('onRequest', async (request, reply) => {
    const { readCache: scope, readCachePersonal: personal } = request.routeOptions.config;
    if (!scope || request.method !== 'GET' || personal?.(request)) return;
    const entry = cache.get(request.url);
    if (entry) return sendEntry(request, reply, entry);
    startedAt.set(request, cache.currentGeneration);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const scope = request.routeOptions.config.readCache;
    if (!scope || request.method !== 'GET') return payload;
    const generation = startedAt.get(request);
    if (generation === undefined || reply.statusCode !== 200 || notKept.has(request)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) if (name.startsWith('x-total-')) headers[name] = String(value);
    const entry = cache.set(
      request.url,
      {
        body: Buffer.from(payload),
        contentType: String(reply.getHeader('Content-Type') ?? 'application/json; charset=utf-8'),
        headers,
        productId: scope === 'product' ? Number((request.params as { id?: string }).id) : null,
      },
      generation,
    );
    reply.header('Cache-Control', PUBLIC_CACHE_CONTROL).header('Vary', varyOf(request));
    if (entry) reply.header('ETag', entry.etag);
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const write = request.method === 'POST' || request.method === 'PUT' || request.method === 'PATCH' || request.method === 'DELETE';
    if (write && reply.statusCode < 400) await changes.sync();
    return payload;
  });
  return cache;
}
