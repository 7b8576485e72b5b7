import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ListingChange } from '#shared/listing-revisions.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name'),
    address: text('address'),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    country: text('country'),
    phone: text('phone'),
    profileImage: text('profile_image'),
    isSeller: boolean('is_seller').notNull().default(false),
    companyName: text('company_name'),
    companyWebsite: text('company_website'),
    /** the seller's USPS integration (docs/product.md B5); the API key is stored encrypted */
    uspsUserId: text('usps_user_id'),
    uspsApiKeyEncrypted: text('usps_api_key_encrypted'),
    /** where the seller's packages ship from; the platform's origin until set */
    shippingOriginZip: text('shipping_origin_zip'),
    uspsEnabled: boolean('usps_enabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // Usernames and emails are unique regardless of case, so 'Alice' cannot shadow 'alice'.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * A seller's shop (issue 26, decision 0054): one per seller, created when they become one. The name
 * and slug are unique (the name regardless of case); the location is what shoppers read ("Portland,
 * OR"); the ship-from address is where the seller's parcels are quoted, labelled and tracked from,
 * required before a listing is published. The rating is kept with the reviews in one transaction.
 */
export const shops = pgTable(
  'shops',
  {
    sellerId: integer('seller_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    story: text('story').notNull().default(''),
    city: text('city'),
    state: text('state'),
    logoUrl: text('logo_url'),
    bannerUrl: text('banner_url'),
    shipFromStreet: text('ship_from_street'),
    shipFromCity: text('ship_from_city'),
    shipFromState: text('ship_from_state'),
    shipFromZip: text('ship_from_zip'),
    /** sum and count of the shop's reviews: the rating is ratingSum / ratingCount */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shops_slug_idx').on(t.slug),
    uniqueIndex('shops_name_lower_idx').on(sql`lower(${t.name})`),
    // Search matches shop names anywhere in them (name ILIKE '%query%', decision 0054).
    index('shops_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** Login sessions and remember-me tokens; only a SHA-256 of each token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // 'known': a logged-out browser's remember-me token (decision 0039); no CHECK constraint, so no migration.
    kind: text('kind', { enum: ['session', 'remember', 'known'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Marketplace settings the administrator changes at run time ('moderation': new listings wait for approval). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters for the rate limiter, shared by every app instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Secrets the application generates for itself (decision 0034): with DATABASE_URL and no
 * SESSION_SECRET, the first instance to start stores the session secret here ('session') and every
 * instance reads the same one, so sessions and sealed keys are valid on all of them.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  icon: text('icon').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    oldPriceCents: integer('old_price_cents'),
    /** the first photo's URL (images[0].url), kept by the listing's writers; the spec's single picture */
    imageUrl: text('image_url'),
    /**
     * The listing's photos in order, 1 to 10 (issue 28, docs/decisions/0060-photos-and-variants.md);
     * the first is the cover. Empty for a listing from before migration 0036 without a picture.
     */
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    /** Up to two options ("Size", "Colour") with their values; empty: the listing has one variant. */
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    /**
     * The highest variant price when variants differ in price (the list's "$24.00 - $32.00"), else
     * null. price_cents is the lowest and stock the variants' total (null when any is unlimited):
     * both kept by triggers on product_variants (migration 0036).
     */
    maxPriceCents: integer('max_price_cents'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    sellerId: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
    stock: integer('stock'),
    /** Average of the product's reviews, kept in step with them; null when there are none. */
    rating: numeric('rating', { precision: 3, scale: 2 }),
    reviewCount: integer('review_count').notNull().default(0),
    isNew: boolean('is_new').notNull().default(false),
    isOnSale: boolean('is_on_sale').notNull().default(false),
    isApproved: boolean('is_approved').notNull().default(true),
    weightOz: integer('weight_oz'),
    dimensions: text('dimensions'),
    // Issue 28 (docs/decisions/0059-specifications-and-processing-time.md): shown in Specifications.
    materials: text('materials'),
    care: text('care'),
    /** business days before the parcel leaves, shown as "Ships in {min}-{max} business days" */
    processingDaysMin: integer('processing_days_min').notNull().default(1),
    processingDaysMax: integer('processing_days_max').notNull().default(3),
    shippingClass: text('shipping_class', { enum: ['standard', 'expedited', 'overnight', 'free', 'heavy'] })
      .notNull()
      .default('standard'),
    requiresShipping: boolean('requires_shipping').notNull().default(true),
    createdAt: createdAt(),
    /** Weighted full-text document: the name counts more than the description (docs/architecture.md §2). */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')`),
    /**
     * Stock above zero: what the lists' inStock filter reads. The list indexes carry it rather than
     * stock, so an order's stock change that leaves it as it was can stay a HOT update (no index
     * written), and the filter is still read from the index (issue 29, docs/performance.md).
     */
    inStock: boolean('in_stock')
      .notNull()
      .generatedAlwaysAs(sql`COALESCE(stock > 0, false)`),
  },
  (t) => {
    /**
     * The list indexes carry, after their own keys, every column a list filters or sorts by
     * (products/queries.ts), so the count of a filtered list and its page at any depth are read from
     * the index alone (index-only scans), never from the wide rows: issue 29, docs/performance.md
     * "Discovery without a cache". Trailing key columns, as drizzle has no INCLUDE; after the unique
     * id they never change the order.
     */
    const listed = [t.categoryId, t.priceCents, t.rating, t.reviewCount, t.createdAt, t.inStock, t.isOnSale, t.isNew, t.oldPriceCents, t.sellerId];
    const carried = (...keys: Array<(typeof listed)[number]>) => listed.filter((column) => !keys.includes(column));
    return [
      index('products_category_idx').on(t.categoryId, t.id),
      index('products_seller_idx').on(t.sellerId),
      check('products_processing_days', sql`${t.processingDaysMin} BETWEEN 1 AND 30 AND ${t.processingDaysMax} BETWEEN ${t.processingDaysMin} AND 30`),
      // Every product, approved or not (the administrator's listings walk the first), hence is_approved carried.
      index('products_created_idx').on(t.createdAt.desc(), t.id.desc(), t.isApproved, ...carried(t.createdAt)),
      index('products_price_idx').on(t.priceCents, t.id, t.isApproved, ...carried(t.priceCents)),
      index('products_rating_idx').on(t.rating.desc().nullsLast(), t.reviewCount.desc(), t.id, t.isApproved, ...carried(t.rating, t.reviewCount)),
      index('products_search_idx').using('gin', t.search),
      // The short lists: deals, new arrivals, best sellers and the Deal of the Day (approved products only).
      index('products_deals_idx')
        .on(t.id, ...carried())
        .where(sql`${t.isApproved} AND (${t.isOnSale} OR ${t.oldPriceCents} > ${t.priceCents})`),
      index('products_new_idx')
        .on(t.createdAt.desc(), t.id.desc(), ...carried(t.createdAt))
        .where(sql`${t.isApproved} AND ${t.isNew}`),
      // Counts of approved products (list totals, category counts) as index-only scans, and a
      // category's pages in each sort read as index-only scans of ids (issue 14, decision 0030).
      index('products_approved_category_idx')
        .on(t.categoryId, t.id, ...carried(t.categoryId))
        .where(sql`${t.isApproved}`),
      index('products_category_price_idx')
        .on(t.categoryId, t.priceCents, t.id, ...carried(t.categoryId, t.priceCents))
        .where(sql`${t.isApproved}`),
      index('products_category_rating_idx')
        .on(t.categoryId, t.rating.desc().nullsLast(), t.reviewCount.desc(), t.id, ...carried(t.categoryId, t.rating, t.reviewCount))
        .where(sql`${t.isApproved}`),
      index('products_category_created_idx')
        .on(t.categoryId, t.createdAt.desc(), t.id.desc(), ...carried(t.categoryId, t.createdAt))
        .where(sql`${t.isApproved}`),
      // Search puts an exact name match first, even when it falls outside the ranked window.
      index('products_name_lower_idx').on(sql`lower(${t.name})`),
      index('products_best_idx')
        .on(t.rating.desc(), t.reviewCount.desc(), t.id, ...carried(t.rating, t.reviewCount))
        .where(sql`${t.isApproved} AND ${t.rating} >= 4 AND ${t.reviewCount} >= 10`),
      check('products_price_positive', sql`${t.priceCents} > 0`),
      check('products_stock_non_negative', sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
    ];
  },
);

/** One photo of a listing (docs/decisions/0060-photos-and-variants.md). */
export interface ProductImage {
  url: string;
  /** what the photo shows, for screen readers; the product's name when the seller gave none */
  alt: string;
  width: number;
  height: number;
}

/** One option of a listing and its values, in the order the seller gave them. */
export interface ProductOption {
  name: string;
  values: string[];
}

/**
 * What a shopper buys (issue 28, docs/decisions/0060-photos-and-variants.md): one combination of the
 * listing's option values, with its own price, stock, SKU, photo and weight. A listing without
 * options has one variant with options {}. Its stock is the truth the cart, the holds, orders,
 * cancels and restocks count; triggers (migration 0036) keep the product's price_cents (lowest),
 * max_price_cents and stock (total) in step, and a write of a one-variant listing's price or stock
 * on the product reaches its variant.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** the option values, by option name: { Size: 'M', Colour: 'Walnut' }; {} for a listing without options */
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    priceCents: integer('price_cents').notNull(),
    /** null: unlimited */
    stock: integer('stock'),
    sku: text('sku'),
    /** one of the listing's photos, shown when this variant is chosen */
    imageUrl: text('image_url'),
    /** ounces; null: the listing's weight */
    weightOz: integer('weight_oz'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.position),
    check('product_variants_price_positive', sql`${t.priceCents} > 0`),
    check('product_variants_stock_non_negative', sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
  ],
);

export const PRODUCT_REVISION_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn', 'replaced', 'applied'] as const;

/**
 * A listing's change record (decision 0040): one row per edit, with each field's old and new value.
 * 'applied' went live at once; 'pending' waits for the administrator (while moderation is on, an
 * approved listing's text, category and picture), at most one per listing, then ends 'approved',
 * 'rejected', 'withdrawn' by its seller or 'replaced' by their next edit.
 */
export const productRevisions = pgTable(
  'product_revisions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: PRODUCT_REVISION_STATUSES }).notNull(),
    changes: jsonb('changes').$type<ListingChange[]>().notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('product_revisions_product_idx').on(t.productId, t.id.desc()),
    uniqueIndex('product_revisions_one_pending_idx')
      .on(t.productId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The vocabulary of typo-tolerant search (decision 0012): each distinct word of 4 to 32 characters
 * in product names and descriptions and how many products use it, kept true by triggers on products
 * (migrations 0010 and 0012), whoever writes them.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    productCount: integer('product_count').notNull(),
  },
  // Suggestions complete a word being typed from the words beginning with it: a range in byte order,
  // whatever the database's collation (docs/decisions/0061-discovery.md).
  (t) => [index('search_words_prefix_idx').on(sql`${t.word} COLLATE "C"`)],
);

/**
 * The deletion neighbourhood of each vocabulary word (the word, the word less one letter from 5
 * letters, less two from 9): the candidates for a mistyped query word are the words sharing one of
 * its own variants, an index lookup. Apart from the counts, so that counting a word again (every
 * product insert) rewrites one narrow row and leaves this index alone.
 */
export const searchVariants = pgTable(
  'search_variants',
  {
    variant: text('variant').notNull(),
    word: text('word')
      .notNull()
      .references(() => searchWords.word, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.variant, t.word] }),
    index('search_variants_word_idx').on(t.word),
    // ...and with a typo in it, from the variants beginning with one of its own (decision 0061).
    index('search_variants_prefix_idx').on(sql`${t.variant} COLLATE "C"`, t.word),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    userName: text('user_name'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/**
 * A shopper's review of a shop (issue 26): one per order and shop, only for a delivered or completed
 * order that holds the shop's items; the seller may answer it once, publicly.
 */
export const shopReviews = pgTable(
  'shop_reviews',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => shops.sellerId, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shop_reviews_order_seller_idx').on(t.orderId, t.sellerId),
    index('shop_reviews_seller_created_idx').on(t.sellerId, t.createdAt),
    check('shop_reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/**
 * A signed-in shopper's recently viewed products (issue 29, docs/decisions/0061-discovery.md): one
 * row per product, its last view; the newest RECENTLY_VIEWED_MAX are kept.
 */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('recently_viewed_user_idx').on(t.userId, t.viewedAt.desc()),
    index('recently_viewed_product_idx').on(t.productId),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_user_product_idx').on(t.userId, t.productId), index('wishlist_product_idx').on(t.productId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** the variant in the cart (docs/decisions/0060-photos-and-variants.md) */
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One line per variant: adding it again raises the quantity.
    uniqueIndex('cart_user_variant_idx').on(t.userId, t.variantId),
    index('cart_product_idx').on(t.productId),
    index('cart_variant_idx').on(t.variantId),
    check('cart_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    subscribed: boolean('subscribed').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const NEWSLETTER_STATUSES = ['draft', 'sent'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** A newsletter written by the administrator (docs/product.md B3 and B4): a draft, or sent (final). */
export const newsletters = pgTable('newsletters', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  status: text('status', { enum: NEWSLETTER_STATUSES }).notNull().default('draft'),
  /** how many subscribers it was queued for when sent */
  recipientCount: integer('recipient_count'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const INQUIRY_TYPES = ['general', 'order', 'return', 'seller'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/** A message sent through /contact (docs/product.md B3), kept as well as emailed to support. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    /** the signed-in sender, if any */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    inquiryType: text('inquiry_type', { enum: INQUIRY_TYPES }).notNull().default('general'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc())],
);

export const ORDER_STATUSES = ['processing', 'shipped', 'delivered', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** docs/product.md B5; the first is the default */
export const CANCEL_REASONS = ['changed_mind', 'found_better_price', 'ordered_wrong_item', 'shipping_too_slow', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export interface ShippingAddress {
  fullName: string;
  email?: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  phone?: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('processing'),
    subtotalCents: integer('subtotal_cents').notNull(),
    /** the multi-item discount taken off the subtotal before tax (0 for fewer than 3 items, and before issue 13) */
    discountCents: integer('discount_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    shippingMethod: text('shipping_method'),
    estimatedDeliveryDays: integer('estimated_delivery_days').notNull().default(5),
    /** the delivery date promised when the order was placed (docs/decisions/0044); null before issue 24 */
    promisedDeliveryAt: timestamp('promised_delivery_at', { withTimezone: true }),
    /** The payment provider's id: at most one order per payment (idempotent creation). */
    paymentIntentId: text('payment_intent_id').unique(),
    paymentBrand: text('payment_brand'),
    paymentLast4: text('payment_last4'),
    /** set when the shopper cancels (docs/product.md B5: one of CANCEL_REASONS) */
    cancelReason: text('cancel_reason', { enum: CANCEL_REASONS }),
    cancelAdditionalInfo: text('cancel_additional_info'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** what was given back to the card on cancellation, integer cents */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** the first package handed to the carrier / the carrier's report that the last one arrived */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** the 30-day return window counts from here (docs/product.md B9) */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** when every seller's share was released from pending (decision 0056): the release job looks at this order no more */
    earningsReleasedAt: timestamp('earnings_released_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The release job's scan: delivered orders some seller's share of which may still be pending.
    index('orders_release_due_idx')
      .on(t.deliveredAt)
      .where(sql`${t.deliveredAt} is not null and ${t.earningsReleasedAt} is null`),
  ],
);

/**
 * A package of an order as quoted at checkout: one per seller of the order, from that seller's
 * origin ZIP, weighing all their lines (issue 12). The seller labels it later (a shipments row).
 */
export const orderPackages = pgTable(
  'order_packages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** the seller who ships it; null for the platform's own stock */
    sellerId: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
    originZip: text('origin_zip').notNull(),
    weightOz: integer('weight_oz').notNull(),
    service: text('service').notNull(),
    /** the carrier's quoted rate for this package, integer cents (before free shipping) */
    rateCents: integer('rate_cents').notNull(),
    estimatedDeliveryDays: integer('estimated_delivery_days').notNull(),
  },
  (t) => [unique('order_packages_order_seller_key').on(t.orderId, t.sellerId).nullsNotDistinct()],
);

/**
 * A package of an order handed to the carrier: one per seller of the order (each seller ships and
 * labels their own lines). Its tracking number is the carrier's; the label is a PDF in storage.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** the seller who ships it; null for the platform's own stock */
    sellerId: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
    carrier: text('carrier').notNull().default('USPS'),
    /** who issued the label and can track it: the sandbox carrier or the seller's own USPS account */
    provider: text('provider', { enum: ['sandbox', 'usps'] })
      .notNull()
      .default('sandbox'),
    service: text('service').notNull(),
    trackingNumber: text('tracking_number').notNull().unique(),
    /** storage key of the label PDF */
    labelKey: text('label_key'),
    /** the carrier's last reported status (DELIVERED, IN_TRANSIT, ...) */
    trackingStatus: text('tracking_status').notNull().default('PRE_SHIPMENT'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** the carrier's own delivery estimate, as it last reported it (the order's pages show this one) */
    estimatedDeliveryAt: timestamp('estimated_delivery_at', { withTimezone: true }),
    /** when the tracking job last asked the carrier (round robin) */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One label per seller per order: a second click, or a second instance, cannot buy another.
    unique('shipments_order_seller_key').on(t.orderId, t.sellerId).nullsNotDistinct(),
    index('shipments_undelivered_idx')
      .on(t.lastCheckedAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/**
 * The sandbox carrier's own ledger (docs/architecture.md §4): every label it issued, so it can answer
 * tracking for its numbers, with events that advance with time from the label's creation.
 */
export const sandboxCarrierLabels = pgTable('sandbox_carrier_labels', {
  trackingNumber: text('tracking_number').primaryKey(),
  service: text('service').notNull(),
  originZip: text('origin_zip').notNull(),
  destinationZip: text('destination_zip').notNull(),
  /** the sender's and recipient's towns, where the first and last scans happen (decision 0055); null on older labels */
  originCity: text('origin_city'),
  originState: text('origin_state'),
  destinationCity: text('destination_city'),
  destinationState: text('destination_state'),
  weightOz: integer('weight_oz').notNull(),
  createdAt: createdAt(),
});

export const RETURN_STATUSES = ['pending', 'approved', 'rejected', 'completed'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** A shopper's request to send back some of an order line (docs/product.md B3 and B4). */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
    /** what was refunded to the card when the seller completed the return, integer cents */
    refundedCents: integer('refunded_cents').notNull().default(0),
    returnMethod: text('return_method').notNull().default('mail'),
    additionalInfo: text('additional_info').notNull().default('No additional information provided'),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('pending'),
    /** the prepaid return label's tracking number, once the seller generated it */
    trackingNumber: text('tracking_number').unique(),
    labelKey: text('label_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('return_requests_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('return_requests_order_item_idx').on(t.orderItemId),
    check('return_requests_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Kept when the product is later deleted: the order still says what was bought. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** the product's seller at purchase time (null: the platform's own stock); kept when the product is deleted */
    sellerId: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    /** the variant bought (set null when it is deleted; the options and SKU below still say which) */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** the variant's option values at purchase: { Size: 'M' }; {} for a listing without options */
    variantOptions: jsonb('variant_options').$type<Record<string, string>>().notNull().default({}),
    sku: text('sku'),
    quantity: integer('quantity').notNull(),
    /** Unit price at purchase time. */
    priceCents: integer('price_cents').notNull(),
    weightOz: integer('weight_oz'),
    /** the product's "LxWxH" inches at purchase, for the label's package (docs/decisions/0048); null before migration 0027 or when unlisted */
    dimensions: text('dimensions'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_variant_idx').on(t.variantId),
    index('order_items_seller_order_idx').on(t.sellerId, t.orderId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** One product line of a checkout, frozen when the payment is set up: what the payment pays for. */
export interface CheckoutItem {
  productId: number;
  /** the variant held and bought (docs/decisions/0060-photos-and-variants.md; migration 0036 gave older checkouts theirs) */
  variantId: number;
  /** its option values, { Size: 'M' }; {} for a listing without options */
  variantOptions: Record<string, string>;
  sku: string | null;
  productName: string;
  quantity: number;
  /** unit price at purchase time, integer cents */
  priceCents: number;
  weightOz: number | null;
  /** the product's "LxWxH" inches (docs/decisions/0048); absent in checkouts stored before migration 0027 */
  dimensions?: string | null;
  /** the product's seller (null: the platform's own stock); absent in checkouts stored before migration 0018 */
  sellerId?: number | null;
}

/** One seller's package of a checkout, as quoted for the chosen service (issue 12: one package per seller). */
export interface CheckoutPackage {
  sellerId: number | null;
  originZip: string;
  weightOz: number;
  /** the carrier's rate for this package, integer cents (before free shipping) */
  rateCents: number;
  estimatedDeliveryDays: number;
}

export const CHECKOUT_STATUSES = ['open', 'ordered', 'refunded', 'refund_failed'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/**
 * A payment being set up, one per payment intent: the server's figures and the cart snapshot the
 * amount was computed from. The order is created from this row (never from the browser's figures),
 * at most once: by the browser, by the confirmation page, by the provider's webhook or by the
 * reconciliation job, whichever comes first.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'sandbox' or 'stripe' */
    provider: text('provider').notNull(),
    paymentIntentId: text('payment_intent_id').notNull().unique(),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    items: jsonb('items').$type<CheckoutItem[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    /** the multi-item discount the amount was computed with (the order copies it) */
    discountCents: integer('discount_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull(),
    /** percent, as the tax table gives it (6.25) */
    taxPercentage: numeric('tax_percentage', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    shippingMethod: text('shipping_method').notNull(),
    estimatedDeliveryDays: integer('estimated_delivery_days').notNull(),
    /** the delivery date the payment step showed, which the order keeps (docs/decisions/0044); null before issue 24 */
    promisedDeliveryAt: timestamp('promised_delivery_at', { withTimezone: true }),
    /** the packages the shipping was quoted for, one per seller */
    packages: jsonb('packages').$type<CheckoutPackage[]>().notNull().default([]),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** why no order was created (sold out), shown on the confirmation page */
    failureMessage: text('failure_message'),
    /** when the reconciliation job last asked the provider about this payment (round robin) */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /**
     * While set, this checkout holds its items' stock (taken from products.stock when the payment was
     * set up) until this time; null once the hold became an order or was given back.
     */
    stockHeldUntil: timestamp('stock_held_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checkouts_status_created_idx').on(t.status, t.createdAt),
    index('checkouts_stock_held_idx')
      .on(t.stockHeldUntil)
      .where(sql`${t.stockHeldUntil} is not null`),
  ],
);

export const SANDBOX_INTENT_STATUSES = ['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled'] as const;
export type SandboxIntentStatus = (typeof SANDBOX_INTENT_STATUSES)[number];

/** The sandbox payment provider's own ledger (docs/architecture.md §4): what Stripe would hold for us. */
export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('usd'),
  status: text('status', { enum: SANDBOX_INTENT_STATUSES }).notNull().default('requires_payment_method'),
  /** only the brand and last four digits of a card are ever stored */
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  lastErrorCode: text('last_error_code'),
  lastErrorDeclineCode: text('last_error_decline_code'),
  lastErrorMessage: text('last_error_message'),
  amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The mail outbox (docs/architecture.md §4): every message is written here, in the same transaction as
 * the change it reports. Without SMTP_URL it stays here for the administrator to read; with it, the
 * dispatcher sends it and records the outcome.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** what the message is about: 'order_confirmation', ... */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** extra headers of this message (List-Unsubscribe, List-Unsubscribe-Post) */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** what this message is one of, so it is queued at most once ('newsletter:5:subscriber:12') */
    dedupeKey: text('dedupe_key').unique(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** while pending: no dispatcher takes the row before this (a claim's lease, or the next retry) */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_status_created_idx').on(t.status, t.createdAt), index('mail_outbox_created_idx').on(t.createdAt.desc())],
);

/**
 * The money ledger's accounts (issue 27, decision 0056). An entry's amount is signed integer cents:
 * positive grows the account's balance. `shopper_payments` is the outside world's side of card money
 * (negative: received from shoppers; positive: refunded to them); the seller accounts are what the
 * marketplace owes each seller (pending until delivery and the hold, available, paid out in total);
 * `platform_sales` is the share of lines no seller sells; `postage` is what the carrier was paid.
 */
export const LEDGER_ACCOUNTS = [
  'shopper_payments',
  'seller_pending',
  'seller_available',
  'seller_paid_out',
  'platform_fees',
  'platform_sales',
  'sales_tax_payable',
  'postage',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const LEDGER_KINDS = [
  'order_paid',
  'order_cancelled',
  'return_refund',
  'label',
  'release',
  'payout',
  'payout_failed',
  // money taken back from a seller's Stripe account after a refund of a transferred order (decision 0058)
  'transfer_reversal',
  'adjustment',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * One movement of money: entries that sum to zero (a deferred trigger refuses the commit otherwise,
 * migration 0031), written in the transaction of the event that causes it. `key` makes a movement
 * happen once ('order_paid:12', 'release:12:4'); entries are never updated or deleted, only reversed.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    key: text('key').notNull(),
    // Plain ids, no foreign keys: the books outlive a deleted account, order or return.
    orderId: integer('order_id'),
    returnId: integer('return_id'),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_transactions_key_idx').on(t.key), index('ledger_transactions_order_idx').on(t.orderId)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    /** the seller whose account it is (seller accounts only) */
    sellerId: integer('seller_id'),
    /** the state whose tax it is (sales_tax_payable only) */
    state: text('state'),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_seller_account_idx').on(t.sellerId, t.account, t.createdAt),
    check('ledger_entries_seller_accounts', sql`(${t.sellerId} IS NOT NULL) = (${t.account} IN ('seller_pending', 'seller_available', 'seller_paid_out'))`),
    check('ledger_entries_tax_state', sql`(${t.state} IS NOT NULL) = (${t.account} = 'sales_tax_payable')`),
  ],
);

/**
 * What a payout account and a payout are (issue 27, docs/decisions/0057-payouts.md, 0058-stripe-connect.md).
 * 'onboarding': a Stripe connected account whose seller has not finished Stripe's onboarding, or whose
 * payouts Stripe has not enabled yet.
 */
export const PAYOUT_ACCOUNT_STATUSES = ['active', 'errored', 'onboarding'] as const;
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * Where a seller is paid (decision 0057): the bank account as the payout provider knows it. Only the
 * last four digits of the account number are kept; the provider holds the rest. 'errored': a payout
 * to it failed for a reason of the account (closed, no such account), so no payout goes there until
 * the seller enters it again.
 */
export const payoutAccounts = pgTable('payout_accounts', {
  sellerId: integer('seller_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  /** the provider's id of the destination (a sandbox bank account, a Stripe connected account) */
  providerAccountId: text('provider_account_id').notNull(),
  holderName: text('holder_name').notNull(),
  /** the bank's: null for a Stripe connected account until Stripe tells its bank */
  routingNumber: text('routing_number'),
  accountLast4: text('account_last4'),
  status: text('status', { enum: PAYOUT_ACCOUNT_STATUSES }).notNull().default('active'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One payout to a seller (decision 0057), written with its ledger movement in one transaction; the
 * provider is called after the commit with `idempotency_key` (the ledger transaction's key), so a
 * retry after a crash answers the same payout. Plain seller id: the record outlives the account.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    failureCode: text('failure_code'),
    failureReason: text('failure_reason'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    ledgerTransactionId: integer('ledger_transaction_id').notNull(),
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    providerPayoutId: text('provider_payout_id'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('payouts_seller_created_idx').on(t.sellerId, t.createdAt.desc()),
    index('payouts_pending_idx')
      .on(t.status)
      .where(sql`${t.status} = 'pending'`),
    check('payouts_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * What each payout is made of (decision 0058): one row per order whose released share it pays (or one
 * for balance not tied to an order), written with the payout in its transaction. Stripe Connect sends
 * each row as a Transfer with its own idempotency key; a refund after the transfer reverses part of it
 * (`reversed_cents`). The sandbox bank pays the total and keeps the rows as the payout's breakdown.
 */
export const payoutTransfers = pgTable(
  'payout_transfers',
  {
    id: serial('id').primaryKey(),
    payoutId: integer('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'restrict' }),
    sellerId: integer('seller_id').notNull(),
    /** the order whose sale this is; null: balance not tied to one order */
    orderId: integer('order_id'),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** the provider's transfer (Stripe: tr_...), once sent */
    providerTransferId: text('provider_transfer_id'),
    reversedCents: integer('reversed_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('payout_transfers_seller_order_idx').on(t.sellerId, t.orderId),
    index('payout_transfers_payout_idx').on(t.payoutId),
    check('payout_transfers_amount_positive', sql`${t.amountCents} > 0`),
    check('payout_transfers_reversed_range', sql`${t.reversedCents} >= 0 AND ${t.reversedCents} <= ${t.amountCents}`),
  ],
);

/** The sandbox bank's own records (docs/architecture.md §4): what Stripe would hold for us. */
export const sandboxBankAccounts = pgTable('sandbox_bank_accounts', {
  id: text('id').primaryKey(),
  routingNumber: text('routing_number').notNull(),
  accountLast4: text('account_last4').notNull(),
  /** how payouts to it end, decided from the test account number when it was entered: null pays */
  failureCode: text('failure_code'),
  createdAt: createdAt(),
});

export const sandboxPayouts = pgTable('sandbox_payouts', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  bankAccountId: text('bank_account_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
  failureCode: text('failure_code'),
  /** when the bank settles it, paid or failed */
  arrivalAt: timestamp('arrival_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export type User = typeof users.$inferSelect;
export type Product = typeof products.$inferSelect;
export type Category = typeof categories.$inferSelect;
