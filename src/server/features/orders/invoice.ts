// The order's invoice as a PDF (GET /api/orders/{id}/invoice): who sells, to whom, what, for how
// much, paid how, and what was refunded. Drawn with pdfkit's built-in Helvetica, so no font file
// has to ship with the server.
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { checkouts } from '#server/db/schema.ts';
import { cardDescription } from '#shared/cards.ts';
import { lineName } from '#shared/variant-label.ts';
import { MULTI_ITEM_DISCOUNT_LABEL } from '#shared/checkout-rules.ts';
import { formatDate } from '#shared/dates.ts';
import { formatCents, formatUsd, toCents } from '#shared/money.ts';
import { CANCEL_REASON_LABELS, type OrderDto } from '#shared/schemas/orders.ts';
import { groupByShop, shopHeadingText } from '#shared/shop-groups.ts';
import { SITE_BUSINESS, SITE_NAME } from '#shared/site.ts';
import { findReadableOrder, toOrderDtos } from './dto.ts';

export const invoiceFileName = (orderId: number) => `heartland-market-invoice-${orderId}.pdf`;
export const invoiceNumber = (orderId: number) => `HM-${String(orderId).padStart(6, '0')}`;

/** The invoice of order `orderId` as `userId` may read it (the shopper's, or a seller's part); 404 otherwise. */
export async function orderInvoice(db: Db, orderId: number, userId: number): Promise<Buffer> {
  const { order, viewer } = await findReadableOrder(db, orderId, userId);
  const [dto] = await toOrderDtos(db, [order], viewer);
  const [checkout] = await db.select({ taxPercentage: checkouts.taxPercentage }).from(checkouts).where(eq(checkouts.orderId, orderId)).limit(1);
  return renderInvoice(dto!, { taxPercentage: checkout?.taxPercentage ?? null, partial: viewer.role === 'seller' });
}

/**
 * pdfkit's standard fonts draw Windows-1252 only: anything else (emoji, other scripts) would come
 * out as unrelated glyphs, so it is shown as '?'.
 */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export function pdfText(value: string): string {
  return Array.from(value, (c) => {
    const code = c.codePointAt(0)!;
    return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(c) ? c : c === '\n' ? c : '?';
  }).join('');
}

const INK = '#111827';
const MUTED = '#6b7280';
const RULE = '#d1d5db';

/** "6%", "6.25%" */
const percent = (rate: number) => `${Number(rate.toFixed(3))}%`;

