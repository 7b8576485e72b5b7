// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './router.tsx';

afterEach(cleanup);

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
});
