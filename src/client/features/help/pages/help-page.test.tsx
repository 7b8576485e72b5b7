// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '#client/lib/router.tsx';
import type { PayoutPolicyDto } from '#shared/schemas/payout-policy.ts';
import { PAYOUT_POLICY_PATH } from '../api.ts';
import { allFaqs } from '../faqs.ts';
import HelpPage from './help-page.tsx';

afterEach(cleanup);

/** The server's policy, as its render embeds it: not the defaults, so a default in the page shows. */
const POLICY: PayoutPolicyDto = { feePercent: 15, holdDays: 5, schedule: 'daily', minimum: '10.00' };
const FAQS = allFaqs(POLICY);

function renderPage(policy: PayoutPolicyDto | null = POLICY) {
  // No fetch: a policy not in the cache stays loading.
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, queryFn: () => new Promise(() => {}) } } });
  if (policy) qc.setQueryData([PAYOUT_POLICY_PATH], policy);
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={['/help']}>
        <HelpPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const questions = (container: HTMLElement) => [...container.querySelectorAll('summary')].map((s) => s.textContent);
const questionsOf = (category: string) => FAQS.filter((f) => f.category === category).map((f) => f.question);

describe('HelpPage', () => {
  it('has the Help Center heading, the four quick cards and the Email Support card', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeTruthy();
    const topics = screen.getByRole('navigation', { name: 'Help topics' });
    expect(
      within(topics)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/tracking', '/returns-policy', '/shipping', '/contact']);
    const email = screen.getByRole('region', { name: 'Email Support' });
    expect(within(email).getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/contact');
  });

  it('shows every question under All FAQs and one topic under its tab', async () => {
    const user = renderPage();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'All FAQs',
      'Ordering',
      'Shipping & Delivery',
      'Returns & Refunds',
      'Account & Orders',
    ]);
    expect(questions(screen.getByRole('tabpanel', { name: 'All FAQs' }))).toEqual(FAQS.map((f) => f.question));

    await user.click(screen.getByRole('tab', { name: 'Shipping & Delivery' }));
    expect(screen.getByRole('tab', { name: 'Shipping & Delivery' }).getAttribute('aria-selected')).toBe('true');
    expect(questions(screen.getByRole('tabpanel', { name: 'Shipping & Delivery' }))).toEqual(questionsOf('shipping'));

    await user.click(screen.getByRole('tab', { name: 'Returns & Refunds' }));
    expect(questions(screen.getByRole('tabpanel', { name: 'Returns & Refunds' }))).toEqual(questionsOf('returns'));
  });

  it('searches questions and answers in any letter case and shows the answers found', async () => {
    const user = renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search the Help Center' }), 'PREPAID LABEL');
    expect(screen.getByRole('heading', { level: 2, name: 'Search Results' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    // 'prepaid' and 'label' both, anywhere: "a prepaid return label" matches too
    const found = FAQS.filter((f) => /prepaid/i.test(`${f.question} ${f.answer}`) && /label/i.test(`${f.question} ${f.answer}`));
    expect(found.length).toBeGreaterThan(1);
    const summaries = [...document.querySelectorAll('details')];
    expect(summaries.map((d) => d.querySelector('summary')!.textContent)).toEqual(found.map((f) => f.question));
    expect(summaries.every((d) => d.open)).toBe(true);
    expect(screen.getByRole('status').textContent).toMatch(/questions? match.*PREPAID LABEL/);
  });

  it("says 'No Results Found' when nothing matches, and Clear search brings the topics back", async () => {
    const user = renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search the Help Center' }), 'xylophone');
    const empty = screen.getByRole('heading', { name: 'No Results Found' }).parentElement!;
    expect(document.querySelectorAll('details')).toHaveLength(0);
    expect(within(empty).getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/contact');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.queryByText('No Results Found')).toBeNull();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('tabpanel', { name: 'All FAQs' })).toBeTruthy();
  });

  it("answers sellers' payout questions with the server's hold, schedule and minimum", async () => {
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Account & Orders' }));
    const panel = screen.getByRole('tabpanel', { name: 'Account & Orders' });
    const text = panel.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('for a hold of 5 days after delivery');
    expect(text).toContain('Payouts are sent every day');
    expect(text).toContain('once it is at least $10.00');
    expect(text).not.toMatch(/3 days|Mondays|\$1\.00/);
  });

  it('leaves the payout questions out, rather than guessing their figures, until the policy is in', () => {
    renderPage(null);
    const all = questions(screen.getByRole('tabpanel', { name: 'All FAQs' }));
    expect(all).toContain('What does selling cost, and what do I receive?');
    expect(all).not.toContain('When do I get paid?');
    expect(all).not.toContain('Why is my money pending?');
  });
});
