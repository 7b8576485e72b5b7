// @vitest-environment jsdom
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '#client/lib/router.tsx';
import type { PayoutPolicyDto } from '#shared/schemas/payout-policy.ts';
import { PAYOUT_POLICY_PATH } from '../api.ts';
import AccessibilityPage from './accessibility-page.tsx';
import CookiesPage from './cookies-page.tsx';
import PrivacyPage from './privacy-page.tsx';
import SellerTermsPage from './seller-terms-page.tsx';
import TermsPage from './terms-page.tsx';

afterEach(cleanup);

/** The server's payout policy, as its render embeds it (not the defaults, so a default in a page shows). */
const POLICY: PayoutPolicyDto = { feePercent: 15, holdDays: 1, schedule: 'wednesday', minimum: '5.00' };

function renderPage(Page: ComponentType, path: string, policy: PayoutPolicyDto | null = POLICY) {
  // No fetch: a policy not in the cache stays loading.
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, queryFn: () => new Promise(() => {}) } } });
  if (policy) qc.setQueryData([PAYOUT_POLICY_PATH], policy);
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return document.querySelector('article')!.textContent!.replace(/\s+/g, ' ');
}

describe('the legal pages', () => {
  it.each([
    ['Terms of Service', '/terms', TermsPage],
    ['Privacy Policy', '/privacy', PrivacyPage],
    ['Accessibility', '/accessibility', AccessibilityPage],
    ['Cookie Policy', '/cookies', CookiesPage],
    ['Seller Terms', '/seller-terms', SellerTermsPage],
  ] as const)('%s (%s) has its title, date, breadcrumb, contents and the way to reach support', (title, path, Page) => {
    renderPage(Page, path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(/^Last updated \w+ \d{1,2}, \d{4}$/)).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(crumbs).getByRole('link', { name: 'Help Center' }).getAttribute('href')).toBe('/help');
    // Every section is in the table of contents, and support is beside them.
    const sections = screen.getAllByRole('heading', { level: 2 }).filter((h) => h.closest('article'));
    const toc = within(screen.getByRole('navigation', { name: 'On this page' })).getAllByRole('link');
    expect(toc.map((a) => a.textContent)).toEqual(sections.map((h) => h.textContent));
    expect(screen.getByRole('heading', { name: 'Customer Support' })).toBeTruthy();
  });

  it('Terms of Service: 30-day returns, US-only shipping, and links to the policies and Seller Terms', () => {
    const text = renderPage(TermsPage, '/terms');
    expect(text).toContain('within 30 days of delivery');
    expect(text).toContain('U.S. territories');
    expect(text).toContain('APO, FPO and DPO');
    for (const href of ['/shipping', '/returns-policy', '/seller-terms', '/contact']) {
      expect(document.querySelector(`article a[href="${href}"]`), href).not.toBeNull();
    }
  });

  it('Privacy Policy: card brand and last four only, session lifetimes, retention and how to ask', () => {
    const text = renderPage(PrivacyPage, '/privacy');
    expect(text).toContain('We keep only the card brand (such as Visa) and its last four digits');
    expect(text).toContain('a session lasts 14 days and a remembered account 30 days');
    expect(text).toContain('Server logs: 30 days.');
    expect(text).toContain('We do not sell or rent your personal information');
    expect(document.querySelector('article a[href="/cookies"]')).not.toBeNull();
    expect(document.querySelector('article a[href="/contact"]')).not.toBeNull();
  });

  it('Cookie Policy: the two sign-in cookies the server sets, their lifetimes, and no tracking', () => {
    renderPage(CookiesPage, '/cookies');
    const rows = within(screen.getByRole('table', { name: 'The cookies Heartland Market sets' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => [r.querySelector('th')!.textContent, r.querySelectorAll('td')[1]!.textContent])).toEqual([
      ['hm_session', '14 days, or until you sign out'],
      ['hm_remember', '30 days from your last sign-in with your password'],
    ]);
    expect(screen.getByText('No advertising or retargeting cookies.')).toBeTruthy();
  });

  it('Accessibility: the WCAG 2.2 AA target and how to report a problem', () => {
    const text = renderPage(AccessibilityPage, '/accessibility');
    expect(text).toContain('WCAG) 2.2 at level AA');
    const report = screen.getByRole('region', { name: 'Report a problem' });
    expect(within(report).getByRole('link', { name: 'contact form' }).getAttribute('href')).toBe('/contact');
  });

  it('Seller Terms: the 15% platform fee on sales, shipping and 30-day returns', () => {
    const text = renderPage(SellerTermsPage, '/seller-terms');
    expect(text).toContain('Heartland Market keeps a platform fee of 15% of your sales');
    // Who funds the multi-item discount (decision 0045): the sellers, each line its share.
    expect(text).toContain('less their share of any multi-item discount');
    expect(text).toContain('Orders of 3 or more items get 5% off before tax ("Multi-item discount (5%)"). The sellers of the order fund it');
    expect(text).toContain('within 30 days of delivery');
    expect(text).toContain('manufactured in the United States');
    expect(document.querySelector('article a[href="/returns-policy"]')).not.toBeNull();
  });

  it('Seller Terms: getting paid, with the hold, the payout day and the minimum the server runs with', () => {
    const text = renderPage(SellerTermsPage, '/seller-terms');
    expect(text).toContain('plus the shipping the buyer paid for your package, less the 15% platform fee');
    expect(text).toContain('for a hold of 1 day after delivery');
    expect(text).toContain('Payouts are sent weekly, on Wednesdays');
    expect(text).toContain('once it is at least $5.00');
    expect(text).toContain('a negative balance is carried, never lost');
  });

  it('Seller Terms: until the policy is in, getting paid without figures rather than defaults', () => {
    const text = renderPage(SellerTermsPage, '/seller-terms', null);
    expect(text).toContain('for a short hold after delivery');
    expect(text).toContain('on the next payout day');
    expect(text).not.toMatch(/\d+ days? after delivery|Mondays|at least \$/);
  });
});
