// Catalogue types and pure rules shared by the server and the browser (no zod here: the shell's
// bundle imports this file).
import type { ListingRevisionDto } from './listing-revisions.ts';
import type { SellerSummaryDto } from './schemas/shops.ts';

/** A product as the API answers it. Money is a decimal string with two decimals ("19.99"). */
export interface ProductDto {
  id: number;
  name: string;
  description: string;
  /**
   * In lists the lowest variant price (what price sorts use), on GET /api/products/{id} the first
   * variant's (docs/decisions/0060-photos-and-variants.md).
   */
  price: string;
  /** the listing has options (Size, Colour): a shopper chooses a variant on its page before adding it to the cart */
  hasOptions: boolean;
  /** the lowest and highest variant prices when they differ ("$24.00 - $32.00"); null with one price */
  priceRange: { min: string; max: string } | null;
  oldPrice: string | null;
  /** the first photo */
  imageUrl: string | null;
  categoryId: number;
  /** The category's name from the categories table (the product page's list). */
  categoryName: string;
  /** In lists the variants' total (null: unlimited, when any is), on GET /api/products/{id} the first variant's. */
  stock: number | null;
  /** Average review rating, 0-5 with up to two decimals; null without reviews. */
  rating: number | null;
  reviewCount: number;
  isNew: boolean;
  isOnSale: boolean;
  isApproved: boolean;
  sellerId: number | null;
  /** "Sold by": the seller's shop (docs/decisions/0054-shops.md); null when the product has no seller. */
  seller: SellerSummaryDto | null;
  weight: number | null;
  dimensions: string | null;
  /** what it is made of, as the maker says it (issue 28; docs/decisions/0059-specifications-and-processing-time.md) */
  materials: string | null;
  /** how to look after it */
  care: string | null;
  /** business days the maker takes before the parcel leaves: "Ships in 1-3 business days" */
  processingDays: { min: number; max: number };
  shippingClass: 'standard' | 'expedited' | 'overnight' | 'free' | 'heavy';
  requiresShipping: boolean;
  createdAt: string;
}

