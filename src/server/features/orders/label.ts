// Sellers' shipping labels for orders (docs/product.md B2, B4, B7 and B9; decision 0026). An order
// holds one package per seller: each seller buys the label of their own lines, from their address to
// the order's shipping address. The first label moves the order from processing to shipped; every
// label emails the shopper its tracking number. The PDF is kept in storage under a private key
// (decision 0041) and served only to the package's seller and the administrator. The package is built
// from the items, and the seller sees its postage before buying (decision 0048).
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderItems, orderPackages, orders, products, shipments, type User } from '#server/db/schema.ts';
import { isAdmin } from '#server/http/auth.ts';
import { AppError, badRequest, conflict, forbidden } from '#server/errors.ts';
import { CarrierError, type Label, type LabelRequest } from '#server/integrations/carrier/carrier.ts';
import type { CarrierAccount, CarrierFor } from '#server/integrations/carrier/select.ts';
import { PRIVATE_PREFIX, type FileStorage } from '#server/integrations/storage/storage.ts';
import { orderLabelPath, type GenerateLabelResponse } from '#shared/orders.ts';
import type { LabelQuoteDto } from '#shared/schemas/order-labels.ts';
import { buildPackage } from '#shared/shipping-package.ts';
import { linesOf, orderNotFound, packagePartyOf, type OrderRow } from './dto.ts';
import { checkPackage, labelReferences, lineDimensions, quoteLabel } from './label-package.ts';
import { sellerAddress } from './seller-address.ts';
import { enqueueOrderStatusEmail } from './status-emails.ts';
import { postOrderLabel } from '#server/features/ledger/postings.ts';

export interface OrderLabelDeps {
  db: Db;
  now: () => Date;
  publicUrl: string;
  storage: FileStorage;
  carrierFor: CarrierFor;
}

/** docs/product.md B9's service type: bought when the carrier does not offer what was paid for. */
const FALLBACK_SERVICE = 'Priority Mail';

/** Statuses in which a seller's unlabelled package may still be labelled. */
const LABELLABLE = new Set<OrderRow['status']>(['processing', 'shipped']);

function refuseLabel(status: string): never {
  throw conflict(`This order is ${status}. Shipping labels can only be generated for orders that are still to be shipped.`);
}

/** The carrier's refusal in the seller's words: a bad address or weight is 400, an unavailable carrier 502. */
function carrierFailure(error: unknown): never {
  if (error instanceof CarrierError && error.code !== 'unavailable') throw badRequest(`The carrier could not create the shipping label: ${error.message}`);
  if (error instanceof CarrierError)
    throw new AppError(502, 'carrier_unavailable', 'The carrier could not create the shipping label right now. Please try again.');
  throw error;
}

const answer = (orderId: number, trackingNumber: string): GenerateLabelResponse => ({ trackingNumber, labelUrl: orderLabelPath(orderId) });

/** A package's seller: a seller's id, or null for the platform's own stock (shipped by the administrator). */
type Party = number | null;

const packageOf = (orderId: number, sellerId: Party) =>
  and(eq(shipments.orderId, orderId), sellerId === null ? isNull(shipments.sellerId) : eq(shipments.sellerId, sellerId));

const sellerPackage = (db: Db, orderId: number, sellerId: Party) => db.select().from(shipments).where(packageOf(orderId, sellerId));

/** The order and the party's lines in it; 404 when they have none (the same as no such order). */
async function sellerPart(db: Db, orderId: number, sellerId: Party) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw orderNotFound();
  const lines = await db
    .select({
      quantity: orderItems.quantity,
      weightOz: orderItems.weightOz,
      dimensions: lineDimensions,
      productName: orderItems.productName,
      variantOptions: orderItems.variantOptions,
      sku: orderItems.sku,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), linesOf(sellerId)))
    .orderBy(orderItems.id);
  if (lines.length === 0) throw orderNotFound();
  return { order, lines };
}

/**
 * What the carrier is asked for, from the server's records, never the browser's figures: the box
 * built from the seller's lines (docs/decisions/0048: their sizes stacked, 12x9x3 in for an item
 * without one); the weight and service checkout quoted for this seller's package when there is one,
 * else the lines' weight (16 oz for a unit without one) and the order's service; from the seller's
 * address to the order's. 400 for a package USPS would refuse.
 */
