import { eq } from 'drizzle-orm';
import { categories, products } from '#server/db/schema.ts';
import type { ProductDto } from '#shared/catalogue.ts';
import { centsToDecimal } from '#shared/money.ts';

/**
 * The product columns every product answer selects (never `search`, the tsvector), joined with
 * its category's name: `db.select(productColumns).from(products).innerJoin(...productCategoryJoin)`.
 */
export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceCents: products.priceCents,
  oldPriceCents: products.oldPriceCents,
  imageUrl: products.imageUrl,
  categoryId: products.categoryId,
  categoryName: categories.name,
  sellerId: products.sellerId,
  stock: products.stock,
  rating: products.rating,
  reviewCount: products.reviewCount,
  isNew: products.isNew,
  isOnSale: products.isOnSale,
  isApproved: products.isApproved,
  weightOz: products.weightOz,
  dimensions: products.dimensions,
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
  oldPriceCents: number | null;
  imageUrl: string | null;
  categoryId: number;
  categoryName: string;
  sellerId: number | null;
  stock: number | null;
  rating: string | null;
  reviewCount: number;
  isNew: boolean;
  isOnSale: boolean;
  isApproved: boolean;
  weightOz: number | null;
  dimensions: string | null;
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
    weight: row.weightOz,
    dimensions: row.dimensions,
    shippingClass: row.shippingClass,
    requiresShipping: row.requiresShipping,
    createdAt: row.createdAt.toISOString(),
  };
}
