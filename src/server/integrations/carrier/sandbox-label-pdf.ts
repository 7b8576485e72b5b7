// The sandbox carrier's printable label: a 4x6 in PDF laid out like a USPS shipping label (service
// letter and banner, postage block, return and delivery addresses, a Code 128 barcode of the
// tracking number), marked as a sandbox label that carries no postage.
import { formatDate } from '#shared/dates.ts';
import { formatCents } from '#shared/money.ts';
import { formatPackage } from '#shared/shipping-package.ts';
import type { LabelAddress, LabelRequest } from './carrier.ts';

export interface LabelContent extends LabelRequest {
  trackingNumber: string;
  zone: number;
  rateCents: number;
  shipDate: Date;
}

const WIDTH = 288; // 4 in
const HEIGHT = 432; // 6 in
const MARGIN = 12;
const INNER = WIDTH - 2 * MARGIN;

/** The big letter in the corner: the service class, as USPS prints it. */
const serviceLetter = (service: string) => (/express/i.test(service) ? 'E' : /priority/i.test(service) ? 'P' : 'G');

const banner = (service: string) => (/^usps\b/i.test(service) ? service : `USPS ${service}`).toUpperCase();

const pounds = (weightOz: number) => {
  const lb = Math.floor(weightOz / 16);
  const oz = Math.round((weightOz % 16) * 10) / 10;
  return lb > 0 ? `${lb} lb ${oz} oz` : `${oz} oz`;
};

/** '9400 1118 9956 3098 7451 26': the number as printed under the barcode. */
export const groupDigits = (trackingNumber: string) => trackingNumber.replace(/(.{4})(?=.)/g, '$1 ');

const addressLines = (a: LabelAddress) => [a.name, a.street, `${a.city}, ${a.state} ${a.zipCode}`];

export async function renderLabelPdf(label: LabelContent): Promise<Buffer> {
  // Loaded at the first label, not at startup: pdfkit and bwip-js cost the idle server about 19 MB (issue 14).
  const [{ default: PDFDocument }, { default: bwipjs }] = await Promise.all([import('pdfkit'), import('bwip-js/node')]);
  const barcode = await bwipjs.toBuffer({ bcid: 'code128', text: label.trackingNumber, scale: 3, height: 18 });
  const doc = new PDFDocument({
    size: [WIDTH, HEIGHT],
    margin: 0,
    info: { Title: `USPS label ${label.trackingNumber}`, Author: 'Heartland Market sandbox carrier' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Service letter and postage block.
  doc.lineWidth(2).rect(MARGIN, MARGIN, 64, 64).stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(48)
    .text(serviceLetter(label.service), MARGIN, MARGIN + 10, { width: 64, align: 'center' });
  const postage = [
    'US POSTAGE PAID',
    'HEARTLAND MARKET',
    formatDate(label.shipDate),
    `${pounds(label.weightOz)} · Zone ${label.zone}`,
    `${formatCents(label.rateCents)} commercial`,
  ];
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(postage[0]!, MARGIN + 76, MARGIN + 2, { width: INNER - 76, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(postage.slice(1).join('\n'), { width: INNER - 76, align: 'right', lineGap: 1 });

  // Service banner.
  doc.rect(0, 88, WIDTH, 26).fill('#000');
  doc.fillColor('#fff').font('Helvetica-Bold').fontSize(14).text(banner(label.service), 0, 94, { width: WIDTH, align: 'center' });
  doc.fillColor('#000');

  // Return address, then the delivery address; a line too long for the label ends in an ellipsis.
  const lines = (texts: string[], x: number, y: number, size: number) =>
    texts.forEach((text, i) => doc.fontSize(size).text(text, x, y + i * size * 1.25, { width: WIDTH - MARGIN - x, height: size * 1.25, ellipsis: true }));
  doc.font('Helvetica');
  lines(addressLines(label.from), MARGIN, 124, 8);
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .text('SHIP TO:', MARGIN + 24, 176);
  lines(
    addressLines(label.to).map((line) => line.toUpperCase()),
    MARGIN + 24,
    192,
    12,
  );
  // The package as the seller confirmed it before buying (docs/decisions/0048), in the same words.
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(`Package ${formatPackage({ ...label.dimensions, weightOz: label.weightOz })}`, MARGIN, 252, { width: INNER });

  // Tracking barcode between two heavy rules, as on a USPS label.
  doc.lineWidth(4).moveTo(0, 270).lineTo(WIDTH, 270).stroke();
  doc.font('Helvetica-Bold').fontSize(9).text('USPS TRACKING # ', 0, 278, { width: WIDTH, align: 'center' });
  doc.image(barcode, MARGIN + 8, 292, { fit: [INNER - 16, 62], align: 'center' });
  doc.font('Helvetica-Bold').fontSize(11).text(groupDigits(label.trackingNumber), 0, 360, { width: WIDTH, align: 'center' });
  doc.lineWidth(4).moveTo(0, 380).lineTo(WIDTH, 380).stroke();

  // The references (the order and what the package holds), as USPS prints its reference fields at the foot.
  const references = (label.references ?? []).slice(0, 2);
  doc.font('Helvetica');
  lines(
    references.map((text, i) => `Ref ${i + 1}: ${text}`),
    MARGIN,
    384,
    7,
  );

  doc
    .font('Helvetica')
    .fontSize(7)
    .text('Heartland Market sandbox carrier: a test label. It carries no postage and is not valid for mailing.', MARGIN, 392 + references.length * 9, {
      width: INNER,
      align: 'center',
    });
  doc.end();
  return done;
}
