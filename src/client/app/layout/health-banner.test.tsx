// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HealthBanner } from './health-banner.tsx';

function renderWithHealth(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <HealthBanner />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HealthBanner', () => {
  it('stays hidden while the database is connected', async () => {
    const { container } = renderWithHealth(200, { status: 'ok', database: { status: 'connected' } });
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
  });

  it('shows the generic text on a failed check', async () => {
    renderWithHealth(503, { status: 'error', isAuthError: false, database: { status: 'disconnected', error: 'ECONNREFUSED' } });
    expect(await screen.findByText('Database Connection Error', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('There was an error connecting to the database. Please check your database configuration.')).toBeTruthy();
    expect(screen.queryByText('Authentication Failed')).toBeNull();
  });

  it('shows the authentication variant with collapsed fix steps', async () => {
    renderWithHealth(503, {
      status: 'error',
      message: 'Database connection failed',
      isAuthError: true,
      database: { status: 'disconnected', error: 'password authentication failed for user "x"' },
    });
    expect(await screen.findByText('Authentication Failed', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/in-memory storage/)).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Show How To Fix' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText(/DATABASE_URL/).closest('ol')?.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide Details' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/pg_hba\.conf/).closest('ol')?.hidden).toBe(false);
  });

  it('treats a network failure as a failed check', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <HealthBanner />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Database Connection Error', {}, { timeout: 5000 })).toBeTruthy();
  });
});
