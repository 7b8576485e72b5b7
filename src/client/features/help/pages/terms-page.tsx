import { CreditCard, MapPin, RotateCcw, Store } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import { useSeo } from '#client/lib/seo.tsx';
import { RETURN_WINDOW_DAYS } from '#shared/returns.ts';
import { SITE_BUSINESS } from '#shared/site.ts';
import { Bullets, ContentPage, type ContentSection, type Highlight } from '../components/content-page.tsx';
import { LEGAL_UPDATED, SHIP_TO } from '../policy.ts';

const link = 'font-semibold text-brand-700 hover:underline';

const HIGHLIGHTS: readonly Highlight[] = [
  { Icon: Store, title: 'A marketplace of makers', text: 'Each item is sold by the American maker who lists it; we run the store and take your payment.' },
  {
    Icon: CreditCard,
    title: 'Pay only for what ships',
    text: 'An order exists only once your card payment has gone through, at the prices checkout showed you.',
  },
  { Icon: RotateCcw, title: `${RETURN_WINDOW_DAYS}-day returns`, text: `Return an item for any reason within ${RETURN_WINDOW_DAYS} days of delivery.` },
  { Icon: MapPin, title: 'United States only', text: 'We ship to all 50 states, D.C., U.S. territories and military addresses.' },
];

const SECTIONS: readonly ContentSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        Heartland Market is run by {SITE_BUSINESS.legalName}, {SITE_BUSINESS.addressLines.join(', ')}. These terms are the agreement between you and us when you
        use our website, create an account or buy something. By using the site you accept them; if you don't agree, please don't use it.
      </p>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <Bullets
        items={[
          'You must be at least 18 years old, or use the site with a parent or guardian, to create an account or place an order.',
          'Give us true details (your email address and, at checkout, your name and shipping address) and keep them up to date on your Profile page.',
          'Keep your password to yourself. You are responsible for what is done with your account; if you think someone else has used it, change your password and tell us.',
          'We may suspend or close an account that breaks these terms, for example one used for fraud or to harass others.',
        ]}
      />
    ),
  },
  {
    id: 'buying',
    title: 'Buying on Heartland Market',
    body: (
      <>
        <p>
          Each product is listed and sold by an independent American maker, who is responsible for its description, its quality and sending it to you. We run
          the marketplace: we show the listings, take your payment, pass your order to the seller and handle returns and support.
        </p>
        <Bullets
          items={[
            'Prices are in U.S. dollars. Checkout shows the items, any multi-item discount, shipping and the sales tax of your state before you pay; that is the amount we charge.',
            'We accept cards through our payment provider. Your order is placed only when the payment succeeds, and you receive an order confirmation by email.',
            'You can cancel an order yourself while it is still Processing, from My Orders.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'shipping-returns',
    title: 'Shipping and returns',
    body: (
      <>
        <p>{SHIP_TO}</p>
        <p>
          You can return an item within {RETURN_WINDOW_DAYS} days of delivery. How shipping, returns and refunds work is set out in our{' '}
          <Link to="/shipping" className={link}>
            Shipping Information
          </Link>{' '}
          and{' '}
          <Link to="/returns-policy" className={link}>
            Returns &amp; Refunds Policy
          </Link>
          , which are part of these terms.
        </p>
      </>
    ),
  },
  {
    id: 'reviews',
    title: 'Reviews and other content you post',
    body: (
      <>
        <p>
          You can review a product once your order of it has been delivered. Reviews must be your own honest experience: no reviews in exchange for payment, no
          offensive language, no personal details of others and no links to other shops.
        </p>
        <p>You keep the rights to what you write, and you let us show it on Heartland Market. We may remove content that breaks these rules.</p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Using the site fairly',
    body: (
      <Bullets
        items={[
          "Don't try to get into other people's accounts or into parts of the site that are not meant for you.",
          "Don't overload the site, scrape it in bulk or interfere with how it works.",
          "Don't use the site to break the law, to send spam or to sell anything outside Heartland Market.",
        ]}
      />
    ),
  },
  {
    id: 'selling',
    title: 'Selling',
    body: (
      <p>
        If you sell on Heartland Market, our{' '}
        <Link to="/seller-terms" className={link}>
          Seller Terms
        </Link>{' '}
        apply as well, including the platform fee on each sale.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'If something goes wrong',
    body: (
      <>
        <p>
          We work to keep the site available and its information correct, but we can't promise that it will always be free of errors or interruptions. Our
          responsibility for an order is limited to the amount you paid for it, except where the law does not allow such a limit. Nothing in these terms takes
          away rights you have under consumer protection laws.
        </p>
        <p>
          If you have a complaint, please{' '}
          <Link to="/contact" className={link}>
            contact us
          </Link>{' '}
          first: most problems are put right quickly. These terms are governed by the laws of the State of Iowa and of the United States.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as the marketplace changes. The date at the top of this page shows when they last changed. An order is governed by the terms
        in force when you placed it.
      </p>
    ),
  },
];

/** /terms: the marketplace's terms of service (docs/decisions/0047). */
export default function TermsPage() {
  useSeo({
    title: 'Terms of Service',
    description: 'The terms of using Heartland Market: your account, buying from American makers, payment, shipping, returns, reviews and fair use.',
  });
  return (
    <ContentPage
      title="Terms of Service"
      lead="The rules of using Heartland Market, in plain English: what you can expect from us and what we ask of you."
      updated={LEGAL_UPDATED}
      highlights={HIGHLIGHTS}
      sections={SECTIONS}
    />
  );
}
