// The one place the app imports its router from. Pages and components use these names only, so
// the router underneath can change without touching them (issue 3: the home route's JS budget).
//
// This is the part of react-router's declarative API the app uses, with the same behaviour, in
// about 2 KB gzip instead of react-router's 14 KB (docs/decisions/0010-router-and-js-budget.md):
// nested <Routes>/<Route element> ranked by specificity, layout routes and <Outlet />, <Navigate>,
// <Link>/<NavLink>, location state and key, useSearchParams, and location changes rendered as
// transitions (a page whose code is still loading keeps the previous page on screen, as
// react-router's BrowserRouter does), a new page opening at the top, Back and Forward returning to
// the position left, and a new page's heading focused and its title announced.
import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { matchPath, patternScore } from '#shared/path-pattern.ts';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** 'default' for the entry the app started on, then unique per navigation (as react-router). */
  key: string;
}
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keep the scroll position when the path changes (by default a new page opens at the top). */
  preventScrollReset?: boolean;
}
export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
}
export type URLSearchParamsInit = string | string[][] | Record<string, string | string[]> | URLSearchParams;
export type SetURLSearchParams = (next: URLSearchParamsInit | ((prev: URLSearchParams) => URLSearchParamsInit), options?: NavigateOptions) => void;

interface History {
  location: Location;
  push(path: string, options: NavigateOptions): void;
  go(delta: number): void;
}

const HistoryCtx = createContext<History | null>(null);
const OutletCtx = createContext<ReactNode>(null);
const ParamsCtx = createContext<Readonly<Record<string, string>>>({});

function useHistory(): History {
  const history = useContext(HistoryCtx);
  if (!history) throw new Error('Router hooks and links need a <BrowserRouter> or <MemoryRouter> above them.');
  return history;
}

const newKey = () => Math.random().toString(36).slice(2, 10);
const createPath = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`);
const isExternal = (to: To) => typeof to === 'string' && /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to);

/** An absolute path for `to`: '/x' as is; '?q', '#h' and relative paths against the current page. */
function resolve(to: To, from: string): string {
  const path = createPath(to);
  if (path.startsWith('/')) return path;
  const url = new URL(path, `http://x${from}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

