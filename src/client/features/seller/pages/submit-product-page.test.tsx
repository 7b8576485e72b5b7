// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from '#client/lib/router.tsx';
import { Toaster } from '#client/components/ui/toast.tsx';
import type { PublicUser } from '#shared/user.ts';
import { MATERIALS_MESSAGE, PROCESSING_ORDER_MESSAGE } from '#shared/schemas/seller.ts';
import SubmitProductPage from './submit-product-page.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let moderation: boolean;
let submitAnswer: () => Response;
let uploadAnswer: () => Response;
let sent: unknown[];

const seller = { id: 9, username: 'maker', email: 'maker@example.test', isSeller: true, isAdmin: false } as PublicUser;

beforeEach(() => {
  moderation = false;
  sent = [];
  submitAnswer = () => json({ id: 77, name: 'Stoneware Pitcher', isApproved: true }, 201);
  uploadAnswer = () => json({ imageUrl: '/uploads/products/seller-9-abc.webp', width: 800, height: 600 }, 201);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0];
      if (path === '/api/settings/moderation') return json({ moderation });
      if (path === '/api/categories') return json([{ id: 3, name: 'Home & Kitchen', description: '', icon: 'home', productCount: 1 }]);
      if (path === '/api/upload') return uploadAnswer();
      if (path === '/api/seller/products' && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return submitAnswer();
      }
      return json({ message: 'unexpected' }, 500);
    }),
  );
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(user: PublicUser | null) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(['/api/user'], user);
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={['/seller/submit-product']}>
        <Routes>
          <Route path="/seller/submit-product" element={<SubmitProductPage />} />
          <Route path="/seller/products" element={<p>My products list</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

const toastTitled = async (title: string) => within(await screen.findByRole('region', { name: /Notifications/ })).findByText(title);

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Product Name'), 'Stoneware Pitcher');
  await userEvent.type(screen.getByLabelText('Description'), 'A wheel-thrown stoneware pitcher from Iowa.');
  await userEvent.type(screen.getByLabelText('Price ($)'), '42.50');
  await userEvent.selectOptions(screen.getByLabelText('Category'), await screen.findByRole('option', { name: 'Home & Kitchen' }));
  await addPhoto();
}

/** Chooses a photo: uploaded at once, its tile shows with the product's name as its alt text. */
async function addPhoto() {
  const before = screen.queryAllByRole('listitem', { name: /^Photo \d+ of/ }).length;
  await userEvent.upload(screen.getByLabelText('Choose photos'), new File(['png'], 'pitcher.png', { type: 'image/png' }));
  await waitFor(() => expect(screen.queryAllByRole('listitem', { name: /^Photo \d+ of/ })).toHaveLength(before + 1));
}

