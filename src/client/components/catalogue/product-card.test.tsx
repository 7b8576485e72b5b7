// @vitest-environment jsdom
// The shared card and grid show products and hold the controls a feature hands them: they render
// with no data layer at all (no query client, no session), since they import no feature (issue 9).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '#client/lib/router.tsx';
import { skillet as product } from './product.fixture.ts';
import { CartButton, ProductCard } from './product-card.tsx';
import { ProductGrid } from './product-grid.tsx';

afterEach(cleanup);

const renderBare = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('ProductCard', () => {
  it("shows the product's own category, stars, prices, badges and a sized, lazy picture", () => {
    renderBare(<ProductCard product={product()} badge="Trending" />);
    // The catalogue's name, as on the product page (one truth; not the spec's card list 'Home & Garden').
    expect(screen.getByText('Home & Kitchen')).toBeTruthy();
    expect(screen.queryByText('Home & Garden')).toBeNull();
    expect(screen.getByRole('link', { name: '12-Inch Cast Iron Skillet' }).getAttribute('href')).toBe('/product/13');
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.getByText('$95.00')).toBeTruthy();
    expect(screen.getByText('$120.00')).toBeTruthy();
    for (const b of ['Trending', 'New', 'Sale']) expect(screen.getByText(b)).toBeTruthy();
    expect(screen.queryByText('Top Rated')).toBeNull();
    const img = screen.getByRole('img', { name: '12-Inch Cast Iron Skillet' });
    expect(img.getAttribute('src')).toBe('/uploads/products/13-skillet.webp?w=400&h=400&fit=cover');
    expect(img.getAttribute('width')).toBe('400');
    expect(img.getAttribute('height')).toBe('400');
    expect(img.getAttribute('loading')).toBe('lazy');
    // The browser picks the size the column needs (issue 28).
    expect(img.getAttribute('srcset')).toBe(
      '/uploads/products/13-skillet.webp?w=200&h=200&fit=cover 200w, /uploads/products/13-skillet.webp?w=400&h=400&fit=cover 400w, /uploads/products/13-skillet.webp 800w',
    );
    expect(img.getAttribute('sizes')).toContain('50vw');
    // No controls of its own: a feature hands them in.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the price range of a listing whose variants differ in price, and no single saving (issue 28)', () => {
    renderBare(<ProductCard product={product({ price: '24.00', priceRange: { min: '24.00', max: '32.00' }, oldPrice: '40.00' })} showDiscount />);
    expect(screen.getByTestId('product-card').textContent).toContain('$24.00 - $32.00Was $40.00');
    expect(screen.getByText('$40.00')).toBeTruthy();
    expect(screen.queryByText(/^Save/)).toBeNull();
    cleanup();
    renderBare(<ProductCard product={product({ priceRange: null })} />);
    expect(screen.getByText('$95.00')).toBeTruthy();
  });

  it('adds the list extras: percent off, Save, Top Rated at 4.5 and the stock label', () => {
    renderBare(<ProductCard product={product()} showDiscount showTopRated showStock />);
    expect(screen.getByText('21% off')).toBeTruthy();
    expect(screen.getByText('Save $25.00')).toBeTruthy();
    expect(screen.getByText('Top Rated')).toBeTruthy();
    expect(screen.getByText('Only 3 left in stock')).toBeTruthy();
  });

  it("says 'No reviews yet' for a product nobody has reviewed, not five empty stars and (0) (issue 24)", () => {
    renderBare(<ProductCard product={product({ rating: null, reviewCount: 0 })} />);
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
    expect(screen.queryByText('(0')).toBeNull();
  });

  it("names the product's shop, linking to the shop's page, beside the product's own link (issue 26)", () => {
    const seller = { id: 2, shopName: 'Prairie Workshop Co.', slug: 'prairie-workshop-co', city: 'Ames', state: 'IA', rating: 4.8, reviewCount: 12 };
    renderBare(<ProductCard product={product({ seller })} />);
    const card = screen.getByTestId('product-card');
    expect(within(card).getByRole('link', { name: 'Prairie Workshop Co.' }).getAttribute('href')).toBe('/shop/prairie-workshop-co');
    expect(card.textContent).toContain('Sold by Prairie Workshop Co.');
    expect(within(card).getByRole('link', { name: '12-Inch Cast Iron Skillet' }).getAttribute('href')).toBe('/product/13');
    cleanup();
    // A product whose seller's account is gone names no shop.
    renderBare(<ProductCard product={product({ seller: null })} />);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/product/13']);
  });

  it('leaves Top Rated off under 4.5', () => {
    renderBare(<ProductCard product={product({ rating: 4.49 })} showTopRated />);
    expect(screen.queryByText('Top Rated')).toBeNull();
  });

  it('places the heart, the actions and the administrator controls it is given; the latter replace the badges', () => {
    renderBare(
      <ProductCard
        product={product()}
        badge="Top Pick"
        showTopRated
        heart={<button type="button">heart</button>}
        actions={<button type="button">buy</button>}
        adminActions={<button type="button">remove</button>}
      />,
    );
    const card = screen.getByTestId('product-card');
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['heart', 'buy', 'remove']);
    for (const b of ['Top Pick', 'New', 'Sale', 'Top Rated']) expect(screen.queryByText(b)).toBeNull();
  });
});

describe('CartButton', () => {
  it('adds a listing without options, and sends a listing with options to its page to choose (docs/decisions/0060-photos-and-variants.md)', () => {
    render(
      <MemoryRouter>
        <CartButton product={product()} pending={false} onClick={() => {}} />
        <CartButton product={product({ id: 22, name: 'Chore Coat', hasOptions: true })} pending={false} onClick={() => {}} />
        <CartButton product={product({ id: 23, name: 'Sold Coat', hasOptions: true, stock: 0 })} pending={false} onClick={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: `Add ${product().name} to cart` }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('link', { name: 'Choose options for Chore Coat' }).getAttribute('href')).toBe('/product/22');
    expect(screen.getByRole('button', { name: 'Sold Coat is out of stock' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('ProductGrid', () => {
  it('shows 8 skeleton cards while loading and the empty text when there is nothing', () => {
    renderBare(<ProductGrid products={undefined} loading />);
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(8);
    cleanup();
    renderBare(<ProductGrid products={[]} />);
    expect(screen.getByText('No products found.')).toBeTruthy();
  });

  it("puts 'Trending' at 0 and every 7th position and 'Top Pick' at every 5th", () => {
    const items = Array.from({ length: 15 }, (_, i) => product({ id: i + 1, name: `P${i}`, isNew: false, isOnSale: false }));
    renderBare(<ProductGrid products={items} positionBadges />);
    const cards = screen.getAllByTestId('product-card');
    const badgeOf = (i: number) => ['Trending', 'Top Pick'].find((b) => within(cards[i]!).queryByText(b)) ?? null;
    expect(cards.map((_, i) => badgeOf(i))).toEqual([
      'Trending',
      null,
      null,
      null,
      null,
      'Top Pick',
      null,
      'Trending',
      null,
      null,
      'Top Pick',
      null,
      null,
      null,
      'Trending',
    ]);
  });

  it("hands each card's product, badge and picture priority to the feature's renderCard", () => {
    const items = [product({ id: 1, name: 'A' }), product({ id: 2, name: 'B' })];
    renderBare(
      <ProductGrid
        products={items}
        positionBadges
        priorityCount={1}
        renderCard={({ product: p, badge, priority }) => <p>{`${p.name} ${badge ?? '-'} ${priority ? 'eager' : 'lazy'}`}</p>}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['A Trending eager', 'B - lazy']);
  });
});
