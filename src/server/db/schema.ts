import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    createdAt: createdAt(),
  },
  (t) => [
    // Usernames and emails are unique regardless of case, so 'Alice' cannot shadow 'alice'.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
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
    kind: text('kind', { enum: ['session', 'remember'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Fixed-window counters for the rate limiter, shared by every app instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
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
    imageUrl: text('image_url'),
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
    shippingClass: text('shipping_class', { enum: ['standard', 'expedited', 'overnight', 'free', 'heavy'] })
      .notNull()
      .default('standard'),
    requiresShipping: boolean('requires_shipping').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_seller_idx').on(t.sellerId),
    index('products_created_idx').on(t.createdAt),
    check('products_price_positive', sql`${t.priceCents} > 0`),
    check('products_stock_non_negative', sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
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

export type User = typeof users.$inferSelect;
export type Product = typeof products.$inferSelect;
export type Category = typeof categories.$inferSelect;
