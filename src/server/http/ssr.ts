// The server-rendered storefront (docs/decisions/0029-server-rendered-storefront.md): loads the
// renderer Vite built into dist/ssr, calls the API in-process for it, and turns the modules a page
// needs into modulepreload links from the client build's manifest.
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { DehydratedState } from '@tanstack/react-query';

/** What dist/ssr/entry-server.js exports (src/client/entry-server.tsx). */
interface RendererModule {
  renderPage(
    url: string,
    options: { publicUrl: string; fetch: (url: string, init: RequestInit) => Promise<Response>; anonymous: boolean },
  ): Promise<{ status: number; html: string; state: DehydratedState; modules: string[] } | null>;
}

/** A page rendered on the server, ready to go into the shell. */
export interface RenderedPage {
  status: number;
  /** the markup inside #root */
  html: string;
  state: DehydratedState;
  /** hashed chunk paths ('/assets/…js') the page's hydration needs beyond the entry's own */
  preloads: string[];
}

export interface Storefront {
  /**
   * The page at `url` rendered, or null for a path the browser renders alone. `cookie` (the
   * request's Cookie header) renders it for the visitor signed in, or remembered, by it.
   */
  render(url: string, cookie?: string): Promise<RenderedPage | null>;
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
  const fetchAs = (cookie: string | undefined) => async (url: string, init: RequestInit): Promise<Response> => {
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
    async render(url, cookie) {
      const renderer = await loading;
      if (!renderer) return null;
      const page = await renderer.renderPage(url, { publicUrl, fetch: fetchAs(cookie), anonymous: !cookie });
      if (!page) return null;
      const key = page.modules.join('\n');
      let files = preloads.get(key);
      if (!files) preloads.set(key, (files = preloadsOf(manifest, page.modules)));
      return { status: page.status, html: page.html, state: page.state, preloads: files };
    },
  };
}
