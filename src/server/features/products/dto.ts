import { eq, sql } from 'drizzle-orm';
import { categories, products, shops, type ProductImage, type ProductOption } from '#server/db/schema.ts';
import type { ProductDetailDto, ProductDto, ProductVariantDto } from '#shared/catalogue.ts';
import { centsToDecimal } from '#shared/money.ts';
import type { SellerSummaryDto } from '#shared/schemas/shops.ts';

/**
 * "Sold by" (docs/decisions/0054-shops.md): the product's shop as one JSON text, read by a lookup on
 * the shops' primary key for each row answered. It is a column of productColumns rather than a join
 * beside productCategoryJoin, so no query that answers products can forget it, and a list reads it
 * only for the page's rows (the deferred join of queries.ts). Null when the product has no seller.
 */
const sellerColumn = sql<string | null>`(SELECT json_build_object(
    'id', ${shops.sellerId}, 'shopName', ${shops.name}, 'slug', ${shops.slug}, 'city', ${shops.city}, 'state', ${shops.state},
    'ratingSum', ${shops.ratingSum}, 'ratingCount', ${shops.ratingCount})::text
  FROM ${shops} WHERE ${shops.sellerId} = ${products.sellerId})`;

interface SellerJson {
  id: number;
  shopName: string;
  slug: string;
  city: string | null;
  state: string | null;
  ratingSum: number;
  ratingCount: number;
}

/** A shop's rating: its reviews' average to one decimal place, null without reviews. */
export function shopRating(ratingSum: number, ratingCount: number): number | null {
  return ratingCount > 0 ? Math.round((ratingSum * 10) / ratingCount) / 10 : null;
}

/** The "Sold by" summary of a shop's row. */
export function toSellerSummary(shop: SellerJson): SellerSummaryDto {
  return {
    id: shop.id,
    shopName: shop.shopName,
    slug: shop.slug,
    city: shop.city,
    state: shop.state,
    rating: shopRating(shop.ratingSum, shop.ratingCount),
    reviewCount: shop.ratingCount,
  };
}

/**
 * The product columns every product answer selects (never `search`, the tsvector), joined with
 * its category's name: `db.select(productColumns).from(products).innerJoin(...productCategoryJoin)`.
 */
export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceCents: products.priceCents,
  maxPriceCents: products.maxPriceCents,
  hasOptions: sql<boolean>`(${products.options} <> '[]'::jsonb)`,
  oldPriceCents: products.oldPriceCents,
  imageUrl: products.imageUrl,
  categoryId: products.categoryId,
  categoryName: categories.name,
  sellerId: products.sellerId,
  seller: sellerColumn,
  stock: products.stock,
  rating: products.rating,
  reviewCount: products.reviewCount,
  isNew: products.isNew,
  isOnSale: products.isOnSale,
  isApproved: products.isApproved,
  weightOz: products.weightOz,
  dimensions: products.dimensions,
  materials: products.materials,
  care: products.care,
  processingDaysMin: products.processingDaysMin,
  processingDaysMax: products.processingDaysMax,
  shippingClass: products.shippingClass,
  requiresShipping: products.requiresShipping,
  createdAt: products.createdAt,
};
export const productCategoryJoin = [categories, eq(categories.id, products.categoryId)] as const;

export interface ProductRow {
  id: number;
  name: string;
  description: string;
  priceCents: number;
  maxPriceCents: number | null;
  hasOptions: boolean;
  oldPriceCents: number | null;
  imageUrl: string | null;
  categoryId: number;
  categoryName: string;
  sellerId: number | null;
  /** the shop as JSON text (sellerColumn) */
  seller: string | null;
  stock: number | null;
  rating: string | null;
  reviewCount: number;
  isNew: boolean;
  isOnSale: boolean;
  isApproved: boolean;
  weightOz: number | null;
  dimensions: string | null;
  materials: string | null;
  care: string | null;
  processingDaysMin: number;
  processingDaysMax: number;
  shippingClass: ProductDto['shippingClass'];
  requiresShipping: boolean;
  createdAt: Date;
}

export function toProductDto(row: ProductRow): ProductDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: centsToDecimal(row.priceCents),
    hasOptions: row.hasOptions,
    priceRange: row.maxPriceCents == null ? null : { min: centsToDecimal(row.priceCents), max: centsToDecimal(row.maxPriceCents) },
    oldPrice: row.oldPriceCents == null ? null : centsToDecimal(row.oldPriceCents),
    imageUrl: row.imageUrl,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    stock: row.stock,
    rating: row.rating == null ? null : Number(row.rating),
    reviewCount: row.reviewCount,
    isNew: row.isNew,
    isOnSale: row.isOnSale,
    isApproved: row.isApproved,
    sellerId: row.sellerId,
    seller: row.seller == null ? null : toSellerSummary(JSON.parse(row.seller) as SellerJson),
    weight: row.weightOz,
    dimensions: row.dimensions,
    materials: row.materials,
    care: row.care,
    processingDays: { min: row.processingDaysMin, max: row.processingDaysMax },
    shippingClass: row.shippingClass,
    requiresShipping: row.requiresShipping,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The listing's variants as one JSON text, in the seller's order (docs/decisions/0060-photos-and-variants.md),
 * read by the product_variants_product_idx for the rows answered; like sellerColumn, a column
 * rather than a join, so a page of listings reads them only for its rows.
 */
const variantsColumn = sql<string>`(SELECT COALESCE(json_agg(json_build_object(
    'id', v.id, 'options', v.options, 'priceCents', v.price_cents, 'stock', v.stock, 'sku', v.sku, 'imageUrl', v.image_url, 'weightOz', v.weight_oz
  ) ORDER BY v.position, v.id), '[]')::text
  FROM product_variants v WHERE v.product_id = ${products.id})`;

interface VariantJson {
  id: number;
  options: Record<string, string>;
  priceCents: number;
  stock: number | null;
  sku: string | null;
  imageUrl: string | null;
  weightOz: number | null;
}

/** productColumns and the listing's photos, options and variants: what GET /api/products/{id} and the listing forms read. */
export const productDetailColumns = {
  ...productColumns,
  images: products.images,
  options: products.options,
  variants: variantsColumn,
};

export interface ProductDetailRow extends ProductRow {
  images: ProductImage[];
  options: ProductOption[];
  /** JSON text (variantsColumn) */
  variants: string;
}

const toVariantDto = (v: VariantJson): ProductVariantDto => ({
  id: v.id,
  options: v.options,
  price: centsToDecimal(v.priceCents),
  stock: v.stock,
  sku: v.sku,
  imageUrl: v.imageUrl,
  weight: v.weightOz,
});

/**
 * The product with its photos, options and variants. Its price and stock are the first variant's,
 * as the product page opens on it; its imageUrl the first photo's (issue 28's contract).
 */
export function toProductDetailDto(row: ProductDetailRow): ProductDetailDto {
  const variants = (JSON.parse(row.variants) as VariantJson[]).map(toVariantDto);
  const first = variants[0];
  return {
    ...toProductDto(row),
    ...(first && { price: first.price, stock: first.stock }),
    images: row.images,
    options: row.options,
    variants,
  };
}
