import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isAppPath } from '#shared/app-routes.ts';
import { PAGE_NOT_FOUND_HEAD } from '#shared/not-found-head.ts';
import { pageHead, type PageHead } from '#shared/page-head.ts';
import { STATE_ELEMENT_ID } from '#shared/page-state.ts';
import { EVENT_REPLAY_SCRIPT } from './event-replay.ts';
import { keepPrivate, readCache } from './read-cache.ts';
import { fileResponse } from './openapi.ts';
import { carriesSession, loadStorefront, PERSONAL_CACHE_CONTROL, type Storefront, type StorefrontPage } from './ssr.ts';

/** Escapes text for an HTML attribute value or element content. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * JSON for a `<script type="application/ld+json">` block. `<` becomes \u003c so no string can close
 * the element or open a comment; U+2028/2029 are escaped too, for parsers that read it as script.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const TITLE = /<title>[^<]*<\/title>\s*/i;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/i;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/gi;

/**
 * A server-rendered page's shell (decision 0035): the entry script and Vite's modulepreload links
 * leave the head for /start.js, which adds them once the page has painted. Null when the build has
 * no module entry (the shell is then served as it is).
 */
function deferredScripts(html: string): { html: string; entry: string; modules: string[] } | null {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) return null;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  return { html: cut(html, ENTRY_SCRIPT).replace(MODULE_PRELOAD, ''), entry: entry[1]!, modules };
}
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

/**
 * The built index.html, read once and kept in memory, split where the page's own head entries go:
 * the default <title> and description meta are cut out and replaced per page. A rebuild of the
 * client needs a restart (the hashed asset names in the cached text change), as `npm start` does.
 */
export class SpaShell {
  private readonly before: string;
  private readonly after: string;

  constructor(readonly html: string) {
    // Every cut below uses the index of a match, never String.replace with a replacement string,
    // so a `$&` in a product name cannot turn into the matched text.
    const withoutDescription = cut(html, DESCRIPTION);
    const title = TITLE.exec(withoutDescription);
    if (title) {
      this.before = withoutDescription.slice(0, title.index);
      this.after = withoutDescription.slice(title.index + title[0].length);
    } else {
      const head = withoutDescription.search(/<\/head>/i);
      const at = head === -1 ? 0 : head;
      this.before = withoutDescription.slice(0, at);
      this.after = withoutDescription.slice(at);
    }
  }

