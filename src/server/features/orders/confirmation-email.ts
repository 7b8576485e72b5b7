// The order confirmation email, written to the outbox in the order's own transaction. Plain text
// for every mail client, HTML beside it; every string a user typed (names, address, product
// names) is escaped in the HTML.
import type { MailMessage } from '#server/integrations/mail/outbox.ts';
import { cardDescription } from '#shared/cards.ts';
import { lineName } from '#shared/variant-label.ts';
import { MULTI_ITEM_DISCOUNT_LABEL } from '#shared/checkout-rules.ts';
import { formatDate } from '#shared/dates.ts';
import { formatCents, formatUsd, toCents } from '#shared/money.ts';
import type { OrderDto } from '#shared/schemas/orders.ts';
import { groupByShop, shopHeadingText } from '#shared/shop-groups.ts';

export const ORDER_CONFIRMATION_KIND = 'order_confirmation';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function shippingLabel(order: OrderDto): string {
  // The promise checkout showed (docs/decisions/0044), as the confirmation page states it.
  const details = [order.shippingMethod, `arrives by ${formatDate(order.promisedDeliveryDate, 'day')}`].filter(Boolean).join(', ');
  return `Shipping (${details})`;
}

export function addressLines(order: OrderDto): string[] {
  const a = order.shippingAddress;
  return [a.fullName, a.street, `${a.city}, ${a.state} ${a.zipCode}`, a.country, ...(a.phone ? [`Phone: ${a.phone}`] : [])];
}

/** An absolute link to a page of the site (`path` starts with '/'). */
export const siteLink = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;

/** A link styled as a button (mail clients ignore stylesheets, so the style is inline). */
export const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

/** The marketplace's mail frame around `body` (already escaped HTML) under the heading `title`. */
export function htmlMail(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f9fafb;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${body}
<p style="color:#6b7280;font-size:12px">Heartland Market</p>
</div>
</body>
</html>
`;
}

interface Line {
  name: string;
  quantity: number;
  unit: string;
  total: string;
}

const toLine = (item: OrderDto['items'][number]): Line => ({
  name: lineName(item.productName, item.variantOptions),
  quantity: item.quantity,
  unit: formatUsd(item.price),
  total: formatCents(toCents(item.price) * item.quantity),
});

/** The order's lines by shop, one package each (docs/decisions/0055): the heading is null for lines no shop sells. */
export function shopSections(order: OrderDto): Array<{ heading: string | null; lines: Line[] }> {
  return groupByShop(order.items, (item) => item.seller).map(({ seller, items }) => {
    // Once labelled, the package's own ship-from city; until then the shop's location.
    const shipped = seller ? order.shipments.find((s) => s.sellerId === seller.id)?.shipFrom : undefined;
    return { heading: seller ? shopHeadingText(seller, shipped ?? seller) : null, lines: items.map(toLine) };
  });
}

/**
 * The confirmation for a placed order, to the email of its shipping address. The caller checks
 * that the address has one; an order without it gets no confirmation.
 */
export function orderConfirmationEmail(order: OrderDto, publicUrl: string): MailMessage {
  const to = order.shippingAddress.email;
  if (!to) throw new Error(`Order ${order.id} has no email address to confirm to`);
  const link = siteLink(publicUrl, `/orders/${order.id}`);
  const name = order.shippingAddress.fullName;
  // The marketplace's calendar, as on the order's pages (src/shared/dates.ts).
  const date = formatDate(order.createdAt, 'long', order.createdAt);
  const sections = shopSections(order);
  const payment = cardDescription(order.paymentBrand, order.paymentLast4);
  const totals: Array<[string, string]> = [
    ['Subtotal', formatUsd(order.subtotal)],
    ...(toCents(order.discount) > 0 ? [[MULTI_ITEM_DISCOUNT_LABEL, `-${formatUsd(order.discount)}`] as [string, string]] : []),
    ['Tax', formatUsd(order.tax)],
    [shippingLabel(order), formatUsd(order.shipping)],
  ];

  const text = [
    `Hello ${name},`,
    '',
    `Thank you for shopping at Heartland Market. Your order #${order.id}, placed on ${date}, is confirmed.`,
    '',
    'Items',
    ...sections.flatMap(({ heading, lines }, i) => [
      ...(i > 0 ? [''] : []),
      ...(heading ? [heading] : []),
      ...lines.map((l) => `- ${l.name}: ${l.quantity} × ${l.unit} = ${l.total}`),
    ]),
    '',
    ...totals.map(([label, amount]) => `${label}: ${amount}`),
    `Total: ${formatUsd(order.total)}`,
    '',
    'Shipping to',
    ...addressLines(order),
    ...(payment ? ['', `Payment: ${payment}`] : []),
    '',
    `View your order: ${link}`,
    '',
    'Heartland Market',
    '',
  ].join('\n');

  const e = escapeHtml;
  const cell = 'padding:4px 8px;border-bottom:1px solid #e5e7eb';
  const html = htmlMail(
    `Your order #${order.id} is confirmed`,
    `<p>Hello ${e(name)},</p>
<p>Thank you for shopping at Heartland Market. Your order <strong>#${order.id}</strong>, placed on ${e(date)}, is confirmed.</p>
<table style="width:100%;border-collapse:collapse;margin:16px 0" role="presentation">
<thead><tr><th style="${cell};text-align:left">Item</th><th style="${cell};text-align:right">Quantity × price</th><th style="${cell};text-align:right">Total</th></tr></thead>
<tbody>
${sections
  .flatMap(({ heading, lines }) => [
    ...(heading ? [`<tr><td colspan="3" style="padding:12px 8px 4px;font-weight:bold">${e(heading)}</td></tr>`] : []),
    ...lines.map(
      (l) =>
        `<tr><td style="${cell}">${e(l.name)}</td><td style="${cell};text-align:right">${l.quantity} × ${e(l.unit)}</td><td style="${cell};text-align:right">${e(l.total)}</td></tr>`,
    ),
  ])
  .join('\n')}
</tbody>
<tfoot>
${totals.map(([label, amount]) => `<tr><td colspan="2" style="padding:4px 8px;text-align:right">${e(label)}</td><td style="padding:4px 8px;text-align:right">${e(amount)}</td></tr>`).join('\n')}
<tr><td colspan="2" style="padding:4px 8px;text-align:right"><strong>Total</strong></td><td style="padding:4px 8px;text-align:right"><strong>${e(formatUsd(order.total))}</strong></td></tr>
</tfoot>
</table>
<h2 style="font-size:16px;margin:16px 0 8px">Shipping to</h2>
<p style="margin:0">${addressLines(order).map(e).join('<br>')}</p>
${payment ? `<h2 style="font-size:16px;margin:16px 0 8px">Payment</h2>\n<p style="margin:0">${e(payment)}</p>\n` : ''}${button(link, 'View your order')}`,
  );

  return {
    kind: ORDER_CONFIRMATION_KIND,
    to,
    subject: `Your Heartland Market order #${order.id} is confirmed`,
    text,
    html,
  };
}
