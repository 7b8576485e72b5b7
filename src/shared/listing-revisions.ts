// A listing's change record (decision 0040): while moderation is on, an edit of an approved listing
// in what it says about the good waits for the administrator as a pending revision; what it costs,
// how many there are and how it ships go live at once. Every edit is recorded, with old and new value.
// No zod and no runtime imports here: the seller pages and the server share it.
import type { ShippingClass } from './schemas/seller.ts';

/**
 * The fields whose change waits for review: what a shopper reads as the listing's claims. `images`
 * is the photo list as one value (docs/decisions/0060-photos-and-variants.md): a PATCH of the spec's
 * `imageUrl` replaces its first photo.
 */
export const REVIEWED_FIELDS = ['name', 'description', 'categoryId', 'images', 'oldPrice', 'isOnSale', 'isNew', 'materials', 'care'] as const;
/** The fields whose change goes live at once (and is recorded): price, stock, the variants and shipping data. */
export const LIVE_FIELDS = [
  'price',
  'stock',
  'options',
  'variants',
  'weight',
  'dimensions',
  'shippingClass',
  'requiresShipping',
  'processingDaysMin',
  'processingDaysMax',
] as const;
/** The fields an edit changes, in the order the change record lists them. */
export const LISTING_FIELDS = [...REVIEWED_FIELDS, ...LIVE_FIELDS] as const;
/** Every field a change record may name: older records name `imageUrl`, the single picture before photo lists. */
export const RECORDED_FIELDS = [...LISTING_FIELDS, 'imageUrl'] as const;

export type ReviewedField = (typeof REVIEWED_FIELDS)[number];
export type ListingField = (typeof LISTING_FIELDS)[number];
export type RecordedField = (typeof RECORDED_FIELDS)[number];

export const isReviewedField = (field: RecordedField): boolean => field === 'imageUrl' || (REVIEWED_FIELDS as readonly string[]).includes(field);

/**
 * A field's value as ProductDto sends it: money as a decimal string ("19.99"), the category by id;
 * `images`, `options` and `variants` as JSON text of their lists (variants without their ids).
 */
export type ChangeValue = string | number | boolean | null;

export interface ListingChange {
  field: RecordedField;
  /** the live value it replaces (for a pending revision: the live value now) */
  from: ChangeValue;
  to: ChangeValue;
}

export const REVISION_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn', 'replaced', 'applied'] as const;
export type RevisionStatus = (typeof REVISION_STATUSES)[number];

/** One entry of a listing's change record. */
export interface ListingRevisionDto {
  id: number;
  productId: number;
  status: RevisionStatus;
  changes: ListingChange[];
  /** who made the edit: the seller's company name or username, 'Administrator' for the administrator */
  authorName: string | null;
  createdAt: string;
  /** when it was approved, rejected, withdrawn or replaced; for 'applied', when it went live */
  decidedAt: string | null;
}

export const FIELD_LABELS: Record<RecordedField, string> = {
  name: 'Name',
  description: 'Description',
  categoryId: 'Category',
  images: 'Photos',
  imageUrl: 'Picture',
  options: 'Options',
  variants: 'Variants',
  oldPrice: 'Original price',
  isOnSale: 'On sale',
  isNew: 'Marked as new',
  price: 'Price',
  stock: 'Stock',
  weight: 'Weight',
  dimensions: 'Dimensions',
  shippingClass: 'Shipping class',
  requiresShipping: 'Requires shipping',
  materials: 'Materials',
  care: 'Care',
  processingDaysMin: 'Processing time, shortest (business days)',
  processingDaysMax: 'Processing time, longest (business days)',
};

export const REVISION_STATUS_LABELS: Record<RevisionStatus, string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  replaced: 'Replaced by a later edit',
  applied: 'Live at once',
};

/** How each shipping class is named on the listing form and in the change record. */
export const SHIPPING_CLASS_LABELS: Record<ShippingClass, string> = {
  standard: 'Standard',
  expedited: 'Expedited',
  overnight: 'Overnight',
  free: 'Free shipping',
  heavy: 'Heavy / oversized',
};
