// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from '#client/lib/router.tsx';
import { DEMO_TRACKING_NUMBERS, type TrackingResultDto } from '#shared/schemas/tracking.ts';
import { SUPPORT_PHONE } from '#shared/site.ts';
import type { PublicUser } from '#shared/user.ts';
import TrackingPage from './tracking-page.tsx';

const NUMBER = '9400111899563098745126';

// A busy machine can take over a second to render the first result.
configure({ asyncUtilTimeout: 5000 });

const inTransit = (over: Partial<TrackingResultDto> = {}): TrackingResultDto => ({
  trackingNumber: NUMBER,
  status: 'IN_TRANSIT',
  statusDescription: 'The item is moving through the USPS network and is on track to be delivered by the expected delivery date.',
  statusDate: '2026-11-22T19:10:00.000Z',
  deliveryDate: null,
  estimatedDeliveryDate: '2026-11-25T18:00:00.000Z',
  events: [
    {
      eventDescription: 'Arrived at USPS Regional Facility',
      eventDate: '2026-11-22',
      eventTime: '13:10',
      eventTimestamp: '2026-11-22T19:10:00.000Z',
      eventLocation: 'CHICAGO, IL 60607',
      eventCity: 'CHICAGO',
      eventState: 'IL',
      eventZipCode: '60607',
    },
    {
      eventDescription: 'Shipping Label Created, USPS Awaiting Item',
      eventDate: '2026-11-21',
      eventTime: '06:55',
      eventTimestamp: '2026-11-21T12:55:00.000Z',
      eventLocation: 'DES MOINES, IA 50309',
      eventCity: 'DES MOINES',
      eventState: 'IA',
      eventZipCode: '50309',
    },
  ],
  ...over,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let answer: (trackingNumber: string) => Response | Promise<Response>;
let asked: string[];

beforeEach(() => {
  asked = [];
  answer = (n) => json(inTransit({ trackingNumber: n }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/tracking') return json({ message: 'unexpected' }, 500);
      const n = url.searchParams.get('tracking')!;
      asked.push(n);
      return answer(n);
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

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

function renderPage(path: string, user: Partial<PublicUser> | null = null) {
  // Without a delay, a retry (if the page asked for one) would show within the test's wait.
  const qc = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  qc.setQueryData(['/api/user'], user);
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[path]}>
        <TrackingPage />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const resultCard = () => screen.findByRole('region', { name: /In Transit|Delivered|Alert|Pre-Shipment/ });

describe('TrackingPage', () => {
  it('prefills the number from ?tracking= and shows the result card with its estimate, last update and events', async () => {
    renderPage(`/tracking?tracking=${NUMBER}`);
    expect((screen.getByLabelText('Tracking number') as HTMLInputElement).value).toBe(NUMBER);
    const card = await resultCard();
    expect(within(card).getByRole('heading', { level: 2, name: 'In Transit' })).toBeTruthy();
    expect(within(card).getByText('9400 1118 9956 3098 7451 26')).toBeTruthy();
    expect(within(card).getByText('Estimated Delivery').nextElementSibling?.textContent).toBe('Wed, Nov 25');
    expect(within(card).queryByText('Delivered On')).toBeNull();
    expect(within(card).getByText('Last Update').nextElementSibling?.textContent).toBe('Nov 22, 2026, 1:10 PM CST');
    const events = within(card).getAllByRole('listitem');
    expect(events.map((e) => e.textContent)).toEqual([
      'Arrived at USPS Regional FacilityCHICAGO, IL 60607Nov 22, 2026, 1:10 PM CST',
      'Shipping Label Created, USPS Awaiting ItemDES MOINES, IA 50309Nov 21, 2026, 6:55 AM CST',
    ]);
    expect(asked).toEqual([NUMBER]);
  });

  it('takes the number from ?q= too, and shows Delivered On for a delivered package', async () => {
    answer = () =>
      json(inTransit({ status: 'DELIVERED', deliveryDate: '2026-11-21T22:01:00.000Z', statusDate: '2026-11-21T22:01:00.000Z', estimatedDeliveryDate: null }));
    renderPage(`/tracking?q=${NUMBER}`);
    const card = await resultCard();
    expect(within(card).getByRole('heading', { level: 2, name: 'Delivered' })).toBeTruthy();
    expect(within(card).getByText('Delivered On').nextElementSibling?.textContent).toBe('Nov 21, 2026, 4:01 PM CST');
    expect(within(card).queryByText('Estimated Delivery')).toBeNull();
    expect(within(card).queryByText('Last Update')).toBeNull();
  });

  it.each([
    ['', 'Tracking number is required'],
    ['94001118995', 'Tracking number must be at least 12 characters'],
    ['9'.repeat(35), 'Tracking number must be at most 34 characters'],
    ['9400 1118 9956', 'Tracking number can only contain letters and numbers'],
  ])('refuses %j with %j and asks nothing', async (typed, message) => {
    renderPage('/tracking');
    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Track Package' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/tracking');
    expect(asked).toEqual([]);
  });

  it('shows the message at once for an invalid number in the address, without asking', async () => {
    renderPage('/tracking?tracking=abc');
    expect(await screen.findByText('Tracking number must be at least 12 characters')).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('tracks a typed number through the address, so the result can be shared', async () => {
    renderPage('/tracking');
    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: ` ${NUMBER} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Track Package' }));
    await resultCard();
    expect(screen.getByTestId('address').textContent).toBe(`/tracking?tracking=${NUMBER}`);
  });

  it("shows 'Error Tracking Package' with the message, the advice and the phone number for an unknown number", async () => {
    answer = (n) =>
      json({ ...inTransit({ trackingNumber: n, status: 'ERROR', events: [] }), error: 'No tracking information was found for this tracking number.' });
    renderPage(`/tracking?tracking=${NUMBER}`);
    const card = await screen.findByRole('alert', { name: 'Error Tracking Package' });
    expect(card.textContent).toContain('No tracking information was found for this tracking number.');
    expect(card.textContent).toContain('Please verify that the tracking number is entered correctly');
    expect(within(card).getByRole('link', { name: SUPPORT_PHONE.display }).getAttribute('href')).toBe(`tel:${SUPPORT_PHONE.tel}`);
  });

  it.each([
    [
      'the server message',
      () => json({ message: 'Too many attempts. Please wait 30 seconds and try again.' }, 429),
      'Too many attempts. Please wait 30 seconds and try again.',
    ],
    [
      'a web page instead of an answer',
      () => new Response('<!DOCTYPE html><html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      'Our tracking system is temporarily unavailable. Please try again later.',
    ],
    ['the error of a failed connection', () => Promise.reject(new TypeError('Failed to fetch')), 'Failed to fetch'],
    ['the fallback', () => Promise.reject(new Error('')), 'Unable to retrieve tracking information'],
  ])("shows 'Error Retrieving Tracking Information' with %s, without retrying", async (_, fail, message) => {
    answer = fail;
    renderPage(`/tracking?tracking=${NUMBER}`);
    const card = await screen.findByRole('alert', { name: 'Error Retrieving Tracking Information' });
    expect(card.textContent).toContain(message);
    expect(within(card).getByRole('link', { name: SUPPORT_PHONE.display })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toEqual([NUMBER]);

    answer = (n) => json(inTransit({ trackingNumber: n }));
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    await resultCard();
  });

  it('lists the test tracking numbers for the administrator, and tracks one on a click', async () => {
    renderPage('/tracking', { id: 1, username: 'admin', isAdmin: true });
    const demos = screen.getByRole('region', { name: 'Test Tracking Numbers' });
    expect(
      within(demos)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      `Delivered${DEMO_TRACKING_NUMBERS.delivered}`,
      `In Transit${DEMO_TRACKING_NUMBERS.inTransit}`,
      `Exception${DEMO_TRACKING_NUMBERS.exception}`,
      `Pre-Shipment${DEMO_TRACKING_NUMBERS.preShipment}`,
    ]);
    fireEvent.click(within(demos).getByRole('button', { name: /exception/ }));
    await waitFor(() => expect(asked).toEqual([DEMO_TRACKING_NUMBERS.exception]));
    expect((screen.getByLabelText('Tracking number') as HTMLInputElement).value).toBe(DEMO_TRACKING_NUMBERS.exception);
  });

  it.each([
    ['a visitor', null],
    ['a shopper', { id: 3, username: 'shopper', isAdmin: false }],
  ])('hides the test tracking numbers from %s', (_, user) => {
    renderPage('/tracking', user);
    expect(screen.queryByRole('region', { name: 'Test Tracking Numbers' })).toBeNull();
  });

  it('has the FAQs, the help card and Contact Support to /support', () => {
    renderPage('/tracking');
    expect(screen.getByRole('region', { name: 'Frequently Asked Questions' }).querySelectorAll('details').length).toBeGreaterThan(3);
    const help = screen.getByRole('region', { name: 'Need help with a delivery?' });
    expect(within(help).getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/support');
    expect(within(help).getByRole('link', { name: SUPPORT_PHONE.display })).toBeTruthy();
  });

  it('styles a status it does not know in a neutral way, under its own name', async () => {
    answer = (n) => json(inTransit({ trackingNumber: n, status: 'IN_CUSTOMS_REVIEW' }));
    renderPage(`/tracking?tracking=${NUMBER}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'In Customs Review' })).toBeTruthy();
  });
});
