// The emails a shopper gets as the seller handles their return (docs/product.md B4's lifecycle:
// review, prepaid label emailed, ship back, inspection, refund). Queued in the transaction of the
// change they report, to the order's contact email as the request's confirmation went, else the
// account's; every stored string is escaped in the HTML.
import { button, escapeHtml as e, htmlMail, siteLink } from '#server/features/orders/confirmation-email.ts';
import { sellerOriginOf } from '#server/features/shipping/ship-from.ts';
import { enqueueMail, isMailAddress } from '#server/integrations/mail/outbox.ts';
import type { Tx } from '#server/db/client.ts';
import { cardDescription } from '#shared/cards.ts';
import { lineName } from '#shared/variant-label.ts';
import { formatCents } from '#shared/money.ts';
import { placeName } from '#shared/shop-groups.ts';
import { returnLabelPath, type ReturnContext } from './seller-query.ts';
import { returnRefundCents } from './seller-refunds.ts';

export type ReturnEvent =
  | { kind: 'approved'; row: ReturnContext }
  | { kind: 'label'; row: ReturnContext }
  | { kind: 'rejected'; row: ReturnContext; reason: string | null }
  | { kind: 'refunded'; row: ReturnContext };

interface Content {
  subject: string;
  title: string;
  paragraphs: string[];
  link: { path: string; label: string };
}

const REFUND_TIMING = 'Refunds are processed within 3-5 business days; your bank may take 2-10 more days to show it on your statement.';

/** Who sold the item and where it goes back to (docs/decisions/0055): the shop's name and ship-from city. */
interface Shop {
  name: string;
  place: string | null;
}

function content(event: ReturnEvent, shop: Shop | null): Content {
  const { request, order, line } = event.row;
  const seller = shop?.name ?? 'The seller';
  const what = `${request.quantity} × ${lineName(line.productName, line.variantOptions)}`;
  const ofOrder = `for order #${order.id}`;
  const requests = { path: '/returns', label: 'Your return requests' };
  switch (event.kind) {
    case 'approved':
      return {
        subject: `Your return ${ofOrder} is approved`,
        title: 'Your return is approved',
        paragraphs: [`${seller} approved your return of ${what} from order #${order.id}.`, 'Your prepaid return label follows in a separate email.'],
        link: requests,
      };
    case 'label':
      return {
        subject: `Your prepaid return label ${ofOrder}`,
        title: 'Your prepaid return label',
        paragraphs: [
          `Your return of ${what} from order #${order.id} is approved and its prepaid USPS label is ready (tracking number ${request.trackingNumber}).`,
          ...(shop ? [`The label takes the package back to ${shop.name}${shop.place ? ` in ${shop.place}` : ''}.`] : []),
          'Sign in, open the label, print it and tape it to the package. Then drop the package at a post office or hand it to your carrier.',
          'When the seller has received and inspected the item, your refund goes back to your original payment method.',
        ],
        link: { path: returnLabelPath(request.id), label: 'Print your return label' },
      };
    case 'rejected':
      return {
        subject: `Your return request ${ofOrder} was declined`,
        title: 'Your return request was declined',
        paragraphs: [
          `${seller} declined your request to return ${what} from order #${order.id}.`,
          ...(event.reason ? [`The seller's reason: ${event.reason}`] : []),
          'If you have questions, reply through our contact page.',
        ],
        link: requests,
      };
    case 'refunded': {
      const card = cardDescription(order.paymentBrand, order.paymentLast4);
      return {
        subject: `Your refund ${ofOrder}`,
        title: 'Your return is complete',
        paragraphs: [
          `${seller} received and inspected your return of ${what} from order #${order.id}.`,
          `Your refund of ${formatCents(returnRefundCents(event.row))} (the item and its sales tax) is on its way to ${card ? `your ${card}` : 'your original payment method'}. ${REFUND_TIMING}`,
        ],
        link: requests,
      };
    }
  }
}

/** Queues the shopper's email about `event`; a request without a usable address gets none. */
export async function queueReturnEmail(tx: Tx, event: ReturnEvent, publicUrl: string): Promise<void> {
  const { order, shopperEmail } = event.row;
  const to = [order.shippingAddress.email?.trim(), shopperEmail].find((address) => address && isMailAddress(address));
  if (!to) return;
  const origin = event.row.sellerId === null ? undefined : await sellerOriginOf(tx, event.row.sellerId);
  const shop = origin ? { name: origin.name, place: placeName(origin.address) } : null;
  const { subject, title, paragraphs, link } = content(event, shop);
  const name = order.shippingAddress.fullName;
  const href = siteLink(publicUrl, link.path);
  await enqueueMail(tx, {
    kind: `return_${event.kind}`,
    to,
    subject,
    text: [`Hello ${name},`, '', ...paragraphs.flatMap((p) => [p, '']), `${link.label}: ${href}`, '', 'Heartland Market', ''].join('\n'),
    html: htmlMail(title, [`<p>Hello ${e(name)},</p>`, ...paragraphs.map((p) => `<p>${e(p)}</p>`), button(href, link.label)].join('\n')),
  });
}
