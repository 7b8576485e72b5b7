// @vitest-environment jsdom
// Suggestions as you type in the header's search box (docs/decisions/0061-discovery.md): asked once
// typing pauses after 2 characters, shown in labelled groups, and driven from the keyboard as the
// ARIA combobox pattern says, with the focus staying in the box.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from '#client/lib/router.tsx';
import type { SearchSuggestionsDto } from '#shared/discovery.ts';
import { SearchForm } from './search-form.tsx';
// Loaded here once, so the box's lazy import of it resolves at once.
import './search-suggestions.tsx';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const WAL: SearchSuggestionsDto = {
  queries: ['walnut', 'walnut bench'],
  products: [
    { id: 12, name: 'Walnut Bench', price: '24.00', priceRange: { min: '24.00', max: '32.00' }, imageUrl: '/uploads/bench.jpg' },
    { id: 13, name: 'Walnut Bowl', price: '18.50', priceRange: null, imageUrl: null },
  ],
  categories: [{ id: 3, name: 'Home & Kitchen' }],
  shops: [{ slug: 'walnut-works', shopName: 'Walnut Works' }],
};
const NONE: SearchSuggestionsDto = { queries: [], products: [], categories: [], shops: [] };

let asked: string[];
let answer: (q: string) => Response | Promise<Response>;

beforeEach(() => {
  asked = [];
  answer = () => json(WAL);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const parsed = new URL(url, 'http://localhost');
      if (parsed.pathname !== '/api/search/suggest') throw new Error(`unexpected request ${url}`);
      const q = parsed.searchParams.get('q') ?? '';
      asked.push(q);
      return answer(q);
    }),
  );
  // jsdom lays nothing out: keeping the chosen option in view is the browser's part.
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.getElementById('route-announcer')?.remove();
});

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** The header's box on `path`, focused, with the suggestions' code loaded. */
async function renderBox(path = '/') {
  const user = userEvent.setup();
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[path]}>
        <SearchForm id="header-search" />
        <button type="button">Elsewhere</button>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const box = screen.getByRole('combobox', { name: 'Search products' }) as HTMLInputElement;
  await user.click(box);
  await pause(30);
  return { user, box };
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent);
const announced = () => document.getElementById('route-announcer')?.textContent;