export async function renderInvoice(order: OrderDto, options: { taxPercentage: number | null; partial: boolean }): Promise<Buffer> {
  // Loaded at the first invoice, not at startup: pdfkit costs the idle server about 12 MB (issue 14).
  const { default: PDFDocument } = await import('pdfkit');
  const title = `${SITE_NAME} invoice ${invoiceNumber(order.id)} for order #${order.id}`;
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: title, Author: SITE_BUSINESS.legalName, Subject: `Order #${order.id}` } });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;
  const text = (value: string, x: number, y: number, opts: PDFKit.Mixins.TextOptions = {}) => doc.text(pdfText(value), x, y, opts);

  // Seller and invoice details, side by side.
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20);
  text(SITE_NAME, left, 50);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  text([SITE_BUSINESS.legalName, ...SITE_BUSINESS.addressLines, SITE_BUSINESS.supportEmail, SITE_BUSINESS.website].join('\n'), left, 76, { lineGap: 2 });
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK);
  text(order.status === 'cancelled' ? 'INVOICE (CANCELLED)' : 'INVOICE', left, 50, { width, align: 'right' });
  const details: Array<[string, string]> = [
    ['Invoice number', invoiceNumber(order.id)],
    ['Order number', `#${order.id}`],
    ['Invoice date', formatDate(order.createdAt)],
    ['Order date', formatDate(order.createdAt, 'dateTime')],
    ...(order.cancelledAt ? ([['Cancelled', formatDate(order.cancelledAt)]] as Array<[string, string]>) : []),
  ];
  let y = 80;
  doc.fontSize(9);
  for (const [label, value] of details) {
    doc.font('Helvetica').fillColor(MUTED);
    text(label, right - 250, y, { width: 110, align: 'right' });
    doc.font('Helvetica-Bold').fillColor(INK);
    text(value, right - 130, y, { width: 130, align: 'right' });
    y += 14;
  }

  // Bill to and ship to: the checkout's one address (only the card's brand and last four are kept).
  y = Math.max(y, 160) + 16;
  const a = order.shippingAddress;
  const address = [a.fullName, a.street, `${a.city}, ${a.state} ${a.zipCode}`, a.country];
  const columns: Array<[string, string[]]> = [
    ['BILL TO', [a.fullName, ...(a.email ? [a.email] : []), ...(a.phone ? [a.phone] : [])]],
    ['SHIP TO', address],
  ];
  columns.forEach(([heading, lines], i) => {
    const x = left + i * (width / 2);
    doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED);
    text(heading, x, y);
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    text(lines.join('\n'), x, y + 14, { width: width / 2 - 20, lineGap: 2 });
  });
  y += 14 + Math.max(...columns.map(([, lines]) => doc.heightOfString(pdfText(lines.join('\n')), { width: width / 2 - 20, lineGap: 2 }))) + 24;

  // The lines.
  const cols = { item: left, qty: left + width - 250, unit: left + width - 180, amount: left + width - 90 };
  const header = (top: number) => {
    doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED);
    text('ITEM', cols.item, top);
    text('QTY', cols.qty, top, { width: 50, align: 'right' });
    text('UNIT PRICE', cols.unit, top, { width: 80, align: 'right' });
    text('AMOUNT', cols.amount, top, { width: 90, align: 'right' });
    doc
      .moveTo(left, top + 13)
      .lineTo(right, top + 13)
      .strokeColor(RULE)
      .lineWidth(1)
      .stroke();
    return top + 20;
  };
  y = header(y);
  // By shop, as the order's packages (docs/decisions/0055): 'Sold by ... · Ships from ...' above each shop's lines.
  const fits = (height: number) => {
    if (y + height <= doc.page.height - doc.page.margins.bottom - 40) return;
    doc.addPage();
    y = header(doc.page.margins.top);
  };
  for (const { seller, items } of groupByShop(order.items, (item) => item.seller)) {
    if (seller) {
      const shipped = order.shipments.find((s) => s.sellerId === seller.id)?.shipFrom;
      fits(40);
      doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
      text(shopHeadingText(seller, shipped ?? seller), cols.item, y, { width });
      y += 16;
    }
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    for (const item of items) {
      const name = pdfText(lineName(item.productName, item.variantOptions));
      const height = doc.heightOfString(name, { width: cols.qty - cols.item - 20 });
      fits(height);
      doc.font('Helvetica').fontSize(10).fillColor(INK);
      text(name, cols.item, y, { width: cols.qty - cols.item - 20 });
      text(String(item.quantity), cols.qty, y, { width: 50, align: 'right' });
      text(formatUsd(item.price), cols.unit, y, { width: 80, align: 'right' });
      text(formatCents(toCents(item.price) * item.quantity), cols.amount, y, { width: 90, align: 'right' });
      y += height + 8;
    }
  }
  doc.moveTo(left, y).lineTo(right, y).strokeColor(RULE).stroke();
  y += 10;

  // The totals, then what was paid and refunded.
  const card = cardDescription(order.paymentBrand, order.paymentLast4);
  const refundedCents = toCents(order.refunded);
  const rows: Array<{ label: string; amount: string; bold?: boolean }> = [
    { label: 'Subtotal', amount: formatUsd(order.subtotal) },
    ...(toCents(order.discount) > 0 ? [{ label: MULTI_ITEM_DISCOUNT_LABEL, amount: `-${formatUsd(order.discount)}` }] : []),
    { label: options.taxPercentage === null ? 'Sales tax' : `Sales tax (${percent(options.taxPercentage)})`, amount: formatUsd(order.tax) },
    { label: order.shippingMethod ? `Shipping (${order.shippingMethod})` : 'Shipping', amount: formatUsd(order.shipping) },
    { label: 'Total', amount: formatUsd(order.total), bold: true },
    ...(card ? [{ label: `Paid with ${card}`, amount: formatUsd(order.total) }] : []),
  ];
  if (refundedCents > 0) {
    rows.push({ label: `Refunded${card ? ` to ${card}` : ''}`, amount: `-${formatCents(refundedCents)}` });
    rows.push({ label: 'Balance', amount: formatCents(toCents(order.total) - refundedCents), bold: true });
  } else if (order.status === 'cancelled' && order.paymentIntentId) {
    rows.push({ label: 'Refund in progress', amount: `-${formatUsd(order.total)}` });
  }
  if (y + rows.length * 16 > doc.page.height - doc.page.margins.bottom - 60) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  for (const row of rows) {
    doc
      .font(row.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(INK);
    text(row.label, left, y, { width: cols.amount - left - 10, align: 'right' });
    text(row.amount, cols.amount, y, { width: 90, align: 'right' });
    y += 16;
  }

  y += 20;
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  const notes = [
    ...(order.status === 'cancelled' ? [`This order was cancelled${order.cancelReason ? ` (${CANCEL_REASON_LABELS[order.cancelReason]})` : ''}.`] : []),
    ...(options.partial ? ["This invoice shows only the seller's lines of the order, with their share of the discount, tax and shipping."] : []),
    `Questions about this invoice? Write to ${SITE_BUSINESS.supportEmail} with your order number.`,
    'Thank you for buying American-made.',
  ];
  text(notes.join('\n'), left, y, { width, lineGap: 3 });

  doc.end();
  return done;
}