function parsePath(path: string, state: unknown, key: string): Location {
  const [beforeHash = '', hash = ''] = path.split(/(?=#)/, 2);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const search = queryAt < 0 ? '' : beforeHash.slice(queryAt);
  return { pathname: pathname || '/', search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash, state, key };
}

// ---- Routers ----------------------------------------------------------------------------------

function readBrowserLocation(): Location {
  // Entries hold { usr: state, key }, the shape react-router used, so entries from before the
  // switch keep their state.
  const entry = window.history.state as { usr?: unknown; key?: string } | null;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

function HistoryProvider({ location, push, go, children }: History & { children?: ReactNode }) {
  const value = useMemo(() => ({ location, push, go }), [location, push, go]);
  return <HistoryCtx value={value}>{children}</HistoryCtx>;
}

const browserGo = (delta: number) => window.history.go(delta);

/** Scroll positions of the entries this tab has left, by entry key, for Back and Forward. */
const positions = new Map<string, number>();

/**
 * Scrolls back to `y` once the page is tall enough to get there: a page that renders its sections or
 * data a moment after it mounts would otherwise clamp the position short. Gives up after 3 s, or
 * when the visitor scrolls themselves.
 */
function restoreScroll(y: number) {
  const until = Date.now() + 3000;
  let set = -1;
  const step = () => {
    if (set >= 0 && Math.abs(window.scrollY - set) > 1) return;
    const room = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, (set = Math.max(0, Math.min(y, room))));
    if (room < y && Date.now() < until) requestAnimationFrame(step);
  };
  step();
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [location, setLocation] = useState(readBrowserLocation);
  // A link to another page opens it at the top; search-parameter changes (filters) keep the
  // position; Back and Forward return to the position the entry was left at.
  const scrollReset = useRef(false);
  const popped = useRef(false);
  // The location on screen (null before the first render), and what had focus when it was left.
  const shown = useRef<Location | null>(null);
  const leftFrom = useRef<Element | null>(null);
  const newPage = useRef(false);
  const announcer = useRef<HTMLParagraphElement>(null);
  const leave = useCallback(() => {
    if (shown.current) positions.set(shown.current.key, window.scrollY);
    leftFrom.current = document.activeElement;
  }, []);
  const push = useCallback(
    (path: string, { replace, state, preventScrollReset }: NavigateOptions) => {
      const before = window.location.pathname;
      leave();
      window.history[replace ? 'replaceState' : 'pushState']({ usr: state ?? null, key: newKey() }, '', path);
      scrollReset.current = !preventScrollReset && window.location.pathname !== before;
      popped.current = false;
      startTransition(() => setLocation(readBrowserLocation()));
    },
    [leave],
  );
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = location;
    // The first page is the browser's own load: it keeps its scroll and focus.
    newPage.current = !!previous && previous.pathname !== location.pathname;
    const y = positions.get(location.key);
    if (scrollReset.current) window.scrollTo(0, 0);
    // (A Back to an in-page #fragment link is left to the browser.)
    else if (popped.current && y !== undefined && `${previous?.pathname}${previous?.search}` !== `${location.pathname}${location.search}`) restoreScroll(y);
    scrollReset.current = popped.current = false;
  }, [location]);
  useEffect(() => {
    // As accessible routers do: announce the new page's title and focus its heading, unless the
    // page has put the focus on something of its own. A page whose heading waits for its data gets
    // a moment (2 s) for it, then the focus goes to the main region. Run after the page's own
    // effects and timers, so its document title is set.
    if (!newPage.current) return;
    newPage.current = false;
    let tries = 20;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let titleWatch: MutationObserver | undefined;
    let stopWatch: ReturnType<typeof setTimeout> | undefined;
    const announce = () => (announcer.current!.textContent = document.title);
    const settle = () => {
      const main = document.querySelector('main');
      const heading = main?.querySelector('h1');
      if (!heading && tries--) return void (timer = setTimeout(settle, 100));
      // A tick later, and again if the title changes: a heading that came with data may have its
      // title set by an effect that has not run yet.
      timer = setTimeout(announce);
      titleWatch = new MutationObserver(announce);
      titleWatch.observe(document.head, { childList: true, characterData: true, subtree: true });
      // Only while the page settles: later title changes (a cart count) are not a new page.
      stopWatch = setTimeout(() => titleWatch?.disconnect(), 1000);
      const active = document.activeElement;
      if (!main || (active !== leftFrom.current && active !== main && main.contains(active))) return;
      const target = heading ?? main;
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      // The position is the scroll handling's to decide (Back restores it).
      target.focus({ preventScroll: true });
    };
    settle();
    return () => {
      clearTimeout(timer);
      clearTimeout(stopWatch);
      titleWatch?.disconnect();
    };
  }, [location]);
  useLayoutEffect(() => {
    // Positions are restored by the router, once the page has its height (see restoreScroll).
    window.history.scrollRestoration = 'manual';
    // Back, forward and in-page #fragment links.
    const onPopState = () => {
      leave();
      popped.current = true;
      startTransition(() => setLocation(readBrowserLocation()));
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [leave]);
  return (
    <HistoryProvider location={location} push={push} go={browserGo}>
      {children}
      <p ref={announcer} id="route-announcer" aria-live="polite" aria-atomic="true" className="sr-only" />
    </HistoryProvider>
  );
}

const staticPush = () => {
  throw new Error('A <StaticRouter> cannot navigate: it renders one URL on the server.');
};

/**
 * One URL rendered on the server (no `window`): the markup is BrowserRouter's, so the browser
 * hydrates the same elements. Navigation happens only in effects, which never run on the server.
 */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const current = useMemo(() => parsePath(location, null, 'default'), [location]);
  return (
    <HistoryProvider location={current} push={staticPush} go={staticPush}>
      {children}
      <p id="route-announcer" aria-live="polite" aria-atomic="true" className="sr-only" />
    </HistoryProvider>
  );
}

/** An in-memory history, for component tests (`initialEntries` as with react-router). */
export function MemoryRouter({ children, initialEntries = ['/'], initialIndex }: { children?: ReactNode; initialEntries?: To[]; initialIndex?: number }) {
  const [stack, setStack] = useState(() => ({
    entries: initialEntries.map((entry, i) => parsePath(createPath(entry), null, i === 0 ? 'default' : newKey())),
    index: Math.min(Math.max(initialIndex ?? initialEntries.length - 1, 0), initialEntries.length - 1),
  }));
  const push = useCallback((path: string, { replace, state }: NavigateOptions) => {
    startTransition(() =>
      setStack(({ entries, index }) => {
        const next = replace ? [...entries] : entries.slice(0, index + 1);
        const at = replace ? index : index + 1;
        next[at] = parsePath(path, state ?? null, newKey());
        return { entries: next, index: at };
      }),
    );
  }, []);
  const go = useCallback((delta: number) => {
    startTransition(() => setStack(({ entries, index }) => ({ entries, index: Math.min(Math.max(index + delta, 0), entries.length - 1) })));
  }, []);
  const location = stack.entries[stack.index] ?? parsePath('/', null, 'default');
  return (
    <HistoryProvider location={location} push={push} go={go}>
      {children}
    </HistoryProvider>
  );
}

// ---- Hooks ------------------------------------------------------------------------------------

export function useLocation(): Location {
  return useHistory().location;
}

/** A stable function: navigate(to, { replace, state }) or navigate(-1) to go back. */
export function useNavigate(): NavigateFunction {
  const history = useHistory();
  const latest = useRef(history);
  useLayoutEffect(() => {
    latest.current = history;
  });
  return useCallback((to: To | number, options: NavigateOptions = {}) => {
    const { location, push, go } = latest.current;
    if (typeof to === 'number') go(to);
    else push(resolve(to, location.pathname), options);
  }, []) as NavigateFunction;
}

export function useParams<K extends string = string>(): Readonly<Partial<Record<K, string>>> {
  return useContext(ParamsCtx) as Partial<Record<K, string>>;
}

function createSearchParams(init: URLSearchParamsInit): URLSearchParams {
  if (typeof init === 'string' || Array.isArray(init) || init instanceof URLSearchParams) return new URLSearchParams(init);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(init)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
  }
  return params;
}

