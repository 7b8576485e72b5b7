// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '#client/lib/api.ts';
import { editProductSchema } from '#shared/schemas/seller.ts';
import { ListingForm } from './listing-form.tsx';
import { NEW_LISTING, syncVariants, type ListingValues } from './listing-values.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const PHOTOS = ['/uploads/products/seller-9-a.webp', '/uploads/products/seller-9-b.webp', '/uploads/products/seller-9-c.webp'];

const LISTING: ListingValues = {
  ...NEW_LISTING,
  name: 'Walnut Cutting Board',
  description: 'An end grain board from Iowa walnut.',
  price: '24.00',
  categoryId: '3',
  images: PHOTOS.map((url, i) => ({ url, alt: `Board ${i + 1}` })),
};

let submitted: Array<Record<string, unknown>>;
let answer: ((refused: (error: unknown) => void) => void) | null;

beforeEach(() => {
  submitted = [];
  answer = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json([{ id: 3, name: 'Home & Kitchen', description: '', icon: 'home', productCount: 1 }])),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(values: ListingValues = LISTING) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <ListingForm
        schema={editProductSchema}
        defaultValues={values}
        pending={false}
        submitLabel="Save Changes"
        pendingText="Saving..."
        onSubmit={(input, refused) => {
          submitted.push(input as Record<string, unknown>);
          answer?.(refused);
        }}
      />
    </QueryClientProvider>,
  );
}

const tiles = () => screen.getAllByRole('listitem', { name: /^Photo \d of 3/ });
const altOf = (tile: HTMLElement) => (within(tile).getByLabelText('Alt text') as HTMLInputElement).value;

describe('the photos', () => {
  it('move with the arrow keys while a photo has the focus, which stays with it, and say where it is', async () => {
    renderForm();
    const second = tiles()[1]!;
    second.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tiles().map(altOf)).toEqual(['Board 2', 'Board 1', 'Board 3']);
    expect(screen.getByText('Photo 1 of 3')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(tiles()[0]));
    expect(within(tiles()[0]!).getByText('Cover')).toBeTruthy();
    expect(tiles()[0]!.getAttribute('aria-label')).toBe('Photo 1 of 3, cover');

    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(tiles().map(altOf)).toEqual(['Board 1', 'Board 3', 'Board 2']);
    expect(screen.getByText('Photo 3 of 3')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(tiles()[2]));
    // Past the end nothing moves; typing in the alt text moves nothing either.
    await userEvent.keyboard('{ArrowRight}');
    expect(tiles().map(altOf)).toEqual(['Board 1', 'Board 3', 'Board 2']);
    const alt = within(tiles()[0]!).getByLabelText('Alt text');
    await userEvent.click(alt);
    await userEvent.keyboard('{ArrowRight}');
    expect(tiles().map(altOf)).toEqual(['Board 1', 'Board 3', 'Board 2']);
  });

  it('move with the Move left and Move right buttons, and the form sends them in the new order', async () => {
    renderForm();
    await userEvent.click(within(tiles()[2]!).getByRole('button', { name: 'Move left' }));
    expect(screen.getByText('Photo 2 of 3')).toBeTruthy();
    expect(within(tiles()[0]!).getByRole('button', { name: 'Move left' })).toHaveProperty('disabled', true);
    expect(within(tiles()[2]!).getByRole('button', { name: 'Move right' })).toHaveProperty('disabled', true);
    await userEvent.click(within(tiles()[0]!).getByRole('button', { name: 'Remove photo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({
      images: [
        { url: PHOTOS[2], alt: 'Board 3' },
        { url: PHOTOS[1], alt: 'Board 2' },
      ],
      options: [],
      price: 24,
    });
  });

  it('move by dragging one onto another', () => {
    renderForm();
    fireEvent.dragStart(tiles()[0]!);
    fireEvent.dragOver(tiles()[2]!);
    fireEvent.drop(tiles()[2]!);
    expect(tiles().map(altOf)).toEqual(['Board 2', 'Board 3', 'Board 1']);
  });
});

