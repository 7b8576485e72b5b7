// The prepaid return label (docs/product.md B2, B4 and B7): bought from the carrier for a pending or
// approved request without one, from the shopper's shipping address back to the seller, kept as a
// PDF in storage and served only to the request's seller, the administrator and its shopper.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { returnRequests, type User } from '#server/db/schema.ts';
import { sellerAddress } from '#server/features/orders/seller-address.ts';
import { isAdmin } from '#server/http/auth.ts';
import { AppError, badRequest, conflict } from '#server/errors.ts';
import { checkPackage, labelReferences, quoteLabel } from '#server/features/orders/label-package.ts';
import { postReturnLabel } from '#server/features/ledger/postings.ts';
import { CarrierError, type Carrier, type LabelRequest } from '#server/integrations/carrier/carrier.ts';
import { PRIVATE_PREFIX, type FileStorage } from '#server/integrations/storage/storage.ts';
import type { ReturnLabelResponse } from '#shared/returns.ts';
import type { LabelQuoteDto } from '#shared/schemas/order-labels.ts';
import { buildPackage } from '#shared/shipping-package.ts';
import { queueReturnEmail } from './seller-emails.ts';
import { returnLabelPath, selectReturns, type ReturnContext } from './seller-query.ts';
import { findReturnFor, returnNotFound } from './seller-service.ts';

export interface ReturnLabelDeps {
  db: Db;
  now: () => Date;
  publicUrl: string;
  carrier: Carrier;
  storage: FileStorage;
}

/** docs/product.md B9: the service type. */
const SERVICE = 'Priority Mail';

/**
 * The returned units' package (decision 0048: the line's size stacked, 12x9x3 in without one; its
 * weight, 16 oz a unit without one) from the shopper back to the seller; 400 when USPS would refuse it.
 */
async function labelRequest(db: Db, row: ReturnContext): Promise<LabelRequest> {
  const a = row.order.shippingAddress;
  const { length, width, height, weightOz } = checkPackage(
    buildPackage([{ dimensions: row.line.dimensions, weightOz: row.line.weightOz, quantity: row.request.quantity }]),
  );
  return {
    from: { name: a.fullName, street: a.street, city: a.city, state: a.state, zipCode: a.zipCode },
    // Back to the shop's ship-from address (the warehouse for the platform's own stock; 400 without one: seller-address.ts, decision 0055).
    to: await sellerAddress(db, row.sellerId),
    weightOz,
    dimensions: { length, width, height },
    service: SERVICE,
    references: labelReferences(`Return #${row.request.id}, order #${row.order.id}`, [{ ...row.line, quantity: row.request.quantity }]),
  };
}

const labelAnswer = (id: number): ReturnLabelResponse => ({ labelUrl: returnLabelPath(id) });

function refuseLabel(status: string): never {
  throw conflict(`This return request is ${status}. Return labels are only for pending or approved requests.`);
}

/** The carrier's refusal in the seller's words: a bad address is 400, an unavailable carrier 502. */
function carrierFailure(error: unknown): never {
  if (error instanceof CarrierError && error.code !== 'unavailable') throw badRequest(`The carrier could not create the return label: ${error.message}`);
  if (error instanceof CarrierError)
    throw new AppError(502, 'carrier_unavailable', 'The carrier could not create the return label right now. Please try again.');
  throw error;
}

/**
 * Labels being bought in this process, by request: a second click while the first is at the
 * carrier waits for that label instead of buying another. (Across instances the transaction below
 * keeps the first label written and throws the other away.)
 */
const buying = new Map<number, Promise<ReturnLabelResponse>>();

/**
 * GET /api/returns/{id}/label-quote: what POST .../generate-label would buy, for the seller to confirm
 * first (decision 0048). The same people and rules as the purchase; 409 once the request has its
 * label. Buys nothing.
 */
export async function quoteReturnLabel(deps: ReturnLabelDeps, user: User, id: number): Promise<LabelQuoteDto> {
  const row = await findReturnFor(deps.db, user, id, false);
  if (row.request.labelKey) throw conflict('This return request already has its label.');
  if (row.request.status !== 'pending' && row.request.status !== 'approved') refuseLabel(row.request.status);
  return quoteLabel(deps.carrier, await labelRequest(deps.db, row), deps.now(), 'return label');
}

/**
 * POST /api/returns/{id}/generate-label. Idempotent: a request that has a label answers it. The
 * carrier is called outside any transaction (it keeps its own ledger); the label is then recorded
 * with the row locked, approving a pending request and emailing the shopper the label's link.
 */
export async function generateReturnLabel(deps: ReturnLabelDeps, user: User, id: number): Promise<ReturnLabelResponse> {
  const row = await findReturnFor(deps.db, user, id, false);
  if (row.request.labelKey) return labelAnswer(id);
  if (row.request.status !== 'pending' && row.request.status !== 'approved') refuseLabel(row.request.status);
  const running = buying.get(id);
  if (running) return running;
  const purchase = buyLabel(deps, row).finally(() => buying.delete(id));
  buying.set(id, purchase);
  return purchase;
}

async function buyLabel(deps: ReturnLabelDeps, row: ReturnContext): Promise<ReturnLabelResponse> {
  const id = row.request.id;
  const request = await labelRequest(deps.db, row);
  const label = await deps.carrier.createLabel(request).catch(carrierFailure);
  // Private (decision 0041): a label shows the shopper's address, so /uploads/ never serves it and
  // only GET /api/returns/{id}/label hands it out, after checking who asks. Unguessable all the same.
  const key = `${PRIVATE_PREFIX}return-labels/${id}-${randomBytes(16).toString('hex')}.pdf`;
  await deps.storage.put(key, label.labelPdf, 'application/pdf');
  const kept = await deps.db
    .transaction(async (tx) => {
      const [current] = await selectReturns(tx).where(eq(returnRequests.id, id)).for('update', { of: returnRequests });
      if (!current) throw returnNotFound();
      if (current.request.labelKey) return false;
      if (current.request.status !== 'pending' && current.request.status !== 'approved') refuseLabel(current.request.status);
      const [request] = await tx
        .update(returnRequests)
        .set({ trackingNumber: label.trackingNumber, labelKey: key, status: 'approved', updatedAt: deps.now() })
        .where(eq(returnRequests.id, id))
        .returning();
      // The books (decision 0056): the platform's carrier is paid, the postage taken from the line's seller.
      await postReturnLabel(tx, {
        returnId: id,
        orderId: current.order.id,
        lineId: current.line.id,
        postageCents: label.rateCents,
        trackingNumber: label.trackingNumber,
      });
      await queueReturnEmail(tx, { kind: 'label', row: { ...current, request: request! } }, deps.publicUrl);
      return true;
    })
    .catch(async (error: unknown) => {
      await deps.storage.delete(key);
      throw error;
    });
  if (!kept) await deps.storage.delete(key);
  return labelAnswer(id);
}

/**
 * GET /api/returns/{id}/label: the PDF, for the request's seller, the administrator and the shopper
 * who asked for the return; 404 for anyone else and while there is no label.
 */
export async function readReturnLabel(deps: ReturnLabelDeps, user: User, id: number): Promise<Buffer> {
  const [row] = await selectReturns(deps.db).where(eq(returnRequests.id, id));
  const allowed = row && (row.request.userId === user.id || row.sellerId === user.id || isAdmin(user));
  if (!allowed || !row.request.labelKey) throw returnNotFound();
  const file = await deps.storage.get(row.request.labelKey);
  if (!file) throw returnNotFound();
  return file.body;
}
