import { Flag, Percent, RotateCcw, Truck } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import { useSeo } from '#client/lib/seo.tsx';
import { MULTI_ITEM_DISCOUNT_LABEL, MULTI_ITEM_DISCOUNT_MIN_ITEMS, MULTI_ITEM_DISCOUNT_PERCENT } from '#shared/checkout-rules.ts';
import { RETURN_WINDOW_DAYS } from '#shared/returns.ts';
import { Bullets, ContentPage, type ContentSection, type Highlight } from '../components/content-page.tsx';
import type { PageData } from '#client/ssr/page-data.ts';
import { payoutPolicyQuery, usePayoutPolicy } from '../api.ts';
import { HANDLING_TIME, LEGAL_UPDATED, PLATFORM_FEE, SHIP_TO, payoutRules } from '../policy.ts';

const link = 'font-semibold text-brand-700 hover:underline';

/**
 * How a sale becomes money in the seller's bank, with the hold, the payout day and the minimum the
 * server runs with (GET /api/payout-policy, asked before the server renders the page); until it is in,
 * the same without the figures, never a default that could be wrong.
 */
function GettingPaid() {
  const policy = usePayoutPolicy();
  const rules = policy && payoutRules(policy);
  return (
    <>
      <p>
        What you earn from an order is the price of your items less their share of any multi-item discount, plus the shipping the buyer paid for your package,
        less the {PLATFORM_FEE} platform fee. A shipping label you buy through Heartland Market is taken from your balance.
      </p>
      <p>
        {rules
          ? rules.hold
          : 'A sale stays pending until the order is delivered and for a short hold after delivery, then becomes available, unless a return on the order is still open.'}{' '}
        {rules ? rules.payouts : 'Available money is paid to the bank account you enter on the Payouts page on the next payout day.'} If the bank returns a
        payout, the money goes back to your available balance and we email you why.
      </p>
      <p>
        If you refund a return after your earnings for it were paid out, the refund is taken from your next payouts: a negative balance is carried, never lost.
        Your{' '}
        <Link to="/seller/payouts" className={link}>
          Payouts page
        </Link>{' '}
        shows your pending, available and paid-out balances, your payouts and a statement of every entry.
      </p>
    </>
  );
}

const HIGHLIGHTS: readonly Highlight[] = [
  { Icon: Flag, title: 'Made in the USA', text: 'Everything you list must be manufactured in the United States.' },
  { Icon: Percent, title: `${PLATFORM_FEE} platform fee`, text: 'Charged only when you sell: listing is free.' },
  { Icon: Truck, title: 'Ship in 1-2 business days', text: 'With USPS labels and tracking from your seller tools.' },
  { Icon: RotateCcw, title: `${RETURN_WINDOW_DAYS}-day returns`, text: `Your buyers can return an item within ${RETURN_WINDOW_DAYS} days of delivery.` },
];

