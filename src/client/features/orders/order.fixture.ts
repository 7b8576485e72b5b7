import type { OrderDto, OrderItemDto, ShipmentDto } from '#shared/orders.ts';
import type { SellerSummaryDto } from '#shared/schemas/shops.ts';

/** A shop as "Sold by" shows it; `over` sets any field. */
export const shop = (over: Partial<SellerSummaryDto> = {}): SellerSummaryDto => ({
  id: 2,
  shopName: 'Prairie Workshop Co.',
  slug: 'prairie-workshop-co',
  city: 'Ames',
  state: 'IA',
  rating: 4.8,
  reviewCount: 12,
  ...over,
});

/** A labelled package of the order; `over` sets any field. */
export const shipment = (over: Partial<ShipmentDto> = {}): ShipmentDto => ({
  trackingNumber: '9400111899223344556677',
  carrier: 'USPS',
  service: 'Priority Mail',
  status: 'IN_TRANSIT',
  deliveredAt: null,
  createdAt: '2026-03-02T16:00:00.000Z',
  sellerId: 2,
  shipFrom: { city: 'Ames', state: 'IA' },
  ...over,
});

/** An order line as the API sends it; the product still exists unless told otherwise. */
export const orderItem = (over: Partial<OrderItemDto> = {}): OrderItemDto => {
  const id = over.id ?? 90;
  const name = over.productName ?? 'Walnut Cutting Board';
  return {
    id,
    productId: 12,
    productName: name,
    variantId: 120,
    variantOptions: {},
    sku: null,
    quantity: 2,
    price: '45.99',
    weight: 48,
    product: { id: 12, name, imageUrl: null, sellerId: 2 },
    returnableQuantity: over.quantity ?? 2,
    seller: shop(),
    ...over,
  };
};

/** A processing order of the order pages' tests; `over` sets any field. */
export const order = (over: Partial<OrderDto> = {}): OrderDto => ({
  id: 41,
  createdAt: '2026-03-02T15:05:00.000Z',
  status: 'processing',
  total: '103.43',
  subtotal: '91.98',
  discount: '0.00',
  tax: '5.52',
  shipping: '5.93',
  shippingMethod: 'USPS Priority Mail',
  estimatedDeliveryDays: 3,
  promisedDeliveryDate: '2026-03-07T18:00:00.000Z',
  estimatedDeliveryDate: '2026-03-07T18:00:00.000Z',
  shippingAddress: { fullName: 'Ada Lovelace', street: '12 Main Street', city: 'Detroit', state: 'MI', zipCode: '48201', country: 'US' },
  paymentIntentId: 'pi_test_1',
  paymentBrand: 'visa',
  paymentLast4: '4242',
  paymentMethod: { type: 'card', brand: 'visa', last4: '4242' },
  trackingNumber: null,
  shippingCarrier: null,
  shippingLabel: null,
  shipments: [],
  cancelReason: null,
  cancelledAt: null,
  refunded: '0.00',
  returnRefunds: [],
  deliveredAt: null,
  returnableUntil: null,
  items: [orderItem()],
  ...over,
});

const DAY = 24 * 60 * 60 * 1000;

/** A delivered order still inside its return window. */
export const deliveredOrder = (over: Partial<OrderDto> = {}): OrderDto =>
  order({
    status: 'delivered',
    trackingNumber: '9400111899223344556677',
    shippingCarrier: 'USPS',
    deliveredAt: new Date(Date.now() - 2 * DAY).toISOString(),
    returnableUntil: new Date(Date.now() + 28 * DAY).toISOString(),
    ...over,
  });
