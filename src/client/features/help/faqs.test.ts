import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_MIN_SUBTOTAL_CENTS } from '#shared/checkout-rules.ts';
import { FAQ_TABS, FAQS, allFaqs, payoutFaqs, searchFaqs, type Faq } from './faqs.ts';
import { FALLBACK_RATES_TEXT, FREE_SHIPPING_FROM, PROBLEM_REASONS, payoutHold, payoutTiming } from './policy.ts';

const faq = (id: string, question: string, answer: string): Faq => ({ id, category: 'ordering', question, answer });
const sample = [
  faq('a', 'How do I track my package?', 'Use the tracking number from your email.'),
  faq('b', 'When will I get my refund?', 'Refunds are processed within 3-5 business days.'),
  faq('c', 'Where do you ship?', 'Anywhere in the United States.'),
];
const ids = (found: Faq[]) => found.map((f) => f.id);

describe('searchFaqs', () => {
  it('matches the question or the answer in any letter case', () => {
    expect(ids(searchFaqs(sample, 'TRACK'))).toEqual(['a']);
    expect(ids(searchFaqs(sample, 'business days'))).toEqual(['b']);
    expect(ids(searchFaqs(sample, 'united states'))).toEqual(['c']);
  });

  it('needs every word of the query, wherever it is', () => {
    expect(ids(searchFaqs(sample, 'refund  processed'))).toEqual(['b']);
    expect(ids(searchFaqs(sample, 'refund ship'))).toEqual([]);
  });

  it('a blank query matches everything; an unknown word nothing', () => {
    expect(ids(searchFaqs(sample, '   '))).toEqual(['a', 'b', 'c']);
    expect(searchFaqs(sample, 'xylophone')).toEqual([]);
  });
});

describe('the FAQ content', () => {
  it('has questions under every tab but All FAQs, with unique ids', () => {
    for (const tab of FAQ_TABS.filter((t) => t.value !== 'all')) {
      expect(FAQS.filter((f) => f.category === tab.value).length, tab.label).toBeGreaterThanOrEqual(4);
    }
    expect(new Set(FAQS.map((f) => f.id)).size).toBe(FAQS.length);
  });

  it('states the policy facts as checkout and the return dialog apply them', () => {
    expect(FREE_SHIPPING_FROM).toBe(`$${FREE_SHIPPING_MIN_SUBTOTAL_CENTS / 100}`);
    expect(FALLBACK_RATES_TEXT).toBe('Standard Shipping (about 5 days) at the standard shipping price or Expedited Shipping at $12.99 (about 2 days)');
    expect(PROBLEM_REASONS).toEqual([
      "Item defective or doesn't work",
      'Item damaged during shipping',
      'Wrong item received',
      "Item doesn't match description",
    ]);
    const text = FAQS.map((f) => `${f.question} ${f.answer}`).join('\n');
    for (const fact of [
      'free on orders of $50 or more',
      'a flat $5.95 on orders under $50',
      'get 5% off',
      '3 or more items',
      'Multi-item discount (5%)',
      'before tax',
      '30 days of delivery',
      'within 14 days',
      '3-5 business days',
      '2-10 business days',
      '1-2 business days',
      '15% platform fee',
      'military APO, FPO and DPO',
    ]) {
      expect(text, fact).toContain(fact);
    }
  });
});

describe('the payout questions', () => {
  const policy = { feePercent: 15, holdDays: 3, schedule: 'monday', minimum: '1.00' } as const;

  it("word the server's hold, schedule and minimum", () => {
    const [hold, paid] = payoutFaqs(policy);
    expect(hold!.answer).toContain('for a hold of 3 days after delivery');
    expect(paid!.answer).toContain('Payouts are sent weekly, on Mondays: your whole available balance');
    expect(paid!.answer).toContain('once it is at least $1.00');
    expect(payoutHold({ ...policy, holdDays: 1 })).toBe('1 day after delivery');
    expect(payoutHold({ ...policy, holdDays: 0 })).toBe('as soon as the order is delivered');
    expect(payoutFaqs({ ...policy, holdDays: 0 })[0]!.answer).not.toContain('hold');
    expect(payoutTiming({ ...policy, schedule: 'daily' })).toBe('every day');
    expect(payoutTiming({ ...policy, schedule: 'saturday' })).toBe('weekly, on Saturdays');
  });

  it('join the others once the policy is in, with ids of their own', () => {
    expect(allFaqs(undefined)).toBe(FAQS);
    const all = allFaqs(policy);
    expect(all.map((f) => f.id).slice(-2)).toEqual(['seller-hold', 'seller-payouts']);
    expect(new Set(all.map((f) => f.id)).size).toBe(all.length);
  });
});