async function labelRequest(db: Db, part: Awaited<ReturnType<typeof sellerPart>>, sellerId: Party): Promise<LabelRequest> {
  const [quoted] = await db
    .select()
    .from(orderPackages)
    .where(and(eq(orderPackages.orderId, part.order.id), sellerId === null ? isNull(orderPackages.sellerId) : eq(orderPackages.sellerId, sellerId)));
  const built = buildPackage(part.lines);
  const { length, width, height, weightOz } = checkPackage({ ...built, weightOz: quoted?.weightOz && quoted.weightOz > 0 ? quoted.weightOz : built.weightOz });
  const a = part.order.shippingAddress;
  return {
    from: await sellerAddress(db, sellerId),
    to: { name: a.fullName, street: a.street, city: a.city, state: a.state, zipCode: a.zipCode },
    weightOz,
    dimensions: { length, width, height },
    service: quoted?.service || part.order.shippingMethod || FALLBACK_SERVICE,
    references: labelReferences(`Order #${part.order.id}`, part.lines),
  };
}

/** Buys the label; a service the carrier does not offer ('USPS Priority Mail', an old name) is bought as Priority Mail. */
async function buy(account: CarrierAccount, request: LabelRequest): Promise<Label> {
  try {
    return await account.carrier.createLabel(request);
  } catch (error) {
    if (error instanceof CarrierError && error.code === 'invalid_service' && request.service !== FALLBACK_SERVICE) {
      return account.carrier.createLabel({ ...request, service: FALLBACK_SERVICE }).catch(carrierFailure);
    }
    return carrierFailure(error);
  }
}

/**
 * The carrier's delivery date for a label just bought, so the order's pages promise what tracking
 * shows (one truth: not the order's date plus the quoted days). Null when the carrier does not know
 * the number yet or cannot answer: the tracking job fills it in later.
 */
async function carrierEstimate(account: CarrierAccount, trackingNumber: string, now: Date): Promise<Date | null> {
  try {
    return (await account.carrier.track(trackingNumber, now))?.estimatedDeliveryDate ?? null;
  } catch {
    return null;
  }
}

/**
 * Labels being bought in this process, by order and seller: a second click while the first is at
 * the carrier waits for that label instead of buying another. (Across instances the unique
 * (order, seller) and the locked order below keep the first label and throw the other away.)
 */
const buying = new Map<string, Promise<GenerateLabelResponse>>();

/** Who may ask for a label at all (before the body is judged): a seller, or the administrator for the platform's stock. */
export function requireLabeller(user: User): User {
  if (!user.isSeller && !isAdmin(user)) throw forbidden('Only sellers can do this.');
  return user;
}

/** Whose package `user` labels in the order (`packagePartyOf`), its lines, and its label if bought; 404 when they have none. */
async function labellersPackage(db: Db, user: User, orderId: number) {
  const party = await packagePartyOf(db, orderId, requireLabeller(user));
  if (party === undefined) throw orderNotFound();
  const part = await sellerPart(db, orderId, party);
  const [labelled] = await sellerPackage(db, orderId, party);
  return { party, part, labelled };
}

/**
 * GET /api/orders/{id}/label-quote: what POST .../generate-label would buy, for the seller to confirm
 * first (docs/decisions/0048): the service, the carrier's postage for the package and the package.
 * The same people and rules as the purchase; 409 once the package has its label. Buys nothing.
 */
export async function quoteOrderLabel(deps: OrderLabelDeps, user: User, orderId: number): Promise<LabelQuoteDto> {
  const { party, part, labelled } = await labellersPackage(deps.db, user, orderId);
  if (labelled) throw conflict('Your package of this order already has its label.');
  if (!LABELLABLE.has(part.order.status)) refuseLabel(part.order.status);
  const request = await labelRequest(deps.db, part, party);
  const account = await deps.carrierFor(party);
  return quoteLabel(account.carrier, request, deps.now(), 'shipping label', FALLBACK_SERVICE);
}

/**
 * POST /api/orders/{id}/generate-label for `user`: a seller labels their own package; the
 * administrator the platform's (lines without a seller), from its warehouse on its carrier
 * (`packagePartyOf`). Idempotent: a package with a label answers its tracking number. The carrier is
 * called outside any transaction (it keeps its own ledger); the package is then recorded with the
 * order locked, shipping a processing order and emailing the shopper in the same transaction.
 */
