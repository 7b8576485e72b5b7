// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '#client/lib/router.tsx';
import { skillet as product } from '#client/components/catalogue/product.fixture.ts';
import type { CartLineDto } from '#shared/cart.ts';
import type { CheckoutFigures } from '#shared/pricing.ts';
import type { SellerSummaryDto } from '#shared/schemas/shops.ts';
import { OrderSidebar } from './order-sidebar.tsx';

afterEach(cleanup);

const shop = (id: number, shopName: string, slug: string, city: string, state: string): SellerSummaryDto => ({
  id,
  shopName,
  slug,
  city,
  state,
  rating: 4.5,
  reviewCount: 3,
});

const figures: CheckoutFigures = {
  subtotalCents: 18899,
  discountCents: 945,
  taxCents: 1077,
  taxLabel: 'Tax (6%)',
  shippingCents: 0,
  service: 'USPS Ground Advantage',
  days: 3,
  arrival: '2026-03-07T18:00:00.000Z',
  totalCents: 19031,
};

describe('OrderSidebar', () => {
  it('lists the items by shop, each with "Sold by" and where it ships from, the lines no shop sells last', () => {
    const prairie = shop(2, 'Prairie Workshop Co.', 'prairie-workshop-co', 'Ames', 'IA');
    const bluebird = shop(4, 'Bluebird Mercantile', 'bluebird-mercantile', 'Portland', 'OR');
    const lines: CartLineDto[] = [
      {
        id: 1,
        productId: 13,
        variantId: 130,
        variantOptions: {},
        sku: null,
        quantity: 1,
        product: product({ id: 13, name: 'Walnut Cutting Board', price: '45.99', seller: prairie }),
      },
      {
        id: 2,
        productId: 14,
        variantId: 140,
        variantOptions: {},
        sku: null,
        quantity: 1,
        product: product({ id: 14, name: 'House Cable', price: '10.00', seller: null, sellerId: null }),
      },
      {
        id: 3,
        productId: 15,
        variantId: 150,
        variantOptions: {},
        sku: null,
        quantity: 1,
        product: product({ id: 15, name: 'Wool Blanket', price: '129.00', seller: bluebird }),
      },
      {
        id: 4,
        productId: 16,
        variantId: 160,
        variantOptions: {},
        sku: null,
        quantity: 1,
        product: product({ id: 16, name: 'Oak Spoon', price: '4.00', seller: prairie }),
      },
    ];
    render(
      <MemoryRouter>
        <OrderSidebar lines={lines} figures={figures} packageCount={3} updating={false} />
      </MemoryRouter>,
    );
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    const headings = within(summary).getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Sold by Prairie Workshop Co.', 'Sold by Bluebird Mercantile']);
    expect(within(headings[0]!).getByRole('link', { name: 'Prairie Workshop Co.' }).getAttribute('href')).toBe('/shop/prairie-workshop-co');
    expect(within(summary).getByText('Ships from Ames, IA')).toBeTruthy();
    expect(within(summary).getByText('Ships from Portland, OR')).toBeTruthy();
    const prairieItems = within(summary).getByRole('list', { name: 'Order items sold by Prairie Workshop Co.' });
    expect(
      within(prairieItems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Walnut Cutting BoardQty: 1$45.99', 'Oak SpoonQty: 1$4.00']);
    const names = within(summary)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.font-medium')?.textContent);
    expect(names).toEqual(['Walnut Cutting Board', 'Oak Spoon', 'Wool Blanket', 'House Cable']);
    expect(within(summary).getByText(/3 packages/)).toBeTruthy();
  });

  it('names the variant of a line under the product, and nothing for a listing without options (issue 28)', () => {
    const lines: CartLineDto[] = [
      {
        id: 1,
        productId: 13,
        variantId: 131,
        variantOptions: { Size: 'M', Colour: 'Walnut' },
        sku: 'SKL-M-WAL',
        quantity: 2,
        product: product({ id: 13, name: 'Walnut Cutting Board', price: '32.00', seller: null }),
      },
      {
        id: 2,
        productId: 14,
        variantId: 140,
        variantOptions: {},
        sku: null,
        quantity: 1,
        product: product({ id: 14, name: 'Oak Spoon', price: '4.00', seller: null }),
      },
    ];
    render(
      <MemoryRouter>
        <OrderSidebar lines={lines} figures={figures} updating={false} />
      </MemoryRouter>,
    );
    const items = within(screen.getByRole('list', { name: 'Order items' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Walnut Cutting BoardSize: M, Colour: WalnutQty: 2$64.00', 'Oak SpoonQty: 1$4.00']);
  });
});
