// The Help Center's questions (docs/product.md B2, "Help, policy, contact, about"), written from the
// policy facts in policy.ts so that the answers and the policy pages agree.
import { RETURN_WINDOW_DAYS } from '#shared/returns.ts';
import type { PayoutPolicyDto } from '#shared/schemas/payout-policy.ts';
import {
  DELIVERY_PROMISE,
  FREE_SHIPPING_FROM,
  HANDLING_TIME,
  MULTI_ITEM_DISCOUNT,
  PLATFORM_FEE,
  REFUND_TIMING,
  PROBLEM_REASONS,
  REPORT_WINDOW_DAYS,
  SELLER_REVIEW,
  SHIP_TO,
  SHIPPING_SERVICES,
  STANDARD_SHIPPING,
  payoutRules,
} from './policy.ts';

export type FaqCategory = 'ordering' | 'shipping' | 'returns' | 'account';

export const FAQ_TABS: ReadonlyArray<{ value: 'all' | FaqCategory; label: string }> = [
  { value: 'all', label: 'All FAQs' },
  { value: 'ordering', label: 'Ordering' },
  { value: 'shipping', label: 'Shipping & Delivery' },
  { value: 'returns', label: 'Returns & Refunds' },
  { value: 'account', label: 'Account & Orders' },
];

export interface Faq {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
  /** where to do what the answer describes */
  link?: { to: string; label: string };
}

const deliveryTimes = SHIPPING_SERVICES.map((s) => `${s.service} ${s.days.toLowerCase()}`).join(', ');

export const FAQS: readonly Faq[] = [
  {
    id: 'made-in-usa',
    category: 'ordering',
    question: 'Is everything on Heartland Market really made in the USA?',
    answer:
      'Yes. Before a seller can list anything, they confirm that their products are manufactured in the United States. If you think a product does not meet that standard, tell us which one and we will look into it with the seller.',
    link: { to: '/contact', label: 'Report a product' },
  },
  {
    id: 'place-order',
    category: 'ordering',
    question: 'How do I place an order?',
    answer:
      'Sign in, choose Add to Cart on the products you want, then open your cart and choose Proceed to Checkout. Enter your shipping address, pick a shipping service and pay by card. You will see the confirmation page, and an email with your order number follows.',
  },
  {
    id: 'payment-methods',
    category: 'ordering',
    question: 'Which payment methods do you accept?',
    answer:
      'We accept major credit and debit cards. Payments are processed by our payment provider over an encrypted connection; we never see or store your full card number, only its brand and last four digits. PayPal is not available yet.',
  },
  {
    id: 'multi-item-discount',
    category: 'ordering',
    question: 'Do you offer a discount when I buy several items?',
    answer: MULTI_ITEM_DISCOUNT,
  },
  {
    id: 'sales-tax',
    category: 'ordering',
    question: 'How is sales tax calculated?',
    answer:
      'Sales tax is set by the state you ship to and is shown at checkout before you pay. It is charged on your items after any multi-item discount, not on shipping. The ZIP code of your address must belong to the state you enter, so the tax is right for where your order goes.',
  },
  {
    id: 'several-sellers',
    category: 'ordering',
    question: 'Can I buy from several makers in one order?',
    answer:
      'Yes. You check out once and pay once. Each maker ships their own items, so an order from several sellers can arrive in separate packages, each with its own tracking number.',
  },
  {
    id: 'cancel-order',
    category: 'ordering',
    question: 'Can I change or cancel my order?',
    answer: `You can cancel an order while its status is Processing: open My Orders and choose Cancel Order. The whole payment is refunded. ${REFUND_TIMING} Once an order has shipped it can no longer be cancelled or changed, but you can return it after delivery.`,
    link: { to: '/orders', label: 'Go to My Orders' },
  },
  {
    id: 'shipping-cost',
    category: 'shipping',
    question: 'How much does shipping cost?',
    answer: `${STANDARD_SHIPPING} Standard shipping is the cheapest service checkout offers for your address (usually USPS Ground Advantage), and it keeps this price whatever your package weighs and however many makers it comes from. Faster services cost the carrier's rate, which depends on your package's weight and how far it travels; an order from several makers ships as one package from each, and a faster service costs the sum of their rates. The ${FREE_SHIPPING_FROM} counts your items' prices before tax and before any multi-item discount. Checkout shows every price before you pay.`,
    link: { to: '/shipping', label: 'Shipping information' },
  },
  {
    id: 'delivery-time',
    category: 'shipping',
    question: 'How long will my order take to arrive?',
    answer: `${HANDLING_TIME} Delivery then takes ${deliveryTimes}. ${DELIVERY_PROMISE}`,
  },
  {
    id: 'where-ship',
    category: 'shipping',
    question: 'Where do you ship?',
    answer: `${SHIP_TO} We do not ship to addresses outside the United States.`,
  },
  {
    id: 'track-package',
    category: 'shipping',
    question: 'How do I track my package?',
    answer:
      'When your order ships we email you its tracking number. You can follow the package from your order details page, or enter the number on our Track Package page at any time.',
    link: { to: '/tracking', label: 'Track a package' },
  },
  {
    id: 'lost-damaged',
    category: 'shipping',
    question: 'My package is lost or arrived damaged. What should I do?',
    answer: `Contact us within ${REPORT_WINDOW_DAYS} days of the delivery date (for a package that never arrived, of its expected delivery date) with your order number. Keep the box and packing material of a damaged package: the carrier's claim may need photos of them. We will work with the seller and USPS to put it right: a replacement where the seller has one, otherwise a refund.`,
    link: { to: '/contact', label: 'Contact us' },
  },
  {
    id: 'return-policy',
    category: 'returns',
    question: 'What is your return policy?',
    answer: `You can return an item within ${RETURN_WINDOW_DAYS} days of delivery. Start the return from your order, and once the seller approves it we email you a prepaid return label.`,
    link: { to: '/returns-policy', label: 'Read the full returns policy' },
  },
  {
    id: 'start-return',
    category: 'returns',
    question: 'How do I start a return?',
    answer: `Open My Orders, find the delivered order and choose Return Item. Pick the reason and the quantity, and add any details that help. ${SELLER_REVIEW} Once it is approved we email you a prepaid label: pack the item, attach the label and drop it off at any post office or USPS collection point.`,
    link: { to: '/orders', label: 'Go to My Orders' },
  },
  {
    id: 'defective-wrong',
    category: 'returns',
    question: 'What if my item is defective, damaged or not what I ordered?',
    answer: `Please tell us within ${REPORT_WINDOW_DAYS} days of delivery, so the seller can look into it while the details are fresh: request a return with the reason that fits (${PROBLEM_REASONS.join(', ')}) and describe what is wrong. Returns for any reason are accepted for the full ${RETURN_WINDOW_DAYS} days.`,
  },
  {
    id: 'refund-timing',
    category: 'returns',
    question: 'When will I get my refund?',
    answer: `The seller issues your refund once they have received and inspected the returned item. ${REFUND_TIMING}`,
  },
  {
    id: 'custom-perishable',
    category: 'returns',
    question: 'Can I return custom-made or perishable items?',
    answer:
      'Often, yes. Custom-made, personalized and perishable items (such as food) are reviewed by the seller case by case, and they may ask you for photos or more details before approving the return.',
  },
  {
    id: 'need-account',
    category: 'account',
    question: 'Do I need an account to shop?',
    answer:
      'You can browse and search without one. To add items to your cart or wishlist, check out, follow your orders and write reviews, sign in or create a free account: it takes a username, your email address and a password.',
    link: { to: '/auth', label: 'Sign in or register' },
  },
  {
    id: 'see-orders',
    category: 'account',
    question: 'Where can I see my orders?',
    answer:
      'My Orders lists every order, newest first, and filters them by status: processing, shipped, delivered or completed. Open an order to see its items, tracking, shipping address and payment method, and to download its invoice.',
    link: { to: '/orders', label: 'Go to My Orders' },
  },
  {
    id: 'update-profile',
    category: 'account',
    question: 'How do I change my address, email or password?',
    answer:
      'Open your Profile. Account Information holds your name, email address and shipping address; Security Settings changes your password. The address you save there fills in checkout for you.',
    link: { to: '/profile', label: 'Go to my Profile' },
  },
  {
    id: 'newsletter',
    category: 'account',
    question: 'How do I unsubscribe from the newsletter?',
    answer: 'Every newsletter email ends with an unsubscribe link. Follow it and confirm, and we will not send you the newsletter again.',
  },
  {
    id: 'become-seller',
    category: 'account',
    question: 'How do I start selling on Heartland Market?',
    answer: `If you make products in the United States, open a seller account from Become a Seller: it takes a few minutes. Listing products is free; when something sells, a ${PLATFORM_FEE} platform fee is deducted from the sale.`,
    link: { to: '/become-seller', label: 'Become a Seller' },
  },
  {
    id: 'seller-fees',
    category: 'account',
    question: 'What does selling cost, and what do I receive?',
    answer: `Listing is free. For each sale you receive the price of your items, less your share of any multi-item discount, plus the shipping the shopper paid for your package, minus a ${PLATFORM_FEE} platform fee on the items after discount. Sales tax is collected and paid to each state by Heartland Market, and a shipping label you buy through us is taken from your balance.`,
    link: { to: '/seller/payouts', label: 'See your balance and statement' },
  },
];