  /**
   * A server-rendered page (decision 0029): the page's head (or the shell's own title and
   * description when null), its chunks preloaded, its markup inside #root and its query state in a
   * JSON block the app hydrates from (`type="application/json"` is data, never run), and the one
   * inline script the CSP allows by its hash, which holds early taps for the app (decision 0042).
   */
  page(head: PageHead | null, app: { html: string; state: unknown; preloads: string[] }): string {
    const full = head ? this.render(head) : this.html;
    const deferred = deferredScripts(full);
    const html = deferred ? deferred.html : full;
    const links = deferred
      ? `<script src="/start.js" defer data-entry="${escapeHtml(deferred.entry)}" data-modules="${escapeHtml([...deferred.modules, ...app.preloads].join(' '))}"></script>`
      : app.preloads.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`).join('\n    ');
    const state = `<script type="application/json" id="${STATE_ELEMENT_ID}">${jsonForScript(app.state)}</script>`;
    // Taps before the app has started are held and played again once it has (decision 0042).
    const replay = `<script>${EVENT_REPLAY_SCRIPT}</script>`;
    return insertAt(
      insertAt(insertAt(html, /<div id="root">/i, app.html, 'after'), /<\/body>/i, `${state}\n  `, 'before'),
      /<\/head>/i,
      `  ${replay}\n  ${links ? `  ${links}\n  ` : ''}`,
      'before',
    );
  }

  /**
   * A page the browser renders (decision 0042): the shell as built (its head, or this one), with the
   * query state it starts with (its visitor) in the JSON block a server-rendered page has.
   */
  browserPage(head: PageHead | null, state: unknown): string {
    const html = head ? this.render(head) : this.html;
    return insertAt(html, /<\/body>/i, `<script type="application/json" id="${STATE_ELEMENT_ID}">${jsonForScript(state)}</script>\n  `, 'before');
  }

  /** index.html with this page's title, description, canonical link, social tags and JSON-LD. */
  render(head: PageHead): string {
    const lines = [
      `<title>${escapeHtml(head.title)}</title>`,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
      ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
      ...head.meta.map(([attr, key, content]) => `<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`),
      ...head.jsonLd.map((data) => `<script type="application/ld+json" data-server-head>${jsonForScript(data)}</script>`),
    ];
    return `${this.before}${lines.join('\n    ')}\n    ${this.after}`;
  }
}

/** `text` with `insert` placed before or after the first match of `pattern` (by index: no `$` patterns). */
function insertAt(text: string, pattern: RegExp, insert: string, where: 'before' | 'after'): string {
  const match = pattern.exec(text);
  if (!match) throw new Error(`The client's index.html has no ${pattern.source}`);
  const at = where === 'before' ? match.index : match.index + match[0].length;
  return text.slice(0, at) + insert + text.slice(at);
}

function cut(text: string, pattern: RegExp): string {
  const match = pattern.exec(text);
  return match ? text.slice(0, match.index) + text.slice(match.index + match[0].length) : text;
}

const shells = new Map<string, SpaShell>();

/** The cached shell of a client build; throws when the build is missing. */
export function loadShell(clientDir: string): SpaShell {
  const file = path.resolve(clientDir, 'index.html');
  let shell = shells.get(file);
  if (!shell) {
    if (!existsSync(file)) throw new Error(`The client build is missing in ${clientDir}: run "npm run build" first.`);
    shell = new SpaShell(readFileSync(file, 'utf8'));
    shells.set(file, shell);
  }
  return shell;
}

/** Sends an HTML page of the SPA; HTML is revalidated at every visit (the assets it names are not). */
export function sendHtml(reply: FastifyReply, html: string, status = 200, cacheControl = 'no-cache'): FastifyReply {
  return reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', cacheControl).send(html);
}

// The shell and renderer of each app that serves a client, for its pages.
const appShells = new WeakMap<FastifyInstance, { shell: SpaShell; storefront: Storefront; publicUrl: string }>();

/**
 * The built SPA: hashed assets cached for a year, everything else revalidated; the pages are
 * registerFallback's.
 */
export async function serveClient(app: FastifyInstance, clientDir: string, publicUrl: string): Promise<void> {
  appShells.set(app, { shell: loadShell(clientDir), storefront: loadStorefront(app, clientDir, publicUrl), publicUrl: publicUrl.replace(/\/+$/, '') });
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // The .br and .gz twins written at build time (scripts/compress-assets.ts), as the browser accepts.
    preCompressed: true,
    // The maps stay on disk for tracing production errors; the public gets none of our source.
    allowedPath: (pathname) => !pathname.endsWith('.map'),
    setHeaders: (reply, file) => {
      reply.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/** Paths that name a file or an API call: a miss there is a 404, never the SPA's HTML. */
const NOT_PAGES = /^\/(api|assets|uploads)(\/|$)|\.map$/;

const notFound = (reply: FastifyReply, method: string, pathname: string) =>
  reply.status(404).send({ message: `Route ${method} ${pathname} not found`, code: 'not_found' });

/**
 * The storefront's pages: every other GET, as the route table says through the renderer (decision
 * 0051). A page the server renders comes with its markup, head and data (decision 0029), kept for
 * signed-out visitors (decision 0033). A page the browser renders comes as the shell with its
 * visitor embedded (decision 0042): a signed-out visitor's page asks no GET /api/user that would
 * answer 401, and a signed-in visitor's is theirs alone (`private, no-store`). An unknown path
 * answers 404 with the not-found screen's head (no "soft 404" that search engines flag), as does a
 * page that shows its not-found state (decision 0047). Unknown API routes and missing files answer
 * JSON 404. One catch-all route rather than the not-found handler, so pages go through the route
 * hooks like any answer (compression among them).
 */
export function registerFallback(app: FastifyInstance, hasClient: boolean): void {
  const client = appShells.get(app);
  if (hasClient && client) {
    const { shell, storefront, publicUrl } = client;
    app.get(
      '/*',
      { schema: { response: { 200: fileResponse('text/html', 'A storefront page') } }, ...readCache('catalogue', carriesSession) },
      async (request, reply) => {
        const pathname = request.url.split('?')[0]!;
        if (NOT_PAGES.test(pathname)) return notFound(reply, request.method, pathname);
        const personal = carriesSession(request);
        const page = await storefrontPage(request, storefront, personal);
        if (!page) {
          // No renderer, or it failed: the bare shell, rendered by the browser, which asks for its visitor itself.
          keepPrivate(reply);
          if (isAppPath(pathname)) return sendHtml(reply, shell.html);
          return sendHtml(reply, shell.render(pageHead(PAGE_NOT_FOUND_HEAD, publicUrl, pathname)), 404);
        }
        if (page.html === null) {
          keepPrivate(reply);
          reply.header('Vary', 'Cookie');
          return sendHtml(reply, shell.browserPage(page.head, page.state), page.status, personal ? PERSONAL_CACHE_CONTROL : 'no-cache');
        }
        const html = shell.page(page.head, { html: page.html, state: page.state, preloads: page.preloads });
        return personal ? sendHtml(reply, html, page.status, PERSONAL_CACHE_CONTROL) : sendHtml(reply, html, page.status);
      },
    );
  }
  app.setNotFoundHandler((request, reply) => notFound(reply, request.method, request.url.split('?')[0]!));
}

/** The page from the renderer for this visitor (their cookie only when they carry a session), or null when it fails. */
async function storefrontPage(request: FastifyRequest, storefront: Storefront, personal: boolean): Promise<StorefrontPage | null> {
  try {
    return await storefront.page(request.url, personal ? request.headers.cookie : undefined);
  } catch (error) {
    request.log.error({ err: error }, 'the page could not be rendered; it is left to the browser');
    return null;
  }
}