describe('/seller/submit-product', () => {
  it("asks a visitor to log in ('Go to Login') and a shopper to become a seller", () => {
    renderPage(null);
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveProperty('href', expect.stringMatching(/\/auth\?returnTo=%2Fseller%2Fsubmit-product$/));
    cleanup();
    renderPage({ ...seller, isSeller: false });
    expect(screen.getByRole('link', { name: 'Become a Seller' })).toHaveProperty('href', expect.stringMatching(/\/become-seller$/));
    expect(screen.queryByLabelText('Product Name')).toBeNull();
  });

  it('says the product is visible immediately, or that it waits for approval while moderation is on', async () => {
    renderPage(seller);
    expect(await screen.findByText('Your product will be visible to shoppers immediately after you submit it.')).toBeTruthy();
    cleanup();
    moderation = true;
    renderPage(seller);
    expect(await screen.findByText(/Pending until an administrator approves it/)).toBeTruthy();
  });

  it("shows the spec's messages and sends nothing until the form is right", async () => {
    renderPage(seller);
    await userEvent.type(screen.getByLabelText('Product Name'), 'Pot');
    await userEvent.type(screen.getByLabelText('Price ($)'), '0');
    await userEvent.clear(screen.getByLabelText('Stock'));
    await userEvent.type(screen.getByLabelText('Stock'), '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Product' }));
    expect(await screen.findByText('Product name must be at least 5 characters long')).toBeTruthy();
    expect(screen.getByText('Description must be at least 20 characters long')).toBeTruthy();
    expect(screen.getByText('Price must be greater than 0')).toBeTruthy();
    expect(screen.getByText('Stock must be 0 or greater')).toBeTruthy();
    expect(screen.getByText('Please select a category')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('uploads the chosen photos at once and sends them, alt text the product name; then goes to My Products', async () => {
    renderPage(seller);
    await fillValid();
    const tile = screen.getByRole('listitem', { name: 'Photo 1 of 1, cover' });
    expect(within(tile).getByText('Cover')).toBeTruthy();
    expect(within(tile).getByLabelText('Alt text')).toHaveProperty('value', 'Stoneware Pitcher');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Product' }));
    expect(await screen.findByText('My products list')).toBeTruthy();
    expect(sent).toMatchObject([
      {
        name: 'Stoneware Pitcher',
        price: 42.5,
        categoryId: 3,
        stock: 1,
        images: [{ url: '/uploads/products/seller-9-abc.webp', alt: 'Stoneware Pitcher' }],
        options: [],
      },
    ]);
  });

  it('asks for a photo before sending', async () => {
    renderPage(seller);
    await userEvent.type(screen.getByLabelText('Product Name'), 'Stoneware Pitcher');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Product' }));
    expect(await screen.findByText('Add at least one photo')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('asks for materials, care and processing time, starting at 1 to 3 business days, and sends them (issue 28)', async () => {
    renderPage(seller);
    await fillValid();
    const materials = screen.getByLabelText(/Materials/);
    expect(materials.getAttribute('aria-describedby')).toBe('product-materials-hint');
    expect(document.getElementById('product-materials-hint')?.textContent).toBe('What it is made of, e.g. Black walnut, linseed oil');
    const care = screen.getByLabelText(/Care instructions/);
    expect(care.tagName).toBe('TEXTAREA');
    const processing = screen.getByRole('group', { name: 'Processing time (business days)' });
    expect(within(processing).getByText('How long you take to make and pack an order before it ships.')).toBeTruthy();
    const from = within(processing).getByLabelText('From');
    const to = within(processing).getByLabelText('To');
    expect([(from as HTMLInputElement).value, (to as HTMLInputElement).value]).toEqual(['1', '3']);

    await userEvent.type(materials, 'Stoneware clay, food-safe glaze');
    await userEvent.type(care, 'Dishwasher safe.');
    await userEvent.clear(from);
    await userEvent.type(from, '2');
    await userEvent.clear(to);
    await userEvent.type(to, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Product' }));
    expect(await screen.findByText('My products list')).toBeTruthy();
    expect(sent).toMatchObject([{ materials: 'Stoneware clay, food-safe glaze', care: 'Dishwasher safe.', processingDaysMin: 2, processingDaysMax: 5 }]);
  });

  it('sends the default 1 to 3 days and no materials or care when the seller leaves them', async () => {
    renderPage(seller);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Product' }));
    expect(await screen.findByText('My products list')).toBeTruthy();
    expect(sent).toMatchObject([{ materials: null, care: null, processingDaysMin: 1, processingDaysMax: 3 }]);
  });

  it('says a processing time that ends before it starts is wrong, beside To, and moves the focus there', async () => {
    renderPage(seller);
    await fillValid();
    const processing = screen.getByRole('group', { name: 'Processing time (business days)' });
    const from = within(processing).getByLabelText('From');
    const to = within(processing).getByLabelText('To');
    await userEvent.clear(from);
    await userEvent.type(from, '5');
    await userEvent.clear(to);
    await userEvent.type(to, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Product' }));
    expect(await within(processing).findByText(PROCESSING_ORDER_MESSAGE)).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(to.getAttribute('aria-describedby')).toContain('product-processing-max-error');
    await waitFor(() => expect(document.activeElement).toBe(to));
    expect(sent).toEqual([]);

    await userEvent.clear(from);
    await userEvent.type(from, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Product' }));
    expect(await within(processing).findByText('Processing time must be a whole number of business days from 1 to 30')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(from));
    expect(sent).toEqual([]);
  });

  it("shows the server's field message beside the field it refused and focuses it", async () => {
    submitAnswer = () => json({ message: MATERIALS_MESSAGE, code: 'validation_failed', details: [{ path: 'materials', message: MATERIALS_MESSAGE }] }, 400);
    renderPage(seller);
    await fillValid();
    const materials = screen.getByLabelText(/Materials/);
    await userEvent.type(materials, 'Walnut');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Product' }));
    expect(await toastTitled('Submission failed')).toBeTruthy();
    expect(document.getElementById('product-materials-error')?.textContent).toBe(MATERIALS_MESSAGE);
    expect(materials.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(materials));
  });

  it("says 'Upload Failed' and 'Submission failed' when the server refuses", async () => {
    uploadAnswer = () => json({ message: 'The file is not an image we can read. Please choose a JPEG, PNG, WebP or GIF picture.' }, 400);
    submitAnswer = () => json({ message: 'Please select a category' }, 400);
    renderPage(seller);
    await userEvent.type(screen.getByLabelText('Product Name'), 'Stoneware Pitcher');
    await userEvent.upload(screen.getByLabelText('Choose photos'), new File(['text'], 'notes.png', { type: 'image/png' }));
    expect(await toastTitled('Upload Failed')).toBeTruthy();
    expect(screen.queryAllByRole('listitem', { name: /^Photo/ })).toEqual([]);
    uploadAnswer = () => json({ imageUrl: '/uploads/products/seller-9-abc.webp', width: 800, height: 600 }, 201);
    await userEvent.type(screen.getByLabelText('Description'), 'A wheel-thrown stoneware pitcher from Iowa.');
    await userEvent.type(screen.getByLabelText('Price ($)'), '42.50');
    await userEvent.selectOptions(screen.getByLabelText('Category'), await screen.findByRole('option', { name: 'Home & Kitchen' }));
    await addPhoto();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Product' }));
    expect(await toastTitled('Submission failed')).toBeTruthy();
  });
});
