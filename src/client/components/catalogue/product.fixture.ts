import type { ProductDetailDto, ProductDto } from '#shared/catalogue.ts';

/** The product the card tests show: the demo skillet, on sale and new, with a few in stock. */
export const skillet = (over: Partial<ProductDto> = {}): ProductDto => ({
  id: 13,
  name: '12-Inch Cast Iron Skillet',
  description: 'A skillet.',
  price: '95.00',
  hasOptions: false,
  priceRange: null,
  oldPrice: '120.00',
  imageUrl: '/uploads/products/13-skillet.webp',
  categoryId: 3,
  categoryName: 'Home & Kitchen',
  stock: 3,
  rating: 4.5,
  reviewCount: 18,
  isNew: true,
  isOnSale: true,
  isApproved: true,
  sellerId: 2,
  seller: { id: 2, shopName: 'Prairie Workshop Co.', slug: 'prairie-workshop-co', city: 'Ames', state: 'IA', rating: 4.8, reviewCount: 12 },
  weight: null,
  dimensions: null,
  materials: 'Cast iron, seasoned with flaxseed oil',
  care: 'Hand wash, dry at once and wipe with a thin coat of oil.',
  processingDays: { min: 1, max: 3 },
  shippingClass: 'standard',
  requiresShipping: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

/**
 * The skillet as GET /api/products/{id} answers it (docs/decisions/0060-photos-and-variants.md): one
 * photo and one variant without options, its price and stock the product's; `over` may give more.
 */
export const skilletDetail = (over: Partial<ProductDetailDto> = {}): ProductDetailDto => {
  const product = skillet(over);
  return {
    ...product,
    images: product.imageUrl ? [{ url: product.imageUrl, alt: '', width: 800, height: 800 }] : [],
    options: [],
    variants: [{ id: 130, options: {}, price: product.price, stock: product.stock, sku: null, imageUrl: null, weight: null }],
    ...over,
  };
};
