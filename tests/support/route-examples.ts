// An example request of every registered route, shared by the tests that walk the route table
// (tests/api/fuzz-routes.test.ts, tests/api/access-matrix.test.ts), and the URL it makes.
import { uniqueName } from './app.ts';

/** A username and an email no one has: each call of an example that creates an account makes a new one. */
function newAccount() {
  const username = uniqueName('example');
  return { username, email: `${username}@example.test` };
}

/** A valid request of each route, which the fuzzer then breaks; `params` fill the path's `:names`. */
export interface Example {
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: Record<string, unknown>;
}

const shipping = {
  fullName: 'Fuzzy Tester',
  email: 'fuzzy@example.test',
  address: '1 Main Street',
  city: 'Des Moines',
  state: 'IA',
  zipCode: '50309',
  country: 'United States',
  phone: '5155550100',
};

/**
 * The objects the examples name. A test fills in ids that exist (the fuzzer, so that mutations of
 * the other fields reach deep code; the access matrix, with one user's objects to try as the others).
 */
export interface ExampleIds {
  product: string;
  category: string;
  cartLine: string;
  order: string;
  orderItem: string;
  returnRequest: string;
  newsletter: string;
  outbox: string;
  /** a seller's user id (dashboards' ?userId=, a label's ?sellerId=, a listing's ignored sellerId) */
  seller: string;
  /** a user id for quick login */
  user: string;
  paymentIntent: string;
  /** a listing's edit waiting for review (decision 0040) */
  productRevision: string;
  /** a shop's slug (decision 0054) */
  shop: string;
  /** a review of that shop (docs/product.md "Shop reviews") */
  shopReview: string;
}

export const defaultExampleIds = (): ExampleIds => ({
  product: '1',
  category: '1',
  cartLine: '1',
  order: '1',
  orderItem: '1',
  returnRequest: '1',
  newsletter: '1',
  outbox: '1',
  seller: '2',
  user: '3',
  paymentIntent: 'pi_fuzz',
  productRevision: '1',
  shop: 'prairie-workshop-co',
  shopReview: '1',
});

/**
 * A valid request of every route of the app, reading `ids` when called. The fuzzer and the access
 * matrix each fail when a registered route has none here: a new route must be added.
 */
