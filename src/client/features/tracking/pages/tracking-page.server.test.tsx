// The page renders on the server (docs/architecture.md §1: public pages are server-rendered): no window
// or document during render, the result from the embedded query data.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '#client/lib/router.tsx';
import { trackingQuery } from '../api.ts';
import TrackingPage from './tracking-page.tsx';

const NUMBER = '9405511899562143277080';

describe('TrackingPage on the server', () => {
  it('renders the form and the result without a browser', () => {
    expect(typeof window).toBe('undefined');
    const qc = new QueryClient();
    qc.setQueryData(['/api/user'], null);
    qc.setQueryData(trackingQuery(NUMBER).queryKey, {
      trackingNumber: NUMBER,
      status: 'DELIVERED',
      statusDescription: 'The item was delivered in or at the mailbox in SEATTLE, WA 98101.',
      statusDate: '2026-11-21T22:01:00.000Z',
      deliveryDate: '2026-11-21T22:01:00.000Z',
      estimatedDeliveryDate: null,
      events: [],
    });
    const html = renderToString(
      <QueryClientProvider client={qc}>
        <MemoryRouter initialEntries={[`/tracking?tracking=${NUMBER}`]}>
          <TrackingPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('Package Tracking');
    expect(html).toContain(`value="${NUMBER}"`);
    expect(html).toContain('Delivered On');
    expect(html).toContain('Nov 21, 2026, 4:01 PM CST');
  });
});
