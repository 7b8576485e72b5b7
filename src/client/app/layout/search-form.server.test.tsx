// The header's search box renders on the server (docs/architecture.md §1) as a collapsed combobox,
// asking nothing: suggestions are the browser's, after the box is first used
// (docs/decisions/0061-discovery.md).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '#client/lib/router.tsx';
import { SearchForm } from './search-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SearchForm on the server', () => {
  it('renders the box with the query shown, collapsed, and fetches nothing', () => {
    expect(typeof window).toBe('undefined');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/search?q=walnut']}>
          <SearchForm id="header-search" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toMatch(/<input[^>]*role="combobox"[^>]*aria-expanded="false"/);
    expect(html).toContain('value="walnut"');
    expect(html).not.toContain('listbox');
    expect(html).not.toContain('aria-controls');
    expect(fetch).not.toHaveBeenCalled();
  });
});