export const routeExamples = (ids: ExampleIds): Record<string, () => Example> => ({
  'GET /api/health': () => ({}),
  'GET /api/docs/openapi.json': () => ({}),
  'GET /api/docs': () => ({}),
  'GET /api/user': () => ({}),
  'POST /api/register': () => ({ body: { ...newAccount(), password: 'prairie-sky-42', fullName: 'Fuzz', address: '1 Main St' } }),
  'POST /api/login': () => ({ body: { username: 'shopper', password: 'wrong-password' } }),
  'POST /api/quick-login': () => ({ body: { userId: Number(ids.user) } }),
  'POST /api/logout': () => ({}),
  'GET /api/products': () => ({
    query: {
      category: ids.category,
      list: 'deals',
      onSale: 'true',
      minPrice: '1',
      maxPrice: '100',
      minRating: '3',
      sort: 'price-asc',
      limit: '5',
      offset: '0',
    },
  }),
  'GET /api/products/deal-of-the-day': () => ({}),
  'GET /api/products/:id': () => ({ params: { id: ids.product } }),
  'GET /api/products/:id/related': () => ({ params: { id: ids.product } }),
  'DELETE /api/products/:id': () => ({ params: { id: ids.product } }),
  'PATCH /api/products/:id': () => ({
    params: { id: ids.product },
    body: {
      name: 'Fuzzed Skillet',
      price: '19.99',
      oldPrice: '24.99',
      stock: 3,
      weight: 16,
      dimensions: '12x9x3',
      materials: 'Cast iron',
      care: 'Dry on the burner; wipe with oil.',
      processingDaysMin: 1,
      processingDaysMax: 3,
      shippingClass: 'standard',
      isNew: true,
      isOnSale: false,
      requiresShipping: true,
    },
  }),
  'GET /api/admin/products': () => ({ query: { status: 'pending', q: 'oak' } }),
  'POST /api/admin/products/:id/approve': () => ({ params: { id: ids.product } }),
  'POST /api/admin/products/:id/unlist': () => ({ params: { id: ids.product } }),
  'GET /api/products/:id/changes': () => ({ params: { id: ids.product } }),
  'DELETE /api/products/:id/pending-changes': () => ({ params: { id: ids.product } }),
  'POST /api/admin/product-revisions/:id/approve': () => ({ params: { id: ids.productRevision } }),
  'POST /api/admin/product-revisions/:id/reject': () => ({ params: { id: ids.productRevision } }),
  'PATCH /api/user/become-seller': () => ({
    body: { isSeller: true, companyName: 'Fuzz Works', companyWebsite: 'https://fuzz.example', confirmationUsManufacturer: true, termsAndConditions: true },
  }),
  'POST /api/seller/products': () => ({
    body: {
      name: 'Fuzzed Walnut Bowl',
      description: 'A bowl turned for the fuzzer from walnut.',
      price: '48.50',
      imageUrl: '',
      categoryId: Number(ids.category),
      stock: 2,
      sellerId: Number(ids.seller),
      weight: 20,
      dimensions: '10x10x4',
      materials: 'Black walnut, food-safe oil',
      care: 'Hand wash; oil now and then.',
      processingDaysMin: 2,
      processingDaysMax: 5,
    },
  }),
  'GET /api/seller/products': () => ({ query: { q: 'bowl', limit: '5', offset: '0' } }),
  'GET /api/seller/stats': () => ({ query: { userId: ids.seller } }),
  'GET /api/seller/sales': () => ({ query: { userId: ids.seller, range: '12m' } }),
  'GET /api/orders/seller': () => ({ query: { userId: ids.seller, status: 'shipped', limit: '5', offset: '0' } }),
  'POST /api/upload': () => ({ body: {} }),
  'GET /api/seller/shop': () => ({}),
  'GET /api/seller/balance': () => ({}),
  'GET /api/seller/ledger': () => ({ query: { from: '2026-11-01', to: '2026-12-01' } }),
  'GET /api/seller/ledger.csv': () => ({ query: { from: '2026-11-01', to: '2026-12-01' } }),
  'GET /api/payout-policy': () => ({}),
  'GET /api/seller/payouts': () => ({ query: { limit: '5', offset: '0' } }),
  'GET /api/seller/payout-account': () => ({}),
  'PUT /api/seller/payout-account': () => ({ body: { holderName: 'Fuzz Maker', routingNumber: '110000000', accountNumber: '000123456789' } }),
  'POST /api/seller/payout-account/onboarding': () => ({}),
  'PUT /api/seller/shop': () => ({
    body: {
      // a name of its own each time: shop names are unique (decision 0054); the ZIP the Shipping Settings example's
      shopName: uniqueName('Fuzz Shop'),
      story: 'Made for the fuzzer.',
      city: 'Des Moines',
      state: 'IA',
      shipFrom: { street: '1 Main Street', city: 'Des Moines', state: 'IA', zipCode: '50309' },
    },
  }),
  'POST /api/seller/shop/logo': () => ({ body: {} }),
  'POST /api/seller/shop/banner': () => ({ body: {} }),
  'GET /api/shops/:slug': () => ({ params: { slug: ids.shop } }),
  'GET /api/shops/:slug/products': () => ({ params: { slug: ids.shop }, query: { category: ids.category, sort: 'price-asc', limit: '5', offset: '0' } }),
  'GET /api/shops/:slug/reviews': () => ({ params: { slug: ids.shop }, query: { limit: '5', offset: '0' } }),
  'POST /api/shops/:slug/reviews': () => ({ params: { slug: ids.shop }, body: { orderId: Number(ids.order), rating: 5, comment: 'Packed with care.' } }),
  'POST /api/shops/:slug/reviews/:id/reply': () => ({ params: { slug: ids.shop, id: ids.shopReview }, body: { reply: 'Thank you for your order!' } }),
  'GET /api/orders/:id/shop-reviews': () => ({ params: { id: ids.order } }),
  'GET /api/settings/moderation': () => ({}),
  'PUT /api/admin/settings/moderation': () => ({ body: { moderation: true } }),
  'GET /api/categories': () => ({}),
  'GET /api/categories/:id': () => ({ params: { id: ids.category } }),
  'GET /api/categories/:id/products': () => ({ params: { id: ids.category }, query: { sort: 'rating', limit: '5', offset: '5' } }),
  'GET /api/search': () => ({ query: { q: 'cast iron', limit: '5', offset: '0' } }),
  'GET /api/search/suggest': () => ({ query: { q: 'cast ir' } }),
  'GET /api/search/facets': () => ({ query: { q: 'cast iron', category: ids.category, minPrice: '10', maxPrice: '200', inStock: 'true' } }),
  'GET /api/wishlist': () => ({}),
  'POST /api/wishlist/:productId': () => ({ params: { productId: ids.product } }),
  'POST /api/wishlist': () => ({ body: { productId: Number(ids.product) } }),
  'DELETE /api/wishlist/:productId': () => ({ params: { productId: ids.product } }),
  'GET /api/recently-viewed': () => ({}),
  'POST /api/recently-viewed': () => ({ body: { productIds: [Number(ids.product)] } }),
  'DELETE /api/recently-viewed': () => ({}),
  'GET /api/cart': () => ({}),
  'POST /api/cart': () => ({ body: { productId: Number(ids.product), quantity: 1 } }),
  'PUT /api/cart/:id': () => ({ params: { id: ids.cartLine }, body: { quantity: 2 } }),
  'DELETE /api/cart': () => ({}),
  'DELETE /api/cart/all': () => ({}),
  'DELETE /api/cart/:id': () => ({ params: { id: ids.cartLine } }),
  'POST /api/shipping/calculate-rates': () => ({ body: { productId: Number(ids.product), destinationZip: '50309' } }),
  'GET /api/tracking': () => ({ query: { tracking: '9400111899563098745126' } }),
  'POST /api/tax/calculate': () => ({ body: { subtotal: '19.99', zipCode: '50309', state: 'IA' } }),
  'PATCH /api/user/shipping-info': () => ({ body: { ...shipping, street: shipping.address } }),
  'GET /api/payments/config': () => ({}),
  'POST /api/create-payment-intent': () => ({ body: { amount: '1.00', shippingInfo: shipping } }),
  'POST /api/orders': () => ({ body: { paymentIntentId: ids.paymentIntent, orderTotal: '1.00', shippingAddress: shipping, payment: { method: 'card' } } }),
  'POST /api/orders/from-payment': () => ({ body: { paymentIntentId: ids.paymentIntent } }),
  'GET /api/orders': () => ({ query: { status: 'processing', limit: '5', offset: '0' } }),
  'GET /api/orders/buy-again': () => ({}),
  'GET /api/orders/:id': () => ({ params: { id: ids.order } }),
  'GET /api/orders/:id/invoice': () => ({ params: { id: ids.order } }),
  'POST /api/orders/:id/cancel': () => ({ params: { id: ids.order }, body: { reason: 'changed_mind', additionalInfo: 'Ordered twice' } }),
  'POST /api/orders/:id/generate-label': () => ({
    params: { id: ids.order },
    body: {
      recipientName: 'Fuzzy Tester',
      recipientAddress: '1 Main Street',
      recipientCity: 'Des Moines',
      recipientState: 'IA',
      recipientZip: '50309',
      packageWeight: 32,
      packageDimensions: '12x9x3',
      serviceType: 'Priority',
    },
  }),
  'GET /api/orders/:id/label': () => ({ params: { id: ids.order }, query: { sellerId: ids.seller } }),
  'GET /api/orders/:id/label-quote': () => ({ params: { id: ids.order } }),
  'POST /api/returns': () => ({
    body: {
      orderId: Number(ids.order),
      orderItemId: Number(ids.orderItem),
      quantity: 1,
      reason: 'No longer needed',
      returnMethod: 'mail',
      additionalInfo: 'Too small',
      status: 'pending',
    },
  }),
  'GET /api/returns': () => ({ query: { limit: '5', offset: '0' } }),
  'GET /api/returns/seller': () => ({ query: { status: 'pending', limit: '5', offset: '0' } }),
  'POST /api/returns/:id/approve': () => ({ params: { id: ids.returnRequest } }),
  'POST /api/returns/:id/reject': () => ({ params: { id: ids.returnRequest }, body: { reason: 'Custom engraved item' } }),
  'POST /api/returns/:id/complete': () => ({ params: { id: ids.returnRequest } }),
  'POST /api/returns/:id/generate-label': () => ({ params: { id: ids.returnRequest }, query: { mock: 'true' } }),
  'GET /api/returns/:id/label': () => ({ params: { id: ids.returnRequest } }),
  'GET /api/returns/:id/label-quote': () => ({ params: { id: ids.returnRequest } }),
  'POST /api/payments/sandbox/confirm': () => ({
    body: { clientSecret: 'pi_fuzz_secret_x', card: { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' }, billingDetails: { name: 'Fuzz' } },
  }),
  'POST /api/payments/sandbox/authenticate': () => ({ body: { clientSecret: 'pi_fuzz_secret_x', outcome: 'approve' } }),
  'GET /api/reviews/eligibility/:productId': () => ({ params: { productId: ids.product } }),
  'GET /api/reviews/:productId': () => ({ params: { productId: ids.product } }),
  'POST /api/reviews': () => ({ body: { productId: Number(ids.product), rating: 5, comment: 'A fine pan for the price.' } }),
  'POST /api/direct-review': () => ({ body: { productId: Number(ids.product), rating: 4, comment: 'Good.' } }),
  'POST /api/direct-reviews': () => ({ body: { productId: Number(ids.product), rating: 4, comment: 'Good.' } }),
  'POST /api/newsletter/subscribe': () => ({ body: { email: 'fuzz@example.test' } }),
  'POST /api/newsletter/unsubscribe': () => ({ body: { email: 'fuzz@example.test', token: 'not-the-token' } }),
  'POST /api/newsletter/unsubscribe-one-click': () => ({
    query: { email: 'fuzz@example.test', token: 'not-the-token' },
    body: { 'List-Unsubscribe': 'One-Click' },
  }),
  'GET /api/newsletter/unsubscribe-one-click': () => ({ query: { email: 'fuzz@example.test', token: 'not-the-token' } }),
  'PUT /api/user': () => ({
    body: {
      fullName: 'Fuzzy Tester',
      email: newAccount().email,
      street: '1 Main Street',
      city: 'Des Moines',
      state: 'IA',
      zipCode: '50309',
      country: 'United States',
      profileImage: null,
    },
  }),
  'PUT /api/user/password': () => ({ body: { currentPassword: 'not-the-password', newPassword: 'new-secret', confirmPassword: 'new-secret' } }),
  'POST /api/forget-me': () => ({}),
  'GET /api/admin/newsletters': () => ({}),
  'POST /api/admin/newsletters': () => ({ body: { title: 'Fuzzed news', content: 'Fresh from the workshop.' } }),
  'PUT /api/admin/newsletters/:id': () => ({ params: { id: ids.newsletter }, body: { title: 'Fuzzed news', content: 'Fresh from the workshop.' } }),
  'DELETE /api/admin/newsletters/:id': () => ({ params: { id: ids.newsletter } }),
  'PUT /api/user/shipping-settings': () => ({
    body: { uspsUserId: 'fuzz-consumer-key', uspsApiKey: 'fuzzConsumerSecret1', shippingOriginZip: '50309', uspsEnabled: true },
  }),
  'POST /api/admin/newsletters/:id/send': () => ({ params: { id: ids.newsletter } }),
  'GET /api/admin/subscribers': () => ({ query: { limit: '5', offset: '0' } }),
  'POST /api/contact': () => ({
    body: { name: 'Fuzz Tester', email: 'fuzz@example.test', inquiryType: 'order', subject: 'Where is my order?', message: 'It has not arrived yet.' },
  }),
  'GET /uploads/*': () => ({ params: { '*': 'products/none.png' }, query: { w: '400', h: '400', fit: 'cover' } }),
  'GET /robots.txt': () => ({}),
  'GET /sitemap.xml': () => ({}),
  'GET /api/admin/outbox': () => ({ query: { limit: '5', offset: '0' } }),
  'GET /api/admin/outbox/:id': () => ({ params: { id: ids.outbox } }),
  'GET /api/admin/ledger/check': () => ({}),
  'GET /api/admin/ledger/summary': () => ({ query: { from: '2026-10-01', to: '2026-11-01' } }),
  'GET /index.html': () => ({}),
  // Every page of the storefront (decision 0051), as the route table says.
  'GET /*': () => ({ params: { '*': 'deals' }, query: { page: '2' } }),
});

/** Percent-encodes like a browser; a lone surrogate becomes the invalid UTF-8 a raw client could send. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^%\w.~-]/g, (c) => encodeURIComponent(c));
  }
}

export function exampleUrl(route: string, example: Example): string {
  let pathname = route.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
    const value = example.params?.[name ?? '*'] ?? '';
    return whole === '*' ? value.split('/').map(encode).join('/') : encode(value);
  });
  if (pathname === '') pathname = '/';
  const qs = Object.entries(example.query ?? {})
    .flatMap(([key, value]) => [value].flat().map((v) => `${encode(key)}=${encode(String(v))}`))
    .join('&');
  return qs ? `${pathname}?${qs}` : pathname;
}
