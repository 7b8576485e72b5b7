import type { ProductDto } from '#shared/catalogue.ts';

/** The product the card tests show: the demo skillet, on sale and new, with a few in stock. */
export const skillet = (over: Partial<ProductDto> = {}): ProductDto => ({
  id: 13,
  name: '12-Inch Cast Iron Skillet',
  description: 'A skillet.',
  price: '95.00',
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
  shippingClass: 'standard',
  requiresShipping: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...over,
});