const SECTIONS: readonly ContentSection[] = [
  {
    id: 'agreement',
    title: 'This agreement',
    body: (
      <p>
        These Seller Terms apply when you open a seller account and sell on Heartland Market, on top of our{' '}
        <Link to="/terms" className={link}>
          Terms of Service
        </Link>
        . You accept them when you activate your seller account.
      </p>
    ),
  },
  {
    id: 'who-can-sell',
    title: 'Who can sell',
    body: (
      <Bullets
        items={[
          'Heartland Market is for American makers. You confirm that every product you list is manufactured in the United States, and you must be able to show how and where it is made if we ask.',
          'You must be at least 18, able to enter into a contract, and able to ship from an address in the United States.',
          'Keep your company name, website and ship-from address up to date: buyers and USPS rely on them.',
        ]}
      />
    ),
  },
  {
    id: 'listings',
    title: 'Your listings',
    body: (
      <>
        <Bullets
          items={[
            'Describe each product honestly: what it is, what it is made of, its size and its condition. Use your own photos of the actual product.',
            'Set a price and keep your stock count right, so buyers never pay for something you cannot send.',
            'Do not list anything illegal, unsafe, counterfeit, recalled or that infringes someone else’s rights, and no weapons, alcohol, tobacco or adult products.',
          ]}
        />
        <p>
          Our team may review a new listing, or a change to an approved one, before shoppers see it, and may hide or remove a listing that breaks these terms.
          We tell you when we do.
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Fees',
    body: (
      <>
        <p>
          Listing is free. When you make a sale, Heartland Market keeps a platform fee of {PLATFORM_FEE} of your sales: the price of the items sold times their
          quantity, less their share of any multi-item discount. The fee covers the marketplace, card payments and customer support.
        </p>
        <Bullets
          items={[
            'Sales tax and shipping charges are not sales: no fee is charged on them. We collect the sales tax of the buyer’s state and pay it to that state.',
            `Orders of ${MULTI_ITEM_DISCOUNT_MIN_ITEMS} or more items get ${MULTI_ITEM_DISCOUNT_PERCENT}% off before tax ("${MULTI_ITEM_DISCOUNT_LABEL}"). The sellers of the order fund it: it is shared over the order’s items in proportion to their price, to the cent, and your sales are your items’ prices less their share. A $260.00 table in an order with $28.00 of another maker’s items carries $13.00 of the $14.40 off.`,
            'Items of a cancelled order, and items returned and refunded, are taken out of your sales, so you pay no fee on them.',
            'Your seller dashboard shows your sales, the fee and what you earn; your Payouts page shows your balances and a statement of every entry for any period.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'getting-paid',
    title: 'Getting paid',
    body: <GettingPaid />,
  },
  {
    id: 'shipping',
    title: 'Shipping orders',
    body: (
      <>
        <p>
          Ship every order within 1-2 business days of the order: buyers are told "{HANDLING_TIME}" Create the USPS label from your seller tools, so the buyer
          gets a tracking number and can follow the package. Pack items so they arrive undamaged.
        </p>
        <p>
          The label is bought for a box worked out from your listings: each item laid flat on its largest side and the items stacked, so the box is as long as
          your longest item, as wide as your widest and as high as all of them together (an item listed without dimensions counts as 12x9x3 in), weighing what
          the items weigh (16 oz an item without a weight). Before you buy, you see the service, the postage and that package; keep your listings’ dimensions
          and weights accurate so the label matches what you ship. USPS takes packages up to 70 lb, and up to 130 inches in length plus girth.
        </p>
        <p>{SHIP_TO}</p>
        <p>Buyers can cancel an order while it is still Processing. Once you have shipped it, it can no longer be cancelled.</p>
      </>
    ),
  },
  {
    id: 'returns',
    title: 'Returns and refunds',
    body: (
      <>
        <p>
          You accept returns under our{' '}
          <Link to="/returns-policy" className={link}>
            Returns &amp; Refunds Policy
          </Link>
          : a buyer can return an item for any reason within {RETURN_WINDOW_DAYS} days of delivery.
        </p>
        <Bullets
          items={[
            'Review each return request within 1-2 business days. Approve it and create the prepaid return label from your Returns page; ask for photos or details on custom-made or perishable items before you decide.',
            'When the item comes back, inspect it and issue the refund: the price the buyer paid for it (its price less its share of any multi-item discount), with its sales tax. Shipping is not refunded, and the refunded item leaves your sales.',
            'For an item that arrives damaged, defective or not as described, work with the buyer and our support team to replace or refund it.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'buyers-data',
    title: "Your buyers' information",
    body: (
      <p>
        You receive a buyer's name and shipping address to send their order. Use them only to fulfil and support that order: do not add buyers to mailing lists,
        contact them about anything else or share their details. Our{' '}
        <Link to="/privacy" className={link}>
          Privacy Policy
        </Link>{' '}
        tells buyers how their information is handled.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Suspension and closing your shop',
    body: (
      <p>
        We may suspend or close a seller account that breaks these terms, for example by listing products not made in the USA, not shipping orders or not
        honoring returns, after telling you why. You can stop selling at any time by{' '}
        <Link to="/contact" className={link}>
          contacting us
        </Link>
        ; orders already placed must still be shipped and their returns handled.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We will tell you by email at least 30 days before a change to the platform fee or to these terms takes effect. The date at the top of this page shows
        when they last changed.
      </p>
    ),
  },
];

/** What the server asks before rendering the page (decision 0051): the payout policy "Getting paid" states. */
export const pageData: PageData = {
  prefetch: (queryClient) => queryClient.prefetchQuery(payoutPolicyQuery),
};

/** /seller-terms: what a seller accepts on the become-seller form, the 15% fee among it (docs/decisions/0047). */
export default function SellerTermsPage() {
  useSeo({
    title: 'Seller Terms',
    description: `The terms of selling on Heartland Market: American-made products, a ${PLATFORM_FEE} platform fee on sales, shipping within 1-2 business days and ${RETURN_WINDOW_DAYS}-day returns.`,
  });
  return (
    <ContentPage
      title="Seller Terms"
      lead="What we ask of the American makers who sell on Heartland Market, and what they can expect from us."
      updated={LEGAL_UPDATED}
      highlights={HIGHLIGHTS}
      sections={SECTIONS}
    />
  );
}