describe('the header search suggestions', () => {
  it('asks once typing pauses after 2 characters and shows the answer in labelled groups', async () => {
    const { user, box } = await renderBox();
    await user.type(box, 'w');
    await pause(200);
    expect(asked).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');

    await user.type(box, 'al');
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(asked).toEqual(['wal']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    const group = (name: string) =>
      within(screen.getByRole('group', { name }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(group('Searches')).toEqual(['walnut', 'walnut bench']);
    expect(group('Products')).toEqual(['Walnut Bench $24.00 - $32.00', 'Walnut Bowl $18.50']);
    expect(group('Categories')).toEqual(['Home & Kitchen']);
    expect(group('Shops')).toEqual(['Walnut Works']);
    // What was typed is plain, the completion bold.
    const completion = screen.getByRole('option', { name: 'walnut bench' });
    expect(completion.querySelector('strong')?.textContent).toBe('nut bench');
    expect(completion.textContent).toBe('walnut bench');
    // A product's picture is its small sized variant.
    expect(
      screen
        .getByRole('option', { name: /^Walnut Bench/ })
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe('/uploads/bench.jpg?w=96&h=96&fit=cover');
    expect(announced()).toBe('6 suggestions');

    // Back under 2 characters: the list closes at once.
    await user.type(box, '{Backspace}{Backspace}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-controls')).toBe(false);
  });

  it('moves through every option with the arrows, round the ends, and Enter follows a query to its results', async () => {
    const { user, box } = await renderBox();
    await user.type(box, 'wal');
    await screen.findByRole('listbox');
    const active = () => {
      const id = box.getAttribute('aria-activedescendant');
      const option = id ? document.getElementById(id) : null;
      expect(option?.getAttribute('aria-selected') ?? null).toBe(id ? 'true' : null);
      return option?.textContent ?? null;
    };

    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('walnut');
    expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(active()).toBe('Walnut Works');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('walnut');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('Walnut Works');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(active()).toBe('walnut bench');
    expect(document.activeElement).toBe(box);

    await user.keyboard('{Enter}');
    expect(address()).toBe('/search?q=walnut%20bench');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it.each([
    [3, '/product/12'],
    [5, '/category/3'],
    [6, '/shop/walnut-works'],
  ])('Enter on option %i opens %s', async (downs, path) => {
    const { user, box } = await renderBox();
    await user.type(box, 'wal');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}'.repeat(downs));
    await user.keyboard('{Enter}');
    expect(address()).toBe(path);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('submits the typed words with Enter when no option is chosen, as before', async () => {
    const { user, box } = await renderBox();
    await user.type(box, 'wal');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(address()).toBe('/search?q=wal');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes on Escape and clears the box on a second Escape; the arrows open the list again', async () => {
    const { user, box } = await renderBox();
    await user.type(box, 'wal');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect(box.value).toBe('wal');

    await user.keyboard('{ArrowDown}');
    expect(optionNames()).toHaveLength(6);
    expect(document.getElementById(box.getAttribute('aria-activedescendant')!)?.textContent).toBe('walnut');

    await user.keyboard('{Escape}{Escape}');
    expect(box.value).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(address()).toBe('/');
  });

  it('closes on Tab and on a click outside; a click on an option follows it', async () => {
    const { user, box } = await renderBox();
    await user.type(box, 'wal');
    await screen.findByRole('listbox');
    await user.tab();
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.click(box);
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.click(box);
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('option', { name: 'Home & Kitchen' }));
    expect(address()).toBe('/category/3');
  });

  it('keeps the list shown while the next loads, and a late answer for earlier words never replaces the newest', async () => {
    const waiting = new Map<string, (res: Response) => void>();
    answer = (q) => new Promise((resolve) => waiting.set(q, resolve));
    const { user, box } = await renderBox();
    await user.type(box, 'wa');
    await vi.waitFor(() => expect(asked).toEqual(['wa']));
    await user.type(box, 'l');
    await vi.waitFor(() => expect(asked).toEqual(['wa', 'wal']));
    await act(async () => waiting.get('wal')!(json(WAL)));
    await screen.findByRole('listbox');
    expect(announced()).toBe('6 suggestions');

    await act(async () => waiting.get('wa')!(json({ ...NONE, queries: ['wax candle'] })));
    await pause(20);
    expect(optionNames()[0]).toBe('walnut');

    await user.type(box, 'n');
    await vi.waitFor(() => expect(asked).toEqual(['wa', 'wal', 'waln']));
    expect(optionNames()[0]).toBe('walnut');
    await act(async () => waiting.get('waln')!(json({ ...NONE, queries: ['walnut'] })));
    await vi.waitFor(() => expect(optionNames()).toEqual(['walnut']));
    expect(announced()).toBe('1 suggestion');
  });

  it('says so when nothing is suggested, and shows no empty list', async () => {
    answer = () => json(NONE);
    const { user, box } = await renderBox();
    await user.type(box, 'zzq');
    await vi.waitFor(() => expect(announced()).toBe('No suggestions'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('suggests for words typed before its code arrived, but not for the query a results page shows', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/search?q=walnut']}>
          <SearchForm id="header-search" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const box = screen.getByRole('combobox', { name: 'Search products' }) as HTMLInputElement;
    expect(box.value).toBe('walnut');
    await user.click(box);
    await pause(200);
    expect(screen.queryByRole('listbox')).toBeNull();

    cleanup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SearchForm id="header-search" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const fresh = screen.getByRole('combobox', { name: 'Search products' }) as HTMLInputElement;
    fresh.value = 'wal'; // typed while the page was still hydrating
    await user.click(fresh);
    expect(await screen.findByRole('option', { name: 'walnut' })).toBeTruthy();
  });
});
