import { randomBytes } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { registerCompression } from './http/compression.ts';
import { registerReadCache } from './http/read-cache.ts';
import { EVENT_REPLAY_CSP_SOURCE } from './http/event-replay.ts';
import { CatalogueChanges } from './db/catalogue-changes.ts';
import { registerErrorHandler } from './http/errors.ts';
import { registerSessionLookup } from './http/auth.ts';
import { registerRateLimit } from './http/rate-limit.ts';
import { recordRoutes } from './http/route-table.ts';
import { addErrorResponses, openApiRoutes, registerOpenApi, responseSerializer } from './http/openapi.ts';
import { registerSameOrigin } from './http/same-origin.ts';
import { registerJsonBody } from './http/json-body.ts';
import { registerStorableInput } from './http/storable-input.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { SessionStore } from './features/auth/sessions.ts';
import { authRoutes, type AuthLimits } from './features/auth/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { productRoutes } from './features/products/routes.ts';
import { categoryRoutes } from './features/categories/routes.ts';
import { searchRoutes } from './features/search/routes.ts';
import { shopRoutes } from './features/shops/routes.ts';
import { recentlyViewedRoutes } from './features/recently-viewed/routes.ts';
import { wishlistRoutes } from './features/wishlist/routes.ts';
import { reviewRoutes } from './features/reviews/routes.ts';
import { shopReviewRoutes } from './features/shop-reviews/routes.ts';
import { newsletterRoutes } from './features/newsletter/routes.ts';
import { UnsubscribeTokens } from './features/newsletter/unsubscribe-token.ts';
import { adminNewsletterRoutes } from './features/admin-newsletters/routes.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { imageRoutes } from './features/images/routes.ts';
import { seoRoutes } from './features/seo/routes.ts';
import { cartRoutes } from './features/cart/routes.ts';
import { shippingRoutes } from './features/shipping/routes.ts';
import { trackingRoutes } from './features/tracking/routes.ts';
import { taxRoutes } from './features/tax/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { readUspsAccount } from './features/profile/shipping-settings.ts';
import { sellerRoutes } from './features/seller/routes.ts';
import { sellerDashboardRoutes } from './features/seller/dashboard-routes.ts';
import { settingsRoutes } from './features/settings/routes.ts';
import { outboxRoutes } from './features/outbox/routes.ts';
import { moneyRoutes } from './features/money/routes.ts';
import { checkoutRoutes } from './features/checkout/routes.ts';
import { orderRoutes } from './features/orders/routes.ts';
import { returnRoutes } from './features/returns/routes.ts';
import { sandboxPaymentRoutes } from './features/payments/sandbox-routes.ts';
import { payoutRoutes } from './features/payouts/routes.ts';
import { DEFAULT_HOLD_DAYS, payoutPolicyRoutes } from './features/payouts/policy-routes.ts';
import type { PayoutSettings } from './features/payouts/service.ts';
import type { PayoutProvider } from './integrations/payouts/provider.ts';
import { SandboxPayoutProvider } from './integrations/payouts/sandbox.ts';
import type { Carrier } from './integrations/carrier/carrier.ts';
import { SandboxCarrier } from './integrations/carrier/sandbox.ts';
import { sellerCarrier } from './integrations/carrier/select.ts';
import { uspsCredentialBox } from './security/secret-box.ts';
import type { PaymentProvider } from './integrations/payments/provider.ts';
import type { FileStorage } from './integrations/storage/storage.ts';
import { LocalDiskStorage } from './integrations/storage/local-disk.ts';
import { SandboxPaymentProvider } from './integrations/payments/sandbox.ts';
import { registerFallback, serveClient } from './http/spa.ts';
import type { FeatureDeps } from './http/feature-deps.ts';

const MINUTE = 60_000;
const DEFAULT_PUBLIC_URL = 'http://localhost:5000';

export const defaultLimits: AuthLimits = {
  login: { max: 10, windowMs: 15 * MINUTE },
  // An office behind one address signs in many people; a script tries thousands of usernames.
  loginPerAddress: { max: 50, windowMs: 15 * MINUTE },
  // Failures only, from any address; the account's own browsers are exempt (decision 0039).
  loginPerUsername: { max: 20, windowMs: 15 * MINUTE },
  register: { max: 10, windowMs: 60 * MINUTE },
  quickLogin: { max: 20, windowMs: 15 * MINUTE },
};