/** One photo of a listing (issue 28); every photo is served with sized variants (?w=). */
export interface ProductImageDto {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** One option of a listing ("Size") and its values in the seller's order. */
export interface ProductOptionDto {
  name: string;
  values: string[];
}

/** What a shopper picks and buys: one combination of option values (docs/decisions/0060-photos-and-variants.md). */
export interface ProductVariantDto {
  id: number;
  /** { Size: 'M', Colour: 'Walnut' }; {} for a listing without options */
  options: Record<string, string>;
  price: string;
  /** null: unlimited */
  stock: number | null;
  sku: string | null;
  /** one of the listing's photos, or null: the listing's first */
  imageUrl: string | null;
  /** ounces; null: the listing's weight */
  weight: number | null;
}

/** GET /api/products/{id}: the product with its photos, options and variants (a listing without options has one). */
export interface ProductDetailDto extends ProductDto {
  images: ProductImageDto[];
  options: ProductOptionDto[];
  variants: ProductVariantDto[];
}

/** A row of GET /api/wishlist: the product's fields (id is the product id) plus the wishlist row id. */
export interface WishlistItemDto extends ProductDto {
  wishlistId: number;
}

export interface CategoryDto {
  id: number;
  name: string;
  description: string;
  /** lucide icon name key, e.g. 'cpu' */
  icon: string;
  productCount: number;
}

export interface ReviewDto {
  id: number;
  productId: number;
  userId: number;
  rating: number;
  comment: string | null;
  userName: string | null;
  createdAt: string;
}

export interface ReviewEligibilityDto {
  canReview: boolean;
  message: string;
}

export const PRODUCT_SORTS = ['featured', 'price-asc', 'price-desc', 'rating', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** The search's orders: relevance (the default) or a list's own sorts (decision 0046). */
export const SEARCH_SORTS = ['relevance', 'price-asc', 'price-desc', 'rating', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** The typo-corrected query a search answered for, when no product matched the words as typed. */
export const SEARCH_CORRECTED_HEADER = 'X-Search-Corrected';
export const PRODUCT_LISTS = ['deals', 'bestsellers', 'new-arrivals'] as const;
export type ProductList = (typeof PRODUCT_LISTS)[number];

/** Filters, sort and page of every product list, as the list endpoints take them. */
export interface ProductListFilters {
  /** products of any of these categories */
  category?: number[];
  list?: ProductList;
  onSale?: boolean;
  isNew?: boolean;
  inStock?: boolean;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  /** shops' slugs: only their products (an unknown slug matches nothing) */
  shop?: string[];
  /** these products only, in this order (a signed-out shopper's recently viewed) */
  ids?: number[];
  sort?: ProductSort;
  limit?: number;
  offset?: number;
}

/** One page of a product list and the number of all matches (the X-Total-Count header). */
export interface ProductPage {
  items: ProductDto[];
  total: number;
}

/** A listing as its seller and the administrator review it: the product and who sells it. */
export interface ListingDto extends ProductDetailDto {
  /** the seller's company name, else their username; null for the platform's own stock */
  sellerName: string | null;
  /** the seller's edit waiting for the administrator's review, if any (decision 0040) */
  pendingChanges: ListingRevisionDto | null;
}

export interface ListingPage {
  items: ListingDto[];
  total: number;
}

/** Page size of product lists when the client names none, and the most one request may ask for. */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** The header the list endpoints put the total number of matches in. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** Deal of the Day threshold: the old price exceeds the price by more than $100 (docs/product.md A9). */
export const DEAL_OF_THE_DAY_MIN_DROP_CENTS = 10_000;
export const BEST_SELLER_MIN_RATING = 4;
export const BEST_SELLER_MIN_REVIEWS = 10;
export const TOP_RATED_MIN_RATING = 4.5;
export const LOW_STOCK_MAX = 5;
export const RELATED_PRODUCTS_LIMIT = 4;

/** Star display (docs/product.md A5): whole part full, a fraction of 0.5 or more adds a half, out of 5. */
export function starParts(rating: number | string | null | undefined): { full: number; half: boolean; empty: number } {
  const value = Math.min(5, Math.max(0, Number(rating) || 0));
  const full = Math.floor(value);
  const half = full < 5 && value - full >= 0.5;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}

/** Card badge by grid position: 'Trending' at 0 and every 7th, 'Top Pick' every 5th (docs/product.md A2). */
export function cardBadge(index: number): 'Trending' | 'Top Pick' | null {
  if (index % 7 === 0) return 'Trending';
  if (index % 5 === 0) return 'Top Pick';
  return null;
}

/** Rounded percent off and the saving in cents, or null when there is no lower price. */
export function discount(priceCents: number, oldPriceCents: number | null | undefined): { percent: number; savingCents: number } | null {
  if (oldPriceCents == null || oldPriceCents <= priceCents || oldPriceCents <= 0) return null;
  return {
    percent: Math.round(((oldPriceCents - priceCents) / oldPriceCents) * 100),
    savingCents: oldPriceCents - priceCents,
  };
}

/** Stock label (docs/product.md B9): out of stock at 0 or less, 'Only N left in stock' for 1 to 5. */
export function stockLabel(stock: number | null | undefined): string | null {
  if (stock == null) return null;
  if (stock <= 0) return 'Out of stock';
  if (stock <= LOW_STOCK_MAX) return `Only ${stock} left in stock`;
  return 'In stock';
}

/** Deal countdown (docs/product.md A4): starts at 09:45:22, ticks each second, wraps 00:00:00 to 23:59:59. */
export const COUNTDOWN_START_SECONDS = 9 * 3600 + 45 * 60 + 22;
export function countdownAt(elapsedSeconds: number): string {
  const day = 24 * 3600;
  const left = (((COUNTDOWN_START_SECONDS - elapsedSeconds) % day) + day) % day;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(left / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
}
