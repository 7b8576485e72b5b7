import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageData } from './page-data.ts';

/** A page's module: its component and, for the server, what to ask before rendering it (page-data.ts). */
export type PageModule<P> = { default: ComponentType<P>; pageData?: PageData<P> };

export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the page's code; once it is in, the page renders without suspending. */
  preload(): Promise<PageModule<P>>;
};

/**
 * React.lazy whose code can be loaded ahead (decision 0029). A server-rendered page is hydrated only
 * once its code is in (src/client/main.tsx), and the loaded module is handed to React as an
 * already-settled thenable, so hydration never suspends on it: React drops a click on content that
 * is still waiting for its code.
 */
export function lazyPage<P>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let loaded: PageModule<P> | undefined;
  let loading: Promise<PageModule<P>> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module)));
  const settled = (module: PageModule<P>) => ({ then: (resolve: (m: PageModule<P>) => void) => resolve(module) }) as unknown as Promise<PageModule<P>>;
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : preload())),
    { preload },
  );
}