describe('the options and variants', () => {
  async function addOption(name: string, values: string) {
    await userEvent.click(screen.getByRole('button', { name: /^Add (an|another) option$/ }));
    const options = screen.getAllByRole('group', { name: /^Option \d$/ });
    const option = options[options.length - 1]!;
    await userEvent.type(within(option).getByLabelText('Name'), name);
    await userEvent.type(within(option).getByLabelText('Values'), `${values}{Enter}`);
  }

  it('make a row per combination, with price, stock, SKU, photo and weight, sent as the variants', async () => {
    renderForm();
    await addOption('Size', 'Small, Large');
    await addOption('Wood', 'Walnut,Cherry');
    expect(screen.queryByLabelText('Price ($)', { selector: '#product-price' })).toBeNull();
    const rows = screen.getAllByRole('group', { name: /^Size: / });
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Size: Small, Wood: Walnut',
      'Size: Small, Wood: Cherry',
      'Size: Large, Wood: Walnut',
      'Size: Large, Wood: Cherry',
    ]);
    // New combinations start from the listing's price, their stock to fill in.
    expect(within(rows[0]!).getByLabelText('Price ($)')).toHaveProperty('value', '24.00');
    for (const [i, row] of rows.entries()) {
      await userEvent.type(within(row).getByLabelText('Stock'), String(i + 1));
      await userEvent.type(within(row).getByLabelText('SKU (optional)'), `B-${i}`);
    }
    await userEvent.selectOptions(within(rows[3]!).getByLabelText('Photo'), 'Photo 2: Board 2');
    await userEvent.clear(within(rows[3]!).getByLabelText('Price ($)'));
    await userEvent.type(within(rows[3]!).getByLabelText('Price ($)'), '32');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    const sent = submitted[0]!;
    expect(sent.price).toBeUndefined();
    expect(sent.stock).toBeUndefined();
    expect(sent.options).toEqual([
      { name: 'Size', values: ['Small', 'Large'] },
      { name: 'Wood', values: ['Walnut', 'Cherry'] },
    ]);
    expect(sent.variants).toEqual([
      { options: { Size: 'Small', Wood: 'Walnut' }, price: 24, stock: 1, sku: 'B-0', imageUrl: null, weight: null },
      { options: { Size: 'Small', Wood: 'Cherry' }, price: 24, stock: 2, sku: 'B-1', imageUrl: null, weight: null },
      { options: { Size: 'Large', Wood: 'Walnut' }, price: 24, stock: 3, sku: 'B-2', imageUrl: null, weight: null },
      { options: { Size: 'Large', Wood: 'Cherry' }, price: 32, stock: 4, sku: 'B-3', imageUrl: PHOTOS[1], weight: null },
    ]);
  });

  it('keep what was set for a combination when a value is added or removed', async () => {
    renderForm();
    await addOption('Size', 'Small,Large');
    const large = () => screen.getByRole('group', { name: 'Size: Large' });
    await userEvent.type(within(large()).getByLabelText('Stock'), '7');
    await userEvent.type(screen.getByLabelText('Values'), 'Medium{Enter}');
    expect(screen.getAllByRole('group', { name: /^Size: / }).map((r) => r.getAttribute('aria-label'))).toEqual(['Size: Small', 'Size: Large', 'Size: Medium']);
    expect(within(large()).getByLabelText('Stock')).toHaveProperty('value', '7');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Small' }));
    expect(screen.getAllByRole('group', { name: /^Size: / })).toHaveLength(2);
    expect(within(large()).getByLabelText('Stock')).toHaveProperty('value', '7');
  });

  it("show the server's message beside the variant's field and move the focus there", async () => {
    answer = (refused) =>
      refused(
        new ApiError(400, 'Bad Request', 'SKU B-1 is used by another variant', {
          message: 'SKU B-1 is used by another variant',
          details: [{ path: 'variants.1.sku', message: 'SKU B-1 is used by another variant' }],
        }),
      );
    renderForm();
    await addOption('Size', 'Small,Large');
    for (const row of screen.getAllByRole('group', { name: /^Size: / })) await userEvent.type(within(row).getByLabelText('Stock'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const sku = within(screen.getByRole('group', { name: 'Size: Large' })).getByLabelText('SKU (optional)');
    await waitFor(() => expect(document.activeElement).toBe(sku));
    expect(sku.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${sku.id}-error`)?.textContent).toBe('SKU B-1 is used by another variant');
  });
});

describe('syncVariants', () => {
  const row = (options: Record<string, string>, stock: string) => ({ options, price: '10', stock, sku: '', imageUrl: '', weight: '' });

  it('keeps rows through a renamed option, and a removed option keeps the first row of each value', () => {
    const before = [
      { name: 'Size', values: ['S', 'L'] },
      { name: 'Wood', values: ['Oak'] },
    ];
    const rows = [row({ Size: 'S', Wood: 'Oak' }, '1'), row({ Size: 'L', Wood: 'Oak' }, '2')];
    const renamed = [{ name: 'Length', values: ['S', 'L'] }, before[1]!];
    expect(syncVariants(before, renamed, rows, '10').map((r) => [r.options, r.stock])).toEqual([
      [{ Length: 'S', Wood: 'Oak' }, '1'],
      [{ Length: 'L', Wood: 'Oak' }, '2'],
    ]);
    expect(syncVariants(before, [before[1]!], rows, '10').map((r) => [r.options, r.stock])).toEqual([[{ Wood: 'Oak' }, '1']]);
    expect(syncVariants(before, [], rows, '10')).toEqual([]);
  });
});
