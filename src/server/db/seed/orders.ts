import type { OrderStatus, ShippingAddress } from '#server/db/schema.ts';
import type { DemoProduct } from './products.ts';
import { daysBeforeBase } from './random.ts';

/** The demo shopper's order history: something to show on /orders and to review. */
export const DEMO_SHOPPER_ID = 3;

const ADDRESS: ShippingAddress = {
  fullName: 'Jordan Miller',
  email: 'shopper@heartland.example',
  street: '1200 Grand Avenue',
  city: 'Des Moines',
  state: 'IA',
  zipCode: '50309',
  country: 'US',
  phone: '5155550142',
};

const PLAN: Array<{ status: OrderStatus; daysAgo: number; items: Array<[productId: number, quantity: number]> }> = [
  { status: 'completed', daysAgo: 70, items: [[5, 1]] },
  { status: 'delivered', daysAgo: 40, items: [[12, 1], [27, 2]] },
  { status: 'shipped', daysAgo: 6, items: [[40, 1]] },
  { status: 'processing', daysAgo: 1, items: [[18, 1]] },
];

const TAX_RATE = 0.08;
const FREE_SHIPPING_FROM_CENTS = 5000;
const STANDARD_SHIPPING_CENTS = 599;

/** Orders and their items with prices at purchase time, totals computed as checkout would. */
export function demoOrders(catalogue: readonly DemoProduct[]) {
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  return PLAN.map((plan) => {
    const items = plan.items.map(([productId, quantity]) => {
      const product = byId.get(productId)!;
      return { productId, productName: product.name, quantity, priceCents: product.priceCents, weightOz: product.weightOz };
    });
    const subtotalCents = items.reduce((sum, i) => sum + i.priceCents * i.quantity, 0);
    const taxCents = Math.round(subtotalCents * TAX_RATE);
    const shippingCents = subtotalCents >= FREE_SHIPPING_FROM_CENTS ? 0 : STANDARD_SHIPPING_CENTS;
    const createdAt = daysBeforeBase(plan.daysAgo);
    return {
      order: {
        userId: DEMO_SHOPPER_ID,
        status: plan.status,
        subtotalCents,
        taxCents,
        shippingCents,
        totalCents: subtotalCents + taxCents + shippingCents,
        shippingAddress: ADDRESS,
        shippingMethod: 'USPS Ground Advantage',
        estimatedDeliveryDays: 5,
        paymentBrand: 'visa',
        paymentLast4: '4242',
        shippingCarrier: plan.status === 'processing' ? null : 'USPS',
        createdAt,
        updatedAt: createdAt,
      },
      items,
    };
  });
}