/** The default limits with `factor` times as many attempts in each window (AUTH_RATE_LIMIT_FACTOR). */
export const scaledLimits = (factor: number): AuthLimits =>
  Object.fromEntries(Object.entries(defaultLimits).map(([name, limit]) => [name, { ...limit, max: limit.max * factor }])) as unknown as AuthLimits;

export interface AppDeps {
  database: Database;
  dataDir: string;
  /** the public address (canonical links, sitemap); default http://localhost:5000 */
  publicUrl?: string;
  /** the built SPA (dist/client); omitted in tests and in `npm run dev`, where Vite serves it */
  clientDir?: string;
  /** keys the session token hashes; a random one per process when omitted (tests) */
  sessionSecret?: string;
  secureCookies?: boolean;
  /** false, or the proxy addresses/ranges allowed to set X-Forwarded-For */
  trustProxy?: false | string[];
  now?: () => Date;
  limits?: Partial<AuthLimits>;
  /** the card payment provider; the sandbox provider (in this database) when omitted */
  payments?: PaymentProvider;
  /** Stripe's webhook signing secret; the webhook endpoint exists only with it */
  stripeWebhookSecret?: string;
  /** uploaded files; local disk under DATA_DIR/uploads (served at /uploads/) when omitted */
  storage?: FileStorage;
  /** UNSUBSCRIBE_EMAIL: newsletters' List-Unsubscribe header also offers mailto: this address */
  unsubscribeEmail?: string;
  /** the carrier integration; the sandbox carrier when omitted */
  carrier?: Carrier;
  /** USPS_API_BASE: where sellers' own USPS accounts are called; https://apis.usps.com when omitted */
  uspsApiBase?: string;
  /** the payout provider (decisions 0057, 0058); the sandbox bank (in this database) when omitted */
  payouts?: PayoutProvider;
  /** Stripe Connect's webhook signing secret; its endpoint exists only with it and a Connect payout provider */
  connectWebhookSecret?: string;
  /** PAYOUT_SCHEDULE and PAYOUT_MINIMUM_CENTS: what the seller's next payout shows; weekly on Mondays, $1 when omitted */
  payoutSettings?: PayoutSettings;
  /** PAYOUT_HOLD_DAYS: what the help pages say of the hold after delivery (the release job is given it too); 3 when omitted */
  payoutHoldDays?: number;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer());
  // Before any route: each one gets the shared error answers, and the document lists it.
  addErrorResponses(app);
  recordRoutes(app);
  await registerOpenApi(app);
  registerErrorHandler(app);
  registerSameOrigin(app, deps.publicUrl ?? DEFAULT_PUBLIC_URL);
  registerJsonBody(app);
  registerStorableInput(app);

  // Stripe's Payment Element is Stripe.js in frames from Stripe's own origins (only with Stripe).
  const stripe = deps.payments?.name === 'stripe';
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // One inline script, by its hash: the taps held until the app has started (decision 0042).
        scriptSrc: ["'self'", EVENT_REPLAY_CSP_SOURCE, ...(stripe ? ['https://js.stripe.com'] : [])],
        frameSrc: stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Sellers may give a product picture by its web address (docs/product.md B2, decision 0023).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: deps.secureCookies ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only means something (and only belongs) on an https deployment.
    strictTransportSecurity: deps.secureCookies ? undefined : false,
  });
  await registerCompression(app);
  await app.register(cookie);
  const secret = deps.sessionSecret ?? randomBytes(32).toString('hex');
  const sessions = new SessionStore(deps.database.db, now, secret);
  // Before the session lookup: a kept public answer needs no database at all.
  registerReadCache(app, await CatalogueChanges.listen(deps.database));
  registerSessionLookup(app, sessions);
  await registerRateLimit(app, deps.database.db, now);

  // API answers are per user and live: never cached by the browser or a proxy, unless the route
  // says otherwise (a tracking result may be kept a minute).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });

  await app.register(healthRoutes, deps.database);
  await app.register(authRoutes, {
    db: deps.database.db,
    sessions,
    secureCookies: deps.secureCookies ?? false,
    limits: { ...defaultLimits, ...deps.limits },
  });

  const features: FeatureDeps = {
    db: deps.database.db,
    now,
    dataDir: deps.dataDir,
    publicUrl: deps.publicUrl ?? DEFAULT_PUBLIC_URL,
    clientDir: deps.clientDir,
  };
  const storage = deps.storage ?? new LocalDiskStorage(path.join(deps.dataDir, 'uploads'));
  await app.register(productRoutes, { ...features, storage });
  await app.register(categoryRoutes, features);
  await app.register(searchRoutes, features);
  await app.register(shopRoutes, features);
  await app.register(wishlistRoutes, features);
  await app.register(recentlyViewedRoutes, features);
  await app.register(cartRoutes, features);
  const carrier = deps.carrier ?? new SandboxCarrier(deps.database.db, now);
  const payments = deps.payments ?? new SandboxPaymentProvider(deps.database.db, now);
  await app.register(shippingRoutes, { ...features, carrier });
  await app.register(trackingRoutes, { ...features, carrier });
  await app.register(taxRoutes, features);
  // Sellers' USPS API keys are sealed under a key derived from the application's secret (decision 0027).
  const uspsKeys = uspsCredentialBox(secret);
  // A seller's package ships on their own USPS account when Shipping Settings has it on, else on ours.
  const carrierFor = sellerCarrier({
    readAccount: (sellerId) => readUspsAccount(deps.database.db, uspsKeys, sellerId),
    platform: carrier,
    usps: { apiBase: deps.uspsApiBase },
  });
  await app.register(profileRoutes, {
    ...features,
    sessions,
    storage,
    secureCookies: deps.secureCookies ?? false,
    uspsKeys,
    emailChangeLimit: { ...defaultLimits, ...deps.limits }.register,
  });
  await app.register(sellerRoutes, { ...features, storage });
  await app.register(sellerDashboardRoutes, features);
  await app.register(settingsRoutes, features);
  await app.register(checkoutRoutes, { ...features, carrier, payments });
  await app.register(orderRoutes, { ...features, payments, carrier, storage, carrierFor });
  await app.register(returnRoutes, { ...features, carrier, payments, storage });
  const payouts = deps.payouts ?? new SandboxPayoutProvider(deps.database.db, now);
  const payoutSettings = deps.payoutSettings ?? { schedule: 'monday' as const, minimumCents: 100 };
  await app.register(payoutRoutes, { ...features, payouts, payoutSettings });
  await app.register(payoutPolicyRoutes, { ...features, payoutSettings, holdDays: deps.payoutHoldDays ?? DEFAULT_HOLD_DAYS });
  if (payouts.setup === 'hosted_onboarding' && deps.connectWebhookSecret) {
    const { connectWebhookRoutes } = await import('./features/payouts/connect-webhook-routes.ts');
    await app.register(connectWebhookRoutes, { ...features, provider: payouts, payoutSettings, webhookSecret: deps.connectWebhookSecret });
  }
  // The sandbox's browser API (what Stripe.js is to Stripe) exists only while the sandbox takes the payments.
  if (payments instanceof SandboxPaymentProvider) await app.register(sandboxPaymentRoutes, { provider: payments });
  if (deps.stripeWebhookSecret) {
    // Loaded only with Stripe configured: the SDK is about 8 MB of memory the sandbox does not need.
    const { stripeWebhookRoutes } = await import('./features/payments/stripe-webhook-routes.ts');
    await app.register(stripeWebhookRoutes, { ...features, payments, webhookSecret: deps.stripeWebhookSecret });
  }
  await app.register(reviewRoutes, features);
  await app.register(shopReviewRoutes, features);
  const unsubscribeTokens = new UnsubscribeTokens(secret);
  await app.register(newsletterRoutes, { ...features, unsubscribeTokens });
  await app.register(adminNewsletterRoutes, { ...features, unsubscribeTokens, unsubscribeEmail: deps.unsubscribeEmail });
  await app.register(contactRoutes, features);
  // Given the storage too: an upload kept in S3 is served from there (decision 0034).
  await app.register(imageRoutes, { ...features, storage });
  await app.register(seoRoutes, features);
  await app.register(outboxRoutes, features);
  await app.register(moneyRoutes, features);
  await app.register(openApiRoutes);

  if (deps.clientDir) await serveClient(app, deps.clientDir, features.publicUrl);
  registerFallback(app, !!deps.clientDir);
  return app;
}
