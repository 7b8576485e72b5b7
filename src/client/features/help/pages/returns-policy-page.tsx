import { BadgeCheck, CreditCard, RotateCcw, Tag } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import { useSeo } from '#client/lib/seo.tsx';
import { RETURN_WINDOW_DAYS } from '#shared/returns.ts';
import { Bullets, ContentPage, Steps, type ContentSection, type Highlight } from '../components/content-page.tsx';
import { REFUND_TIMING, REPORT_WINDOW_DAYS, SELLER_REVIEW } from '../policy.ts';

const link = 'font-semibold text-brand-700 hover:underline';

const HIGHLIGHTS: readonly Highlight[] = [
  { Icon: RotateCcw, title: `${RETURN_WINDOW_DAYS}-day returns`, text: `Return an item for any reason within ${RETURN_WINDOW_DAYS} days of delivery.` },
  { Icon: BadgeCheck, title: 'Reviewed in 1-2 business days', text: 'Most return requests are approved automatically.' },
  { Icon: Tag, title: 'Prepaid return label', text: 'Once your return is approved, we email you a prepaid USPS label.' },
  { Icon: CreditCard, title: 'Refunds in 3-5 business days', text: 'Back to your original payment method.' },
];

const SECTIONS: readonly ContentSection[] = [
  {
    id: 'policy',
    title: 'Our return policy',
    body: (
      <>
        <p>
          You can return an item for any reason within {RETURN_WINDOW_DAYS} days of the day it was delivered. You can return some or all of the units of an item
          you bought, and each item of an order can be returned on its own.
        </p>
        <p>
          Please send items back in the condition you received them, in their original packaging where you can. Each item goes back to the American maker who
          sold it, and they check it when it arrives.
        </p>
      </>
    ),
  },
  {
    id: 'how-to-return',
    title: 'How to return an item',
    body: (
      <>
        <Steps
          items={[
            {
              title: 'Request the return',
              text: (
                <>
                  Open{' '}
                  <Link to="/orders" className={link}>
                    My Orders
                  </Link>
                  , choose the delivered order and select Return Item. Pick the reason and the quantity, and add any details that help the seller.
                </>
              ),
            },
            { title: 'The seller reviews it', text: SELLER_REVIEW },
            { title: 'Get your label', text: 'Once your return is approved, we email you a prepaid USPS return label.' },
            { title: 'Ship it back', text: 'Pack the item securely, attach the label and drop the package off at any post office or USPS collection point.' },
            { title: 'Inspection and refund', text: 'When the seller has received and inspected the item, they issue your refund.' },
          ]}
        />
        <p>
          You can follow each request and its status on your{' '}
          <Link to="/returns" className={link}>
            Returns
          </Link>{' '}
          page.
        </p>
      </>
    ),
  },
  {
    id: 'damaged-defective',
    title: 'Damaged, defective or wrong items',
    body: (
      <>
        <p>
          If an item arrives damaged, does not work, is not what you ordered or does not match its description, please tell us within {REPORT_WINDOW_DAYS} days
          of delivery, so the seller can look into it while the details are fresh. Request a return with the reason that fits and describe what is wrong, and
          keep the packaging until the return is settled.
        </p>
        <p>
          These items are covered by the same {RETURN_WINDOW_DAYS}-day return window as any other. For a package that is lost or never arrived, see{' '}
          <Link to="/shipping" className={link}>
            Shipping Information
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: 'special-items',
    title: 'Custom-made and perishable items',
    body: (
      <p>
        Custom-made, personalized and perishable items (such as food) can be returned too, but the seller reviews them case by case and may ask you for photos
        or more details before approving the return. The more you tell them in your request, the faster they can decide.
      </p>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <>
        <Bullets
          items={[
            'For a return, the seller issues your refund once they have received and inspected the item. The refund is the price you paid for the items you send back, with their sales tax: on an order with the multi-item discount, less their share of it. Shipping is not refunded.',
            'For a cancelled order, the whole payment is refunded as soon as you cancel.',
            REFUND_TIMING,
          ]}
        />
        <p>Refunds always go back to the card you paid with; we can't send them to another card or account.</p>
      </>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancelling an order',
    body: (
      <p>
        You can cancel an order while its status is Processing: open it from{' '}
        <Link to="/orders" className={link}>
          My Orders
        </Link>{' '}
        and choose Cancel Order. Once an order has shipped it can no longer be cancelled, but you can return it after it is delivered.
      </p>
    ),
  },
];

/** /returns-policy (docs/product.md B2 and B9). */
export default function ReturnsPolicyPage() {
  useSeo({
    title: 'Returns & Refunds Policy',
    description: `Return any item within ${RETURN_WINDOW_DAYS} days of delivery with a prepaid label. How returns work, what happens to damaged or wrong items, and when your refund arrives.`,
  });
  return (
    <ContentPage
      title="Returns & Refunds Policy"
      lead={`If something isn't right, you have ${RETURN_WINDOW_DAYS} days from delivery to send it back. Here is how returns and refunds work at Heartland Market.`}
      highlights={HIGHLIGHTS}
      sections={SECTIONS}
    />
  );
}
