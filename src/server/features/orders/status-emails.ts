// The shopper's emails when an order changes status (issue 11): shipped (with the tracking numbers),
// delivered, cancelled. Written to the outbox by whoever makes the change, in its transaction; plain
// text for every mail client, HTML beside it with every stored string escaped.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { orders, users } from '#server/db/schema.ts';
import { enqueueMail, isMailAddress, type MailMessage } from '#server/integrations/mail/outbox.ts';
import { cardDescription } from '#shared/cards.ts';
import { lineName } from '#shared/variant-label.ts';
import { formatDate } from '#shared/dates.ts';
import { deliveryPromise } from '#shared/delivery-estimate.ts';
import { formatUsd } from '#shared/money.ts';
import { CANCEL_REASON_LABELS, type OrderDto, type ShipmentDto } from '#shared/schemas/orders.ts';
import { groupByShop, placeName, shopHeadingText } from '#shared/shop-groups.ts';
import { button, escapeHtml as e, htmlMail, siteLink } from './confirmation-email.ts';
import { getOrder } from './dto.ts';

export type OrderStatusEvent = 'shipped' | 'delivered' | 'cancelled';

export const ORDER_STATUS_KINDS: Record<OrderStatusEvent, string> = {
  shipped: 'order_shipped',
  delivered: 'order_delivered',
  cancelled: 'order_cancelled',
};

/**
 * Writes the email for `event` of order `orderId` to the outbox. Pass the transaction that makes the
 * change, so the email commits or rolls back with it. It goes to the order's contact email (the
 * checkout form's), or to the account's when the order has none usable.
 */
export async function enqueueOrderStatusEmail(db: Db | Tx, orderId: number, event: OrderStatusEvent, publicUrl: string): Promise<void> {
  const order = await getOrder(db, orderId);
  const to = await recipient(db, order);
  if (to) await enqueueMail(db, orderStatusEmail(order, event, to, publicUrl));
}

async function recipient(db: Db | Tx, order: OrderDto): Promise<string | null> {
  const contact = order.shippingAddress.email?.trim();
  if (contact && isMailAddress(contact)) return contact;
  const [owner] = await db.select({ email: users.email }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, order.id));
  return owner && isMailAddress(owner.email) ? owner.email : null;
}

interface Content {
  subject: string;
  heading: string;
  /** paragraphs, as plain text (escaped for the HTML part) */
  paragraphs: string[];
  /** further links: label and absolute URL */
  links: Array<[label: string, href: string]>;
}

/** The message for `event` of `order`, to `to`. */
export function orderStatusEmail(order: OrderDto, event: OrderStatusEvent, to: string, publicUrl: string): MailMessage {
  const content = CONTENT[event](order, publicUrl);
  const orderLink = siteLink(publicUrl, `/orders/${order.id}`);
  const name = order.shippingAddress.fullName;
  // By shop, one package each (docs/decisions/0055); lines no shop sells last, without a heading.
  const groups = groupByShop(order.items, (i) => i.seller).map(({ seller, items }) => ({
    heading: seller ? shopHeadingText(seller, order.shipments.find((s) => s.sellerId === seller.id)?.shipFrom ?? seller) : null,
    items: items.map((i) => `${lineName(i.productName, i.variantOptions)} × ${i.quantity}`),
  }));
  const text = [
    `Hello ${name},`,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    'Items',
    ...groups.flatMap(({ heading, items }, n) => [...(n > 0 ? [''] : []), ...(heading ? [heading] : []), ...items.map((i) => `- ${i}`)]),
    '',
    ...content.links.map(([label, href]) => `${label}: ${href}`),
    `View your order: ${orderLink}`,
    '',
    'Heartland Market',
    '',
  ].join('\n');
  const html = htmlMail(
    content.heading,
    [
      `<p>Hello ${e(name)},</p>`,
      ...content.paragraphs.map((p) => `<p>${e(p)}</p>`),
      `<h2 style="font-size:16px;margin:16px 0 8px">Items</h2>`,
      ...groups.flatMap(({ heading, items }) => [
        ...(heading ? [`<p style="margin:12px 0 4px;font-weight:bold">${e(heading)}</p>`] : []),
        `<ul style="margin:0;padding-left:20px">${items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>`,
      ]),
      ...content.links.map(([label, href]) => `<p><a href="${e(href)}">${e(label)}</a></p>`),
      button(orderLink, 'View your order'),
    ].join('\n'),
  );
  return { kind: ORDER_STATUS_KINDS[event], to, subject: content.subject, text, html };
}

/** 'USPS Priority Mail'; a service already named with its carrier ('USPS Ground Advantage') is not named twice. */
function carrierService({ carrier, service }: ShipmentDto): string {
  return service.toLowerCase().startsWith(`${carrier.toLowerCase()} `) ? service : `${carrier} ${service}`;
}

/** 'Prairie Workshop Co. (ships from Ames, IA): ' before a package's tracking number; '' for a package no shop sends. */
function packageOrigin(order: OrderDto, shipment: ShipmentDto): string {
  const shop = order.items.find((i) => i.seller && i.seller.id === shipment.sellerId)?.seller;
  if (!shop) return '';
  const place = placeName(shipment.shipFrom);
  return `${shop.shopName}${place ? ` (ships from ${place})` : ''}: `;
}

const CONTENT: Record<OrderStatusEvent, (order: OrderDto, publicUrl: string) => Content> = {
  shipped: (order, publicUrl) => {
    const packages = order.shipments.length;
    return {
      subject: `Your Heartland Market order #${order.id} has shipped`,
      heading: `Your order #${order.id} has shipped`,
      paragraphs: [
        `Good news: your order #${order.id} is on its way${packages > 1 ? ` in ${packages} packages` : ''}.`,
        ...order.shipments.map((s) => `${packageOrigin(order, s)}${carrierService(s)}, tracking number ${s.trackingNumber}`),
        `${deliveryPromise(order.promisedDeliveryDate, order.estimatedDeliveryDate)}.`,
      ],
      links: order.shipments.map((s) => [
        `Track package ${s.trackingNumber}`,
        siteLink(publicUrl, `/tracking?tracking=${encodeURIComponent(s.trackingNumber)}`),
      ]),
    };
  },
  delivered: (order) => ({
    subject: `Your Heartland Market order #${order.id} has been delivered`,
    heading: `Your order #${order.id} has been delivered`,
    paragraphs: [
      `Your order #${order.id} was delivered${order.deliveredAt ? ` on ${formatDate(order.deliveredAt)}` : ''}. We hope you enjoy it.`,
      ...(order.returnableUntil
        ? [`If something is not right, you can request a return from your order page until ${formatDate(order.returnableUntil)}.`]
        : []),
    ],
    links: [],
  }),
  cancelled: (order) => {
    const payment = cardDescription(order.paymentBrand, order.paymentLast4);
    return {
      subject: `Your Heartland Market order #${order.id} has been cancelled`,
      heading: `Your order #${order.id} has been cancelled`,
      paragraphs: [
        `Your order #${order.id} has been cancelled${order.cancelReason ? ` (reason: ${CANCEL_REASON_LABELS[order.cancelReason]})` : ''}.`,
        ...(order.paymentIntentId
          ? [
              `Your payment of ${formatUsd(order.total)} is being refunded${payment ? ` to your ${payment}` : ''}. Refunds are processed within 3-5 business days; your bank may take a few more days to show it.`,
            ]
          : []),
      ],
      links: [],
    };
  },
};
