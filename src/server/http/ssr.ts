// The server-rendered storefront (docs/decisions/0029-server-rendered-storefront.md): loads the
// renderer Vite built into dist/ssr, which reads the storefront's route table (decision 0051), calls
// the API in-process for it, and turns the modules a page needs into modulepreload links from the
// client build's manifest.
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DehydratedState } from '@tanstack/react-query';
import type { PageHead } from '#shared/page-head.ts';
import { REMEMBER_COOKIE, SESSION_COOKIE } from '#shared/sign-in-cookies.ts';

/** What dist/ssr/entry-server.js exports (src/client/entry-server.tsx). */
interface RendererModule {
  renderPage(
    url: string,
    options: { publicUrl: string; fetch: (url: string, init: RequestInit) => Promise<Response>; anonymous: boolean },
  ): Promise<{ status: number; head: PageHead | null; html: string | null; state: DehydratedState; modules: string[] }>;
}

/**
 * A request from a browser with a session or a remembered account: its page is rendered for that
 * visitor (their name in the header, their session in the page's data) and is theirs alone (decision 0042).
 */
export const carriesSession = (request: FastifyRequest): boolean => Boolean(request.cookies[SESSION_COOKIE] || request.cookies[REMEMBER_COOKIE]);

/** A visitor's own page: never stored by a shared cache, nor by the browser (like the API's answers). */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/** A page of the storefront, ready to go into the shell. */
export interface StorefrontPage {
  /** 404 when the page shows its not-found state (an unknown path among them), 503 when a rendered page's data could not be read */
  status: number;
  /** the page's head, or null for the shell's own */
  head: PageHead | null;
  /** the markup inside #root, or null for a page the browser renders */
  html: string | null;
  /** the query state the page starts with: its visitor, and its data */
  state: DehydratedState;
  /** hashed chunk paths ('/assets/…js') the page's hydration needs beyond the entry's own */
  preloads: string[];
}

export interface Storefront {
  /**
   * The page at `url` as the route table says, for the visitor signed in or remembered by `cookie`
   * (the request's Cookie header; none without): rendered with its data, or the state a page the
   * browser renders starts with. Null without a renderer in the build.
   */
  page(url: string, cookie?: string): Promise<StorefrontPage | null>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Every chunk `key` loads statically, itself included. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/** The hashed files a page's modules need, less what index.html loads already. */
function preloadsOf(manifest: Manifest, modules: string[]): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = entry ? closure(manifest, entry) : new Set<string>();
  const wanted = new Set<string>();
  for (const module of modules) closure(manifest, module, wanted);
  return [...wanted].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]!.file}`);
}

const storefronts = new Map<string, Promise<RendererModule | null>>();

/** The renderer beside a client build (`<clientDir>/../ssr/entry-server.js`), once per process. */
function loadRenderer(clientDir: string): Promise<RendererModule | null> {
  const file = path.resolve(clientDir, '../ssr/entry-server.js');
  let loaded = storefronts.get(file);
  if (!loaded) {
    loaded = existsSync(file) ? (import(pathToFileURL(file).href) as Promise<RendererModule>) : Promise.resolve(null);
    storefronts.set(file, loaded);
  }
  return loaded;
}

/**
 * The storefront renderer of a built client. Without a renderer in the build every page is the bare
 * shell, rendered in the browser (as before decision 0029). The module loads in the background from
 * now on (a plugin must not wait for it): a request that comes first waits for it.
 */
export function loadStorefront(app: FastifyInstance, clientDir: string, publicUrl: string): Storefront {
  const loading = loadRenderer(clientDir);
  // A failure to load is reported at each render (and the page left to the browser).
  loading.catch(() => undefined);
  const manifestFile = path.resolve(clientDir, '.vite/manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  const preloads = new Map<string, string[]>();

  // The page's API calls, answered in-process by this app: the same routes, schemas and answers the
  // browser gets, without a socket, as the visitor whose cookie is passed (decision 0042).
  const fetchAs =
    (cookie: string | undefined) =>
    async (url: string, init: RequestInit): Promise<Response> => {
      const res = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
      }
      const empty = res.statusCode === 204 || res.statusCode === 304;
      return new Response(empty ? null : res.body, { status: res.statusCode, statusText: res.statusMessage, headers });
    };

  return {
    async page(url, cookie) {
      const renderer = await loading;
      if (!renderer) return null;
      const page = await renderer.renderPage(url, { publicUrl, fetch: fetchAs(cookie), anonymous: !cookie });
      const key = page.modules.join('\n');
      let files = preloads.get(key);
      if (!files) preloads.set(key, (files = preloadsOf(manifest, page.modules)));
      return { status: page.status, head: page.head, html: page.html, state: page.state, preloads: files };
    },
  };
}