/**
 * The sellers' questions about getting paid, with the hold, the payout day and the minimum the server
 * runs with (GET /api/payout-policy; docs/product.md "Payouts and statements").
 */
export function payoutFaqs(policy: PayoutPolicyDto): Faq[] {
  const rules = payoutRules(policy);
  return [
    {
      id: 'seller-hold',
      category: 'account',
      question: 'Why is my money pending?',
      answer: `${rules.hold} A refund after your money was paid out is taken from your next sales: a negative available balance is carried, never lost.`,
      link: { to: '/seller/payouts', label: 'Go to Payouts' },
    },
    {
      id: 'seller-payouts',
      category: 'account',
      question: 'When do I get paid?',
      answer: `${rules.payouts} If the bank returns a payout (a closed account, for example), the money goes back to your available balance and we email you why. Every sale, fee, label, refund and payout is on your statement, which you can download as a CSV file.`,
      link: { to: '/seller/payouts', label: 'Go to Payouts' },
    },
  ];
}

/** Every question: the payout ones once the server's policy is in (they state its figures, never a default). */
export const allFaqs = (policy: PayoutPolicyDto | undefined): readonly Faq[] => (policy ? [...FAQS, ...payoutFaqs(policy)] : FAQS);

/**
 * The questions matching a search: every word of the query appears, in any letter case, in the
 * question or the answer. A blank query matches everything.
 */
export function searchFaqs(faqs: readonly Faq[], query: string): Faq[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return faqs.filter((faq) => {
    const text = `${faq.question} ${faq.answer}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
