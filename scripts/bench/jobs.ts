// What the bench asks its load process to do (sent over IPC, so plain data only).
import { DES_MOINES_FORM } from '../../tests/support/shipping-form.ts';

export interface CannonJob {
  kind: 'cannon';
  origin: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  method: 'GET' | 'POST';
  /** taken in turn, one per request */
  paths: string[];
  headers: Record<string, string>;
  /** taken in turn, one per request: signed-in users spread over the requests */
  cookies?: string[];
  /** taken in turn, one per request */
  bodies?: string[];
}

export interface CheckoutProduct {
  id: number;
  /** the order total the server quoted for one unit to the shipping form below */
  total: string;
}

export interface CheckoutJob {
  kind: 'checkout';
  origin: string;
  shoppers: number;
  seconds: number;
  /** session cookies of fresh accounts; a shopper moves to the next after `ordersPerAccount` */
  accounts: string[];
  ordersPerAccount: number;
  products: CheckoutProduct[];
  shippingForm: Record<string, string>;
}

export type Job = CannonJob | CheckoutJob;

export interface CheckoutResult {
  orders: number;
  seconds: number;
  ordersPerSecond: number;
  /** POST /api/orders alone */
  orderP50: number;
  orderP95: number;
  orderP99: number;
  /** the whole checkout: add to cart, payment intent, card confirmation, order */
  flowP50: number;
  flowP95: number;
  /** each step's p95 */
  steps: Record<string, { p50: number; p95: number; count: number }>;
  failures: Record<string, number>;
  firstFailure: string | null;
}

export type JobResult = { ok: true; result: unknown } | { ok: false; error: string };

/** The shipping form of the checkout (Des Moines, Iowa), the API tests' own, under the bench's name. */
export const SHIPPING_FORM = { ...DES_MOINES_FORM, fullName: 'Bench Shopper', email: 'bench.shopper@example.test' };