export async function generateOrderLabel(deps: OrderLabelDeps, user: User, orderId: number): Promise<GenerateLabelResponse> {
  const { party, part, labelled } = await labellersPackage(deps.db, user, orderId);
  if (labelled) return answer(orderId, labelled.trackingNumber);
  if (!LABELLABLE.has(part.order.status)) refuseLabel(part.order.status);
  const key = `${orderId}:${party ?? 'platform'}`;
  const running = buying.get(key);
  if (running) return running;
  const purchase = buyLabel(deps, part, party).finally(() => buying.delete(key));
  buying.set(key, purchase);
  return purchase;
}

async function buyLabel(deps: OrderLabelDeps, part: Awaited<ReturnType<typeof sellerPart>>, sellerId: Party): Promise<GenerateLabelResponse> {
  const orderId = part.order.id;
  const account = await deps.carrierFor(sellerId);
  const label = await buy(account, await labelRequest(deps.db, part, sellerId));
  // Private (decision 0041): a label shows the shopper's address, so /uploads/ never serves it and
  // only GET /api/orders/{id}/label hands it out, after checking who asks. Unguessable all the same.
  const key = `${PRIVATE_PREFIX}order-labels/${orderId}-${randomBytes(16).toString('hex')}.pdf`;
  await deps.storage.put(key, label.labelPdf, 'application/pdf');
  const estimatedDeliveryAt = await carrierEstimate(account, label.trackingNumber, deps.now());
  const kept = await deps.db
    .transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw orderNotFound();
      const [existing] = await tx.select().from(shipments).where(packageOf(orderId, sellerId));
      if (existing) return existing.trackingNumber;
      if (!LABELLABLE.has(order.status)) refuseLabel(order.status);
      const now = deps.now();
      await tx.insert(shipments).values({
        orderId,
        sellerId,
        provider: account.provider,
        service: label.service,
        trackingNumber: label.trackingNumber,
        labelKey: key,
        estimatedDeliveryAt,
        createdAt: now,
      });
      if (order.status === 'processing') await tx.update(orders).set({ status: 'shipped', shippedAt: now, updatedAt: now }).where(eq(orders.id, orderId));
      // The books (decision 0056): postage on the platform's carrier account is taken from the seller;
      // on the seller's own USPS account the seller paid USPS directly, and no marketplace money moved.
      if (account.provider === 'sandbox') {
        await postOrderLabel(tx, { orderId, sellerId, postageCents: label.rateCents, trackingNumber: label.trackingNumber });
      }
      await enqueueOrderStatusEmail(tx, orderId, 'shipped', deps.publicUrl);
      return null;
    })
    .catch(async (error: unknown) => {
      await deps.storage.delete(key);
      throw error;
    });
  if (kept !== null) {
    await deps.storage.delete(key);
    return answer(orderId, kept);
  }
  return answer(orderId, label.trackingNumber);
}

/**
 * GET /api/orders/{id}/label: the PDF of a seller's package, for that seller (their own) and the
 * administrator (any seller's, named by `sellerId`; without it the package they act for, the
 * platform's when the order holds its stock, else the order's first label); 404 for anyone else and
 * while there is no label.
 */
export async function readOrderLabel(deps: Pick<OrderLabelDeps, 'db' | 'storage'>, user: User, orderId: number, sellerId: number | undefined): Promise<Buffer> {
  const admin = isAdmin(user);
  if (!admin && sellerId !== undefined && sellerId !== user.id) throw orderNotFound();
  // undefined: any package of the order (the administrator's fallback); null: the platform's.
  const owner: Party | undefined = !admin ? user.id : sellerId !== undefined ? sellerId : await packagePartyOf(deps.db, orderId, user);
  const rows = await deps.db
    .select({ labelKey: shipments.labelKey })
    .from(shipments)
    .where(owner === undefined ? eq(shipments.orderId, orderId) : packageOf(orderId, owner))
    .orderBy(shipments.id);
  const labelKey = rows.find((r) => r.labelKey)?.labelKey;
  if (!labelKey) throw orderNotFound();
  const file = await deps.storage.get(labelKey);
  if (!file) throw orderNotFound();
  return file.body;
}
