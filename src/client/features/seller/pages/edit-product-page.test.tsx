// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from '#client/lib/router.tsx';
import { Toaster } from '#client/components/ui/toast.tsx';
import type { ProductDetailDto } from '#shared/catalogue.ts';
import type { ListingRevisionDto } from '#shared/listing-revisions.ts';
import type { PublicUser } from '#shared/user.ts';
import { PROCESSING_ORDER_MESSAGE } from '#shared/schemas/seller.ts';
import EditProductPage from './edit-product-page.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const seller = { id: 9, username: 'maker', email: 'maker@example.test', isSeller: true, isAdmin: false } as PublicUser;
const product = {
  id: 5,
  name: 'Stoneware Pitcher',
  description: 'A wheel-thrown stoneware pitcher.',
  price: '42.50',
  hasOptions: false,
  priceRange: null,
  oldPrice: null,
  imageUrl: '/uploads/products/seller-9-live.webp',
  images: [{ url: '/uploads/products/seller-9-live.webp', alt: 'Pitcher on a table', width: 1200, height: 900 }],
  options: [],
  variants: [{ id: 50, options: {}, price: '42.50', stock: 6, sku: null, imageUrl: null, weight: null }],
  categoryId: 3,
  categoryName: 'Home & Kitchen',
  stock: 6,
  rating: null,
  reviewCount: 0,
  isNew: true,
  isOnSale: false,
  isApproved: true,
  sellerId: 9,
  seller: null,
  weight: 40,
  dimensions: '8x8x10',
  materials: 'Stoneware clay, food-safe glaze',
  care: 'Dishwasher safe. Avoid sudden temperature changes.',
  processingDays: { min: 2, max: 5 },
  shippingClass: 'standard',
  requiresShipping: true,
  createdAt: '2026-11-01T00:00:00.000Z',
} satisfies ProductDetailDto;

// The seller's edit waiting for review (decision 0040), and one that went live at once.
const pending: ListingRevisionDto = {
  id: 31,
  productId: 5,
  status: 'pending',
  authorName: 'maker',
  createdAt: '2026-11-20T15:00:00.000Z',
  decidedAt: null,
  changes: [
    { field: 'name', from: 'Stoneware Pitcher', to: 'Tall Stoneware Pitcher' },
    {
      field: 'images',
      from: JSON.stringify(product.images),
      to: JSON.stringify([{ url: '/uploads/products/seller-9-ab12.webp', alt: 'Tall pitcher, side view', width: 800, height: 800 }, ...product.images]),
    },
  ],
};
const applied: ListingRevisionDto = {
  id: 30,
  productId: 5,
  status: 'applied',
  authorName: 'maker',
  createdAt: '2026-11-19T15:00:00.000Z',
  decidedAt: '2026-11-19T15:00:00.000Z',
  changes: [{ field: 'price', from: '40.00', to: '42.50' }],
};

let answers: Record<string, () => Response>;
let sent: Array<[string, unknown]>;