export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetURLSearchParams>(
    (next, options) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      navigate(`?${createSearchParams(init).toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}

// ---- Routes -----------------------------------------------------------------------------------

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** Configuration only: <Routes> reads its props. */
export function Route(_props: RouteProps): ReactNode {
  throw new Error('<Route> is only ever used as a child of <Routes> or of another <Route>.');
}

interface Branch {
  pattern: string;
  /** The elements from the outermost layout to the matched route. */
  elements: ReactNode[];
  score: number;
}

function collectBranches(children: ReactNode, base: string, parents: ReactNode[], out: Branch[]) {
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type === Fragment) return collectBranches(child.props.children, base, parents, out);
    const { path, index = false, element = <Outlet />, children: nested } = child.props;
    const pattern = path === undefined ? base : path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`;
    const elements = [...parents, element];
    if (nested) collectBranches(nested, pattern, elements, out);
    // A layout route without a path matches only through its children.
    if (index || path !== undefined) out.push({ pattern: pattern || '/', elements, score: patternScore(pattern || '/', index) });
  });
}

export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const branches = useMemo(() => {
    const out: Branch[] = [];
    collectBranches(children, '', [], out);
    // Stable sort: equal scores keep their written order (children before their parent).
    return out.sort((a, b) => b.score - a.score);
  }, [children]);

  for (const branch of branches) {
    const params = matchPath(branch.pattern, pathname);
    if (!params) continue;
    let outlet: ReactNode = null;
    for (let i = branch.elements.length - 1; i >= 0; i--) {
      outlet = <OutletCtx value={outlet}>{branch.elements[i]}</OutletCtx>;
    }
    return <ParamsCtx value={params}>{outlet}</ParamsCtx>;
  }
  return null;
}

/** Where a layout route renders the matched child route. */
export function Outlet() {
  return useContext(OutletCtx);
}

export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const path = resolve(to, useLocation().pathname);
  useEffect(() => navigate(path, { replace, state }), [navigate, path, replace, state]);
  return null;
}

// ---- Links ------------------------------------------------------------------------------------

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  NavigateOptions & {
    to: To;
    /** A full page load instead of a client-side navigation. */
    reloadDocument?: boolean;
    ref?: Ref<HTMLAnchorElement>;
  };

export function Link({ to, replace, state, preventScrollReset, reloadDocument, onClick, ...rest }: LinkProps) {
  const { location } = useHistory();
  const navigate = useNavigate();
  const external = isExternal(to);
  const href = external ? createPath(to) : resolve(to, location.pathname);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      external ||
      reloadDocument ||
      event.button !== 0 ||
      (rest.target && rest.target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return;
    }
    event.preventDefault();
    // Following a link to the page already shown replaces its entry instead of adding one.
    const current = `${location.pathname}${location.search}${location.hash}`;
    navigate(href, { replace: replace ?? current === href, state, preventScrollReset });
  };
  return <a {...rest} href={href} onClick={handleClick} />;
}

interface NavLinkState {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}
export type NavLinkProps = Omit<LinkProps, 'className' | 'style' | 'children'> & {
  /** Active only on this exact path, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  style?: CSSProperties | ((state: NavLinkState) => CSSProperties | undefined);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
};

/** A Link that knows whether it leads to the current page (or a page below it): aria-current="page". */
export function NavLink({ end = false, className, style, children, 'aria-current': ariaCurrent = 'page', ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = parsePath(resolve(rest.to, pathname), null, '').pathname.toLowerCase();
  const current = pathname.toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = current === target || (!end && current.startsWith(target) && current.charAt(slashAt) === '/');
  const navState: NavLinkState = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      aria-current={isActive ? ariaCurrent : undefined}
      className={typeof className === 'function' ? className(navState) : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined}
      style={typeof style === 'function' ? style(navState) : style}
    >
      {typeof children === 'function' ? children(navState) : children}
    </Link>
  );
}
