// The prepaid return label (spec 001 sections 2, 4 and 7): bought from the carrier for a pending or
// approved request without one, from the shopper's shipping address back to the seller, kept as a
// PDF in storage and served only to the request's seller, the administrator and its shopper.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { returnRequests, type User } from '#server/db/schema.ts';
import { sellerAddress } from '#server/features/orders/seller-address.ts';
import { ADMIN_USER_ID } from '#server/http/auth.ts';
import { AppError, badRequest, conflict } from '#server/http/errors.ts';
import { CarrierError, DEFAULT_ITEM_WEIGHT_OZ, type Carrier, type LabelRequest } from '#server/integrations/carrier/carrier.ts';
import { PRIVATE_PREFIX, type FileStorage } from '#server/integrations/storage/storage.ts';
import type { ReturnLabelResponse } from '#shared/returns.ts';
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

/** spec 001 section 9: the default package and the service type. */
const PACKAGE = { length: 12, width: 9, height: 3 };
const SERVICE = 'Priority Mail';

async function labelRequest(db: Db, row: ReturnContext): Promise<LabelRequest> {
  const a = row.order.shippingAddress;
  const unitOz = row.line.weightOz && row.line.weightOz > 0 ? row.line.weightOz : DEFAULT_ITEM_WEIGHT_OZ;
  return {
    from: { name: a.fullName, street: a.street, city: a.city, state: a.state, zipCode: a.zipCode },
    // Back to the seller's own address, or the platform's warehouse (seller-address.ts).
    to: await sellerAddress(db, row.sellerId),
    weightOz: unitOz * row.request.quantity,
    dimensions: PACKAGE,
    service: SERVICE,
  };
}

const labelAnswer = (id: number): ReturnLabelResponse => ({ labelUrl: returnLabelPath(id) });

function refuseLabel(status: string): never {
  throw conflict(`This return request is ${status}. Return labels are only for pending or approved requests.`);
}

/** The carrier's refusal in the seller's words: a bad address is 400, an unavailable carrier 502. */
function carrierFailure(error: unknown): never {
  if (error instanceof CarrierError && error.code !== 'unavailable') throw badRequest(`The carrier could not create the return label: ${error.message}`);
  if (error instanceof CarrierError) throw new AppError(502, 'carrier_unavailable', 'The carrier could not create the return label right now. Please try again.');
  throw error;
}

/**
 * Labels being bought in this process, by request: a second click while the first is at the
 * carrier waits for that label instead of buying another. (Across instances the transaction below
 * keeps the first label written and throws the other away.)
 */
const buying = new Map<number, Promise<ReturnLabelResponse>>();

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
  const label = await deps.carrier.createLabel(await labelRequest(deps.db, row)).catch(carrierFailure);
  // Private (decision 0041): a label shows the shopper's address, so /uploads/ never serves it and
  // only GET /api/returns/{id}/label hands it out, after checking who asks. Unguessable all the same.
  const key = `${PRIVATE_PREFIX}return-labels/${id}-${randomBytes(16).toString('hex')}.pdf`;
  await deps.storage.put(key, label.labelPdf, 'application/pdf');
  const kept = await deps.db.transaction(async (tx) => {
    const [current] = await selectReturns(tx).where(eq(returnRequests.id, id)).for('update', { of: returnRequests });
    if (!current) throw returnNotFound();
    if (current.request.labelKey) return false;
    if (current.request.status !== 'pending' && current.request.status !== 'approved') refuseLabel(current.request.status);
    const [request] = await tx
      .update(returnRequests)
      .set({ trackingNumber: label.trackingNumber, labelKey: key, status: 'approved', updatedAt: deps.now() })
      .where(eq(returnRequests.id, id))
      .returning();
    await queueReturnEmail(tx, { kind: 'label', row: { ...current, request: request! } }, deps.publicUrl);
    return true;
  }).catch(async (error: unknown) => {
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
  const allowed = row && (row.request.userId === user.id || row.sellerId === user.id || user.id === ADMIN_USER_ID);
  if (!allowed || !row.request.labelKey) throw returnNotFound();
  const file = await deps.storage.get(row.request.labelKey);
  if (!file) throw returnNotFound();
  return file.body;
}