beforeEach(() => {
  sent = [];
  answers = {
    'GET /api/products/5': () => json(product),
    'GET /api/products/5/changes': () => json([]),
    'GET /api/settings/moderation': () => json({ moderation: false }),
    'GET /api/categories': () => json([{ id: 3, name: 'Home & Kitchen', description: '', icon: 'home', productCount: 1 }]),
    'PATCH /api/products/5': () => json({ ...product, name: 'Tall Pitcher', pendingChanges: null }),
    'DELETE /api/products/5': () => json({ message: 'Product deleted' }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
      if (!key.startsWith('GET ')) sent.push([key, init?.body ? JSON.parse(String(init.body)) : null]);
      return answers[key]?.() ?? json({ message: 'Product not found' }, 404);
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(path = '/seller/edit-product/5', user: PublicUser = seller) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(['/api/user'], user);
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/seller/edit-product/:id" element={<EditProductPage />} />
          <Route path="/seller/products" element={<p>My products list</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

const toastTitled = async (title: string) => within(await screen.findByRole('region', { name: /Notifications/ })).findByText(title);

describe('/seller/edit-product/{id}', () => {
  it("shows the edit page's messages and sends nothing until the form is right", async () => {
    renderPage();
    const name = await screen.findByDisplayValue('Stoneware Pitcher');
    await userEvent.clear(name);
    await userEvent.type(name, 'Po');
    await userEvent.clear(screen.getByLabelText('Stock'));
    await userEvent.type(screen.getByLabelText('Stock'), '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Product name must be at least 3 characters long')).toBeTruthy();
    expect(screen.getByText('Stock must be a valid non-negative number')).toBeTruthy();
    expect(screen.getByText('Add at least one photo')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("saves the changes, and says 'Update Failed' when the server refuses", async () => {
    renderPage();
    const name = await screen.findByDisplayValue('Stoneware Pitcher');
    await userEvent.clear(name);
    await userEvent.type(name, 'Tall Pitcher');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await toastTitled('Product Updated')).toBeTruthy();
    expect(sent).toMatchObject([['PATCH /api/products/5', { name: 'Tall Pitcher', price: 42.5, stock: 6, weight: 40, dimensions: '8x8x10' }]]);

    answers['PATCH /api/products/5'] = () => json({ message: 'Please select a category' }, 400);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await toastTitled('Update Failed')).toBeTruthy();
  });

  it('shows the stored materials, care and processing time, and saves changes to them (issue 28)', async () => {
    renderPage();
    await screen.findByDisplayValue('Stoneware Pitcher');
    const materials = screen.getByLabelText(/Materials/);
    const care = screen.getByLabelText(/Care instructions/);
    const processing = screen.getByRole('group', { name: 'Processing time (business days)' });
    const from = within(processing).getByLabelText('From');
    const to = within(processing).getByLabelText('To');
    expect(materials).toHaveProperty('value', 'Stoneware clay, food-safe glaze');
    expect(care).toHaveProperty('value', 'Dishwasher safe. Avoid sudden temperature changes.');
    expect([(from as HTMLInputElement).value, (to as HTMLInputElement).value]).toEqual(['2', '5']);

    await userEvent.clear(care);
    await userEvent.clear(to);
    await userEvent.type(to, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await toastTitled('Product Updated')).toBeTruthy();
    expect(sent).toMatchObject([
      ['PATCH /api/products/5', { materials: 'Stoneware clay, food-safe glaze', care: null, processingDaysMin: 2, processingDaysMax: 7 }],
    ]);
  });

  it('refuses a processing time that ends before it starts, beside To, with the focus there; and shows the server saying so', async () => {
    renderPage();
    await screen.findByDisplayValue('Stoneware Pitcher');
    const processing = screen.getByRole('group', { name: 'Processing time (business days)' });
    const to = within(processing).getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(processing).findByText(PROCESSING_ORDER_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(to));
    expect(sent).toEqual([]);

    // The server checks too: its 400 names the field, and the form says it there.
    answers['PATCH /api/products/5'] = () =>
      json({ message: PROCESSING_ORDER_MESSAGE, code: 'validation_failed', details: [{ path: 'processingDaysMax', message: PROCESSING_ORDER_MESSAGE }] }, 400);
    await userEvent.clear(to);
    await userEvent.type(to, '6');
    expect(within(processing).queryByText(PROCESSING_ORDER_MESSAGE)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await toastTitled('Update Failed')).toBeTruthy();
    expect(within(processing).getByText(PROCESSING_ORDER_MESSAGE)).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(to));
  });

  it("deletes after a question; 'Delete Failed' / 'Failed to delete product' when it cannot", async () => {
    answers['DELETE /api/products/5'] = () => json({ message: 'Internal Server Error' }, 500);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Product' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete this product?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await toastTitled('Delete Failed')).toBeTruthy();
    expect(screen.getByText('Failed to delete product')).toBeTruthy();

    answers['DELETE /api/products/5'] = () => json({ message: 'Product deleted' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Product' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('My products list')).toBeTruthy();
  });

  it("says a product that is not the seller's is not found", async () => {
    answers['GET /api/products/5'] = () => json({ ...product, sellerId: 2 });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
    cleanup();
    renderPage('/seller/edit-product/404');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
  });

  it('lets the administrator unlist or approve any listing; a seller has no such button', async () => {
    answers['GET /api/products/5'] = () => json({ ...product, sellerId: 2 });
    answers['POST /api/admin/products/5/unlist'] = () => json({ ...product, sellerId: 2, isApproved: false });
    renderPage('/seller/edit-product/5', { ...seller, id: 1, isSeller: false, isAdmin: true });
    expect(await screen.findByText('Live')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Unlist' }));
    expect(await toastTitled('Product Unlisted')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    cleanup();
    answers['GET /api/products/5'] = () => json(product);
    renderPage();
    await screen.findByDisplayValue('Stoneware Pitcher');
    expect(screen.queryByRole('button', { name: 'Unlist' })).toBeNull();
  });
  it('shows the seller their changes waiting for review, keeps them in the form, and lets them withdraw them', async () => {
    answers['GET /api/products/5/changes'] = () => json([pending, applied]);
    answers['DELETE /api/products/5/pending-changes'] = () => json({ message: 'Changes withdrawn' });
    renderPage();
    const notice = await screen.findByRole('region', { name: 'Changes pending review' });
    expect(screen.getByText('Changes pending review')).toBeTruthy();
    expect(within(notice).getByRole('heading', { name: 'Changes waiting for review' })).toBeTruthy();
    expect(within(notice).getByText(/Shoppers see the live listing until an administrator approves these changes/)).toBeTruthy();
    expect(within(notice).getByText('Stoneware Pitcher')).toBeTruthy();
    expect(within(notice).getByText('Tall Stoneware Pitcher')).toBeTruthy();
    expect(within(notice).getByRole('img', { name: 'Proposed photo 1' }).getAttribute('src')).toContain('/uploads/products/seller-9-ab12.webp');
    expect(within(notice).getByRole('img', { name: 'Live now photo 1' }).getAttribute('src')).toContain('/uploads/products/seller-9-live.webp');
    // The form holds the proposed values, so that the seller goes on editing them.
    expect(screen.getByLabelText('Product Name')).toHaveProperty('value', 'Tall Stoneware Pitcher');
    expect(screen.getAllByRole('listitem', { name: /^Photo \d of 2/ })).toHaveLength(2);
    expect(screen.getByText('Change record (1)')).toBeTruthy();

    await userEvent.click(within(notice).getByRole('button', { name: 'Withdraw changes' }));
    expect(await toastTitled('Changes Withdrawn')).toBeTruthy();
    expect(sent).toEqual([['DELETE /api/products/5/pending-changes', null]]);
    expect(screen.queryByRole('region', { name: 'Changes pending review' })).toBeNull();
    expect(screen.queryByText('Changes pending review')).toBeNull();
    expect(screen.getByLabelText('Product Name')).toHaveProperty('value', 'Stoneware Pitcher');
  });

  it('says when a saved change waits for review, and shows it', async () => {
    answers['GET /api/settings/moderation'] = () => json({ moderation: true });
    answers['PATCH /api/products/5'] = () => json({ ...product, pendingChanges: { ...pending, changes: [pending.changes[0]] } });
    renderPage();
    expect(await screen.findByText(/Listings are reviewed: a new name, description, category, photo or alt text/)).toBeTruthy();
    const name = screen.getByLabelText('Product Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Tall Stoneware Pitcher');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await toastTitled('Changes Sent for Review')).toBeTruthy();
    const notice = screen.getByRole('region', { name: 'Changes pending review' });
    expect(within(notice).getByText('Tall Stoneware Pitcher')).toBeTruthy();
    expect(screen.getByLabelText('Product Name')).toHaveProperty('value', 'Tall Stoneware Pitcher');
  });

  it("lets the administrator approve a seller's changes from the edit page", async () => {
    answers['GET /api/products/5'] = () => json({ ...product, sellerId: 2 });
    answers['GET /api/products/5/changes'] = () => json([pending]);
    answers['POST /api/admin/product-revisions/31/approve'] = () => json({ ...product, sellerId: 2, name: 'Tall Stoneware Pitcher', pendingChanges: null });
    renderPage('/seller/edit-product/5', { ...seller, id: 1, isSeller: false, isAdmin: true });
    const notice = await screen.findByRole('region', { name: 'Changes pending review' });
    expect(within(notice).getByText(/The form below edits the live listing/)).toBeTruthy();
    // The administrator's form edits the live listing.
    expect(screen.getByLabelText('Product Name')).toHaveProperty('value', 'Stoneware Pitcher');
    expect(within(notice).queryByRole('button', { name: 'Withdraw changes' })).toBeNull();
    await userEvent.click(within(notice).getByRole('button', { name: 'Approve changes' }));
    expect(await toastTitled('Changes Approved')).toBeTruthy();
    expect(sent).toEqual([['POST /api/admin/product-revisions/31/approve', null]]);
    expect(screen.getByLabelText('Product Name')).toHaveProperty('value', 'Tall Stoneware Pitcher');
  });

  describe('the focus after Save Changes (issue 24)', () => {
    const announced = () => document.getElementById('route-announcer')?.textContent?.trim();

    it('goes to the message that says the product was saved, not to the page, with My Products next', async () => {
      renderPage();
      const name = await screen.findByDisplayValue('Stoneware Pitcher');
      await userEvent.clear(name);
      await userEvent.type(name, 'Tall Pitcher');
      await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      // The message at the top of the editor, which offers the way back to My Products.
      const message = (await screen.findByRole('link', { name: 'Back to My Products' })).closest<HTMLElement>('[tabindex="-1"]')!;
      await vi.waitFor(() => expect(document.activeElement).toBe(message));
      expect(document.activeElement).not.toBe(document.body);
      expect(within(message).getByText('Product Updated')).toBeTruthy();
      expect(within(message).getByText('Your changes have been saved.')).toBeTruthy();
      expect(within(message).getByRole('link', { name: 'Back to My Products' }).getAttribute('href')).toBe('/seller/products');
      expect(announced()).toBe('Product Updated. Your changes have been saved.');
      // The form started afresh with what the server stored.
      expect(screen.getByLabelText('Product Name')).toHaveProperty('value', 'Tall Pitcher');
    });

    it('says so when the saved changes wait for review', async () => {
      answers['GET /api/settings/moderation'] = () => json({ moderation: true });
      answers['PATCH /api/products/5'] = () => json({ ...product, pendingChanges: { ...pending, changes: [pending.changes[0]] } });
      renderPage();
      const name = await screen.findByDisplayValue('Stoneware Pitcher');
      await userEvent.clear(name);
      await userEvent.type(name, 'Tall Stoneware Pitcher');
      await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      await vi.waitFor(() => expect((document.activeElement as HTMLElement).textContent).toContain('Changes Sent for Review'));
      expect(announced()).toBe('Changes Sent for Review. Shoppers see the live listing until an administrator approves your changes.');
    });

    it("goes to the message after the administrator decides the seller's changes, whose buttons go with them", async () => {
      answers['GET /api/products/5'] = () => json({ ...product, sellerId: 2 });
      answers['GET /api/products/5/changes'] = () => json([pending]);
      answers['POST /api/admin/product-revisions/31/reject'] = () => json({ ...product, sellerId: 2, pendingChanges: null });
      renderPage('/seller/edit-product/5', { ...seller, id: 1, isSeller: false, isAdmin: true });
      const notice = await screen.findByRole('region', { name: 'Changes pending review' });
      await userEvent.click(within(notice).getByRole('button', { name: 'Reject changes' }));
      await vi.waitFor(() => expect((document.activeElement as HTMLElement).textContent).toContain('The listing stays as it was.'));
      expect(announced()).toBe('Changes Rejected. The listing stays as it was.');
    });
  });
});
