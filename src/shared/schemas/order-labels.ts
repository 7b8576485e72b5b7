import { z } from 'zod';
import { dbId } from './common.ts';

const text = (name: string, max: number) =>
  z
    .string({ message: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);

/** LxWxH in inches (docs/product.md B3), each side a positive number: '12x9x3'. */
const DIMENSIONS = /^\s*\d{1,3}(\.\d{1,2})?\s*x\s*\d{1,3}(\.\d{1,2})?\s*x\s*\d{1,3}(\.\d{1,2})?\s*$/i;

/**
 * POST /api/orders/{id}/generate-label (docs/product.md B7). The shape is checked, but the label is
 * never built from it: the recipient is the order's shipping address and the package the seller's
 * own lines, as the server records them (decision 0026).
 */
export const generateLabelSchema = z.object({
  recipientName: text('recipientName', 200),
  recipientAddress: text('recipientAddress', 300),
  recipientCity: text('recipientCity', 100),
  recipientState: text('recipientState', 50),
  recipientZip: text('recipientZip', 10),
  packageWeight: z
    .number({ message: 'packageWeight must be a number of ounces' })
    .positive('packageWeight must be more than 0')
    .max(100_000, 'packageWeight is too heavy to ship'),
  packageDimensions: z.string({ message: 'packageDimensions is required' }).regex(DIMENSIONS, 'packageDimensions must be LxWxH in inches, like 12x9x3'),
  serviceType: text('serviceType', 50),
});
export type GenerateLabelInput = z.input<typeof generateLabelSchema>;

/** GET /api/orders/{id}/label: the administrator names the seller whose package's label to read. */
export const orderLabelQuerySchema = z.object({ sellerId: dbId('sellerId must be a user number').optional() });

/**
 * What GET /api/orders/{id}/label-quote and GET /api/returns/{id}/label-quote answer: the postage the
 * seller confirms before buying the label (docs/decisions/0048). `postage` is the carrier's price of
 * the package for the service, as the label will cost it; `package` the box built from the items.
 */
export const labelQuoteSchema = z.object({
  service: z.string(),
  /** "8.45": dollars, as every amount on the wire */
  postage: z.string(),
  package: z.object({
    /** inches, longest side first */
    length: z.number(),
    width: z.number(),
    height: z.number(),
    weightOz: z.number(),
  }),
  /** ISO: the day the carrier expects it delivered if it ships today; null when it does not say */
  estimatedDeliveryDate: z.string().nullable(),
});
export type LabelQuoteDto = z.infer<typeof labelQuoteSchema>;
