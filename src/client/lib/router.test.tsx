// @vitest-environment jsdom
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './router.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Where() {
  const { pathname, search, hash, state } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash} ${JSON.stringify(state)}`}</p>;
}

function Shell() {
  return (
    <div>
      <nav>
        <NavLink to="/deals" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Deals
        </NavLink>
        <NavLink to="/" end>
          Home
        </NavLink>
      </nav>
      <main>
        <Outlet />
      </main>
      <Where />
    </div>
  );
}

function Product() {
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <h1>Product {id}</h1>
      <button onClick={() => navigate('/cart', { state: { from: id } })}>To cart</button>
      <button onClick={() => navigate(-1)}>Back</button>
    </>
  );
}

function Filters() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <p>sort={params.get('sort') ?? 'none'}</p>
      <button onClick={() => setParams((prev) => ({ ...Object.fromEntries(prev), sort: 'price' }), { replace: true })}>Sort</button>
    </>
  );
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route element={<Shell />}>
          <Route path="*" element={<h1>Not found</h1>} />
          <Route index element={<h1>Home</h1>} />
          <Route path="/product/:id" element={<Product />} />
          <Route path="/product/new" element={<h1>New product</h1>} />
          <Route path="/deals" element={<Filters />} />
          <Route path="/cart" element={<h1>Cart</h1>} />
          <Route path="/old-cart" element={<Navigate to="/cart" replace />} />
          <Route path="/deals/:id" element={<h1>A deal</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('router facade', () => {
  it('renders the layout with the matched child, and the most specific route whatever the order', () => {
    renderAt('/product/new');
    expect(screen.getByRole('heading').textContent).toBe('New product');
    cleanup();
    renderAt('/product/a%20b');
    expect(screen.getByRole('heading').textContent).toBe('Product a b');
    cleanup();
    renderAt('/');
    expect(screen.getByRole('heading').textContent).toBe('Home');
    cleanup();
    renderAt('/no/such/page');
    expect(screen.getByRole('heading').textContent).toBe('Not found');
  });

  it('navigates with state, goes back, and redirects with Navigate', async () => {
    const user = renderAt('/product/7');
    await user.click(screen.getByRole('button', { name: 'To cart' }));
    expect(await screen.findByRole('heading', { name: 'Cart' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/cart {"from":"7"}');
    await user.click(screen.getByRole('link', { name: 'Deals' }));
    expect(screen.getByTestId('where').textContent).toBe('/deals null');
    cleanup();
    renderAt('/old-cart');
    expect(await screen.findByRole('heading', { name: 'Cart' })).toBeTruthy();
  });

  it('marks the NavLink of the current section (and the pages below it) with aria-current', () => {
    renderAt('/deals/3');
    const deals = screen.getByRole('link', { name: 'Deals' });
    expect(deals.getAttribute('aria-current')).toBe('page');
    expect(deals.className).toBe('on');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('reads and writes the search parameters', async () => {
    const user = renderAt('/deals?page=2');
    expect(screen.getByText('sort=none')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    expect(screen.getByText('sort=price')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/deals?page=2&sort=price null');
  });

  it('leaves modified clicks and other targets to the browser', async () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Link to="/b" target="_blank">
          New tab
        </Link>
        <Link to="?q=1#top">Here</Link>
        <Where />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('link', { name: 'Here' }).getAttribute('href')).toBe('/a?q=1#top');
    await user.click(screen.getByRole('link', { name: 'New tab' }));
    expect(screen.getByTestId('where').textContent).toBe('/a null');
    await user.click(screen.getByRole('link', { name: 'Here' }));
    expect(screen.getByTestId('where').textContent).toBe('/a?q=1#top null');
  });

  it('opens another page at the top, and keeps the position for filters and preventScrollReset', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    window.history.replaceState(null, '', '/deals');
    render(
      <BrowserRouter>
        <Routes>
          <Route element={<Shell />}>
            <Route path="/deals" element={<Filters />} />
            <Route path="/product/:id" element={<Product />} />
          </Route>
        </Routes>
        <Link to="/product/3">Open</Link>
        <Link to="/product/4" preventScrollReset>
          Keep
        </Link>
      </BrowserRouter>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    expect(screen.getByText('sort=price')).toBeTruthy();
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'Product 3' })).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await user.click(screen.getByRole('link', { name: 'Keep' }));
    expect(await screen.findByRole('heading', { name: 'Product 4' })).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockRestore();
  });

  it("focuses the new page's heading and announces its title, but not on the first page or for a filter", async () => {
    window.history.replaceState(null, '', '/deals');
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    function Titled({ title, children }: { title: string; children: ReactNode }) {
      // As useSeo does: the title is set in an effect of the page.
      useEffect(() => {
        document.title = `${title} | Shop`;
      }, [title]);
      return <>{children}</>;
    }
    function SlowCart() {
      const [lines, setLines] = useState<number | null>(null);
      useEffect(() => {
        const timer = setTimeout(() => setLines(2), 300);
        return () => clearTimeout(timer);
      }, []);
      return <Titled title={lines === null ? 'Cart' : `Cart (${lines})`}>{lines === null ? <p>Loading the cart</p> : <h1>Cart</h1>}</Titled>;
    }
    render(
      <BrowserRouter>
        <nav>
          <Link to="/product/3">Open</Link>
          <Link to="/help">Help</Link>
        </nav>
        <Routes>
          <Route element={<Shell />}>
            <Route
              path="/deals"
              element={
                <Titled title="Deals">
                  <Filters />
                </Titled>
              }
            />
            <Route
              path="/product/:id"
              element={
                <Titled title="Product">
                  <Product />
                </Titled>
              }
            />
            <Route path="/cart" element={<SlowCart />} />
            <Route
              path="/help"
              element={
                <Titled title="Help">
                  <p>No heading here</p>
                </Titled>
              }
            />
          </Route>
        </Routes>
      </BrowserRouter>,
    );
    const user = userEvent.setup();
    const announcer = document.getElementById('route-announcer')!;
    expect(announcer.getAttribute('aria-live')).toBe('polite');
    expect(document.activeElement).toBe(document.body);
    expect(announcer.textContent).toBe('');

    // A filter changes the query string only: the focus stays on the control.
    const sort = screen.getByRole('button', { name: 'Sort' });
    await user.click(sort);
    expect(await screen.findByText('sort=price')).toBeTruthy();
    expect(document.activeElement).toBe(sort);
    expect(announcer.textContent).toBe('');

    await user.click(screen.getByRole('link', { name: 'Open' }));
    const heading = await screen.findByRole('heading', { name: 'Product 3' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(announcer.textContent).toBe('Product | Shop');

    // A heading that waits for the page's data takes the focus when it arrives, with the title the
    // page sets with it.
    await user.click(screen.getByRole('button', { name: 'To cart' }));
    expect(await screen.findByText('Loading the cart')).toBeTruthy();
    const cart = await screen.findByRole('heading', { name: 'Cart' });
    await waitFor(() => expect(document.activeElement).toBe(cart));
    await waitFor(() => expect(announcer.textContent).toBe('Cart (2) | Shop'));

    // A page with no heading at all: its main region, after a moment.
    await user.click(screen.getByRole('link', { name: 'Help' }));
    expect(await screen.findByText('No heading here')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')), { timeout: 3000 });
    expect(announcer.textContent).toBe('Help | Shop');
  });

  it('leaves the focus where the new page put it', async () => {
    window.history.replaceState(null, '', '/deals');
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    function SignIn() {
      const ref = useRef<HTMLInputElement>(null);
      useEffect(() => ref.current?.focus(), []);
      return (
        <>
          <h1>Sign in</h1>
          <input ref={ref} aria-label="Username" />
        </>
      );
    }
    render(
      <BrowserRouter>
        <Link to="/auth">Sign in</Link>
        <Routes>
          <Route element={<Shell />}>
            <Route path="/deals" element={<Filters />} />
            <Route path="/auth" element={<SignIn />} />
          </Route>
        </Routes>
      </BrowserRouter>,
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in' }));
    const field = await screen.findByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(document.getElementById('route-announcer')!.textContent).not.toBe(''));
    expect(document.activeElement).toBe(field);
  });

  it('on Back, returns to the position the page was left at once the page is tall enough for it', async () => {
    window.history.replaceState(null, '', '/deals');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    let scrollY = 0;
    let pageHeight = 5000;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => pageHeight);
    scrollTo.mockImplementation(((_x: number, y: number) => {
      scrollY = Math.min(y, pageHeight - window.innerHeight);
    }) as typeof window.scrollTo);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    render(
      <BrowserRouter>
        <Routes>
          <Route element={<Shell />}>
            <Route path="/deals" element={<Filters />} />
            <Route path="/product/:id" element={<Product />} />
          </Route>
        </Routes>
        <Link to="/product/3">Open</Link>
      </BrowserRouter>,
    );
    expect(window.history.scrollRestoration).toBe('manual');
    scrollY = 2400;
    await userEvent.setup().click(screen.getByRole('link', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'Product 3' })).toBeTruthy();
    expect(scrollY).toBe(0);

    // Back: the list page comes back shorter than it was (its lower sections arrive later).
    pageHeight = 1500;
    window.history.back();
    expect(await screen.findByText('sort=none')).toBeTruthy();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1500 - window.innerHeight);
    expect(frames.length).toBe(1);
    pageHeight = 5000;
    frames.shift()!(0);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 2400);
    expect(scrollY).toBe(2400);
    expect(frames.length).toBe(0);
  });

  it('stops restoring the position when the visitor scrolls', async () => {
    window.history.replaceState(null, '', '/deals');
    let scrollY = 0;
    let pageHeight = 5000;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => pageHeight);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      scrollY = Math.min(y, pageHeight - window.innerHeight);
    }) as typeof window.scrollTo);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    render(
      <BrowserRouter>
        <Routes>
          <Route element={<Shell />}>
            <Route path="/deals" element={<Filters />} />
            <Route path="/product/:id" element={<Product />} />
          </Route>
        </Routes>
        <Link to="/product/3">Open</Link>
      </BrowserRouter>,
    );
    scrollY = 2400;
    await userEvent.setup().click(screen.getByRole('link', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'Product 3' })).toBeTruthy();
    pageHeight = 1500;
    window.history.back();
    expect(await screen.findByText('sort=none')).toBeTruthy();
    scrollY = 100;
    pageHeight = 5000;
    const calls = scrollTo.mock.calls.length;
    frames.shift()!(0);
    expect(scrollTo.mock.calls.length).toBe(calls);
    expect(scrollY).toBe(100);
  });

  it('StaticRouter renders one URL with the markup BrowserRouter hydrates without a mismatch', async () => {
    const routes = (
      <Routes>
        <Route
          path="/product/:id"
          element={
            <>
              <Product />
              <Where />
            </>
          }
        />
        <Route path="*" element={<p>other</p>} />
      </Routes>
    );
    const html = renderToString(<StaticRouter location="/product/7?tab=reviews#top">{routes}</StaticRouter>);
    expect(html).toMatch(/Product (<!-- -->)?7/);
    expect(html).toContain('/product/7?tab=reviews#top null');
    expect(html).toContain('id="route-announcer"');
    window.history.replaceState(null, '', '/product/7?tab=reviews#top');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <BrowserRouter>{routes}</BrowserRouter>, { onRecoverableError: (error) => recoverable.push(error) }),
    );
    expect(recoverable).toEqual([]);
    expect(container.innerHTML).toBe(html);
    act(() => root.unmount());
    container.remove();
  });
});
