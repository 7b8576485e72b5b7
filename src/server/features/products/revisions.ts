import { and, desc, eq, exists, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { categories, productRevisions, products, users, type User } from '#server/db/schema.ts';
import { isAdmin } from '#server/http/auth.ts';
import { badRequest, conflict, notFound } from '#server/errors.ts';
import { discardProductImage } from './listing-image.ts';
import { isModerationOn } from '#server/features/settings/service.ts';
import type { FileStorage } from '#server/integrations/storage/storage.ts';
import type { ProductDto } from '#shared/catalogue.ts';
import {
  isReviewedField,
  LISTING_FIELDS,
  type ChangeValue,
  type ListingChange,
  type ListingField,
  type ListingRevisionDto,
} from '#shared/listing-revisions.ts';
import { centsToDecimal, toCents } from '#shared/money.ts';
import { CATEGORY_MESSAGE, PROCESSING_ORDER_MESSAGE, type ProductPatch } from '#shared/schemas/seller.ts';

// A listing's change record and the review of an approved listing's edits (decision 0040).

export const CHANGES_NOT_FOUND = 'These changes were not found.';
export const CHANGES_CLOSED = 'These changes are no longer waiting for review: they were replaced, withdrawn or already decided. Reload to see what waits now.';

const p = products;
const r = productRevisions;

/** The product's columns behind each field of the seller view; money is held in cents. */
const COLUMN = {
  name: 'name',
  description: 'description',
  categoryId: 'categoryId',
  imageUrl: 'imageUrl',
  oldPrice: 'oldPriceCents',
  isOnSale: 'isOnSale',
  isNew: 'isNew',
  price: 'priceCents',
  stock: 'stock',
  weight: 'weightOz',
  dimensions: 'dimensions',
  shippingClass: 'shippingClass',
  requiresShipping: 'requiresShipping',
  materials: 'materials',
  care: 'care',
  processingDaysMin: 'processingDaysMin',
  processingDaysMax: 'processingDaysMax',
} as const satisfies Record<ListingField, keyof typeof p.$inferSelect>;
const MONEY = new Set<ListingField>(['price', 'oldPrice']);

/** What an edit reads of the product it changes. */
export const editColumns = {
  id: p.id,
  isApproved: p.isApproved,
  ...(Object.fromEntries(Object.values(COLUMN).map((column) => [column, p[column]])) as { [C in (typeof COLUMN)[ListingField]]: (typeof p)[C] }),
};
export type EditRow = { id: number; isApproved: boolean } & { [C in (typeof COLUMN)[ListingField]]: (typeof p.$inferSelect)[C] };

type Values = Partial<Record<ListingField, ChangeValue>>;

/** The listing's fields as ProductDto sends them. */
function liveValues(row: EditRow): Record<ListingField, ChangeValue> {
  return Object.fromEntries(
    LISTING_FIELDS.map((field) => {
      const value = row[COLUMN[field]] ?? null;
      return [field, MONEY.has(field) && typeof value === 'number' ? centsToDecimal(value) : value];
    }),
  ) as Record<ListingField, ChangeValue>;
}

/** The listing's fields as its ProductDto has them (the processing time as its two bounds). */
export function dtoValues(dto: ProductDto): Record<ListingField, ChangeValue> {
  const fields = { ...dto, processingDaysMin: dto.processingDays.min, processingDaysMax: dto.processingDays.max };
  return Object.fromEntries(LISTING_FIELDS.map((field) => [field, fields[field]])) as Record<ListingField, ChangeValue>;
}

/** The fields an edit gives, as ProductDto would send them; those left out are left out. */
function givenValues(input: ProductPatch): Values {
  const values: Values = {};
  for (const field of LISTING_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    values[field] = MONEY.has(field) && typeof value === 'number' ? centsToDecimal(toCents(value)) : value;
  }
  return values;
}

/** The product columns that make a listing say what `changes` propose. */
function columnsOf(changes: ListingChange[]): Partial<typeof p.$inferInsert> {
  return Object.fromEntries(changes.map(({ field, to }) => [COLUMN[field], MONEY.has(field) && to !== null ? toCents(to as string) : to])) as Partial<
    typeof p.$inferInsert
  >;
}

/** `changes` with each old value as the listing has it now. */
const fromLive = (changes: ListingChange[], live: Record<ListingField, ChangeValue>): ListingChange[] => changes.map((c) => ({ ...c, from: live[c.field] }));

const sameProposal = (a: ListingChange[], b: ListingChange[]) => a.length === b.length && a.every((c, i) => c.field === b[i]!.field && c.to === b[i]!.to);

/** A picture a revision proposed, and who uploaded it. */
export interface ProposedPicture {
  url: string;
  authorId: number | null;
}

function picturesOf(revision: { changes: ListingChange[]; authorId: number | null }): ProposedPicture[] {
  const picture = revision.changes.find((c) => c.field === 'imageUrl')?.to;
  return typeof picture === 'string' ? [{ url: picture, authorId: revision.authorId }] : [];
}

/**
 * The processing time's bounds as the edit leaves them: an edit of one bound is checked against the
 * stored other (the schema checks them only when both are given), docs/decisions/0059-specifications-and-processing-time.md.
 */
function assertProcessingInOrder(values: Values): void {
  const { processingDaysMin: min, processingDaysMax: max } = values;
  if (typeof min === 'number' && typeof max === 'number' && max < min) {
    throw badRequest(PROCESSING_ORDER_MESSAGE, [{ path: 'processingDaysMax', message: PROCESSING_ORDER_MESSAGE }]);
  }
}

const pendingOf = (productId: number) => and(eq(r.productId, productId), eq(r.status, 'pending'));

/** Listings with an edit waiting for review (the administrator's Pending view). */
export const hasPendingChanges = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(r)
      .where(and(eq(r.productId, p.id), eq(r.status, 'pending'))),
  );

/**
 * Applies an edit of the listing `row` (locked by the caller) by `user`, and records it. While
 * moderation is on, a seller's change to an approved listing's reviewed fields becomes its pending
 * revision instead (replacing any earlier one) and the rest goes live; otherwise all goes live. A
 * seller's edit starts from their pending proposal: fields it leaves out keep their proposed value.
 * Answers the pictures of the proposal it ended, for discardUnusedPictures after the commit.
 */
export async function applyEdit(tx: Tx, row: EditRow, input: ProductPatch, user: User): Promise<ProposedPicture[]> {
  const admin = isAdmin(user);
  // The administrator's edit applies at once and leaves the seller's proposal to its own review.
  const [pending] = admin ? [] : await tx.select().from(r).where(pendingOf(row.id)).for('update');
  const live = liveValues(row);
  const intended: Values = { ...Object.fromEntries((pending?.changes ?? []).map((c) => [c.field, c.to])), ...givenValues(input) };
  assertProcessingInOrder({ ...live, ...intended });
  const changes = LISTING_FIELDS.filter((f) => f in intended && intended[f] !== live[f]).map((f): ListingChange => ({
    field: f,
    from: live[f],
    to: intended[f]!,
  }));
  const review = !admin && row.isApproved && (await isModerationOn(tx));
  const now = review ? changes.filter((c) => !isReviewedField(c.field)) : changes;
  const proposed = review ? changes.filter((c) => isReviewedField(c.field)) : [];

  if (now.length) {
    await tx.update(p).set(columnsOf(now)).where(eq(p.id, row.id));
    await tx.insert(r).values({ productId: row.id, authorId: user.id, status: 'applied', changes: now, decidedAt: sql`now()`, decidedBy: user.id });
  }
  if (pending && sameProposal(pending.changes, proposed)) return [];
  if (pending) {
    // Set back to the live values while moderation is on, the seller withdrew it; otherwise this edit replaced it.
    const status = review && !proposed.length ? 'withdrawn' : 'replaced';
    await tx
      .update(r)
      .set({ status, decidedAt: sql`now()`, decidedBy: user.id })
      .where(eq(r.id, pending.id));
  }
  if (proposed.length) {
    // Checked now: an approval must not find its category gone (live changes meet the foreign key).
    const category = proposed.find((c) => c.field === 'categoryId')?.to;
    if (typeof category === 'number') {
      const [known] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, category));
      if (!known) throw badRequest(CATEGORY_MESSAGE, [{ path: 'categoryId', message: CATEGORY_MESSAGE }]);
    }
    await tx.insert(r).values({ productId: row.id, authorId: user.id, status: 'pending', changes: proposed });
  }
  return pending ? picturesOf(pending) : [];
}

/**
 * The administrator approves a pending revision (its values become the listing's, atomically) or
 * rejects it (the listing stays as it is). Deciding it again the same way is no error (a retried
 * request); a revision no longer pending (replaced, withdrawn, decided otherwise) is a 409, so that
 * nothing is approved that the administrator did not see.
 */
export async function decideRevision(db: Db, id: number, decision: 'approved' | 'rejected', admin: User) {
  return db.transaction(async (tx) => {
    const [head] = await tx.select({ productId: r.productId }).from(r).where(eq(r.id, id));
    if (!head) throw notFound(CHANGES_NOT_FOUND);
    // The product first, as every edit locks it: no deadlock with the seller's next edit.
    const [row] = await tx.select(editColumns).from(p).where(eq(p.id, head.productId)).for('update');
    const [revision] = await tx.select().from(r).where(eq(r.id, id)).for('update');
    if (!row || !revision) throw notFound(CHANGES_NOT_FOUND);
    if (revision.status === decision) return { productId: row.id, pictures: [] as ProposedPicture[] };
    if (revision.status !== 'pending') throw conflict(CHANGES_CLOSED);
    const changes = fromLive(revision.changes, liveValues(row));
    if (decision === 'approved') await tx.update(p).set(columnsOf(changes)).where(eq(p.id, row.id));
    await tx
      .update(r)
      .set({ status: decision, changes, decidedAt: sql`now()`, decidedBy: admin.id })
      .where(eq(r.id, id));
    return { productId: row.id, pictures: decision === 'rejected' ? picturesOf(revision) : [] };
  });
}

/** Ends the pending revision of the listing (locked by the caller) as withdrawn by `user`; answers its pictures. */
export async function withdrawRevision(tx: Tx, productId: number, user: User): Promise<ProposedPicture[]> {
  const [pending] = await tx.select().from(r).where(pendingOf(productId)).for('update');
  if (!pending) return [];
  await tx
    .update(r)
    .set({ status: 'withdrawn', decidedAt: sql`now()`, decidedBy: user.id })
    .where(eq(r.id, pending.id));
  return picturesOf(pending);
}

/** The pictures the listing's pending revision proposes (before the listing is deleted). */
export async function pendingPictures(db: Db, productId: number): Promise<ProposedPicture[]> {
  const [pending] = await db.select({ changes: r.changes, authorId: r.authorId }).from(r).where(pendingOf(productId));
  return pending ? picturesOf(pending) : [];
}

/** How many entries of a listing's change record are sent, newest first. */
export const CHANGE_RECORD_LIMIT = 50;

const authorName = (id: number | null, company: string | null, username: string | null) =>
  id !== null && isAdmin({ id }) ? 'Administrator' : company || username;

/** The listing's change record, newest first; a pending revision's old values are the live ones now. */
export async function listRevisions(db: Db, row: EditRow): Promise<ListingRevisionDto[]> {
  const rows = await db
    .select({ revision: r, company: users.companyName, username: users.username })
    .from(r)
    .leftJoin(users, eq(users.id, r.authorId))
    .where(eq(r.productId, row.id))
    .orderBy(desc(r.id))
    .limit(CHANGE_RECORD_LIMIT);
  const live = liveValues(row);
  return rows.map(({ revision, company, username }) =>
    revisionDto(revision, authorName(revision.authorId, company, username), revision.status === 'pending' ? live : null),
  );
}

/** A revision row as the API sends it; `live` recomputes a pending revision's old values. */
export function revisionDto(
  revision: Pick<typeof r.$inferSelect, 'id' | 'productId' | 'status' | 'changes' | 'createdAt' | 'decidedAt'>,
  author: string | null,
  live: Record<ListingField, ChangeValue> | null,
): ListingRevisionDto {
  return {
    id: revision.id,
    productId: revision.productId,
    status: revision.status,
    changes: live ? fromLive(revision.changes, live) : revision.changes,
    authorName: author,
    createdAt: revision.createdAt.toISOString(),
    decidedAt: revision.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Removes pictures no longer proposed (a pending revision rejected, withdrawn or replaced): only
 * the revision author's own uploads (named after them, listing-image.ts), and only when no
 * listing shows them and no pending revision proposes them. Runs after the commit; a picture that
 * cannot be removed stays an orphan, as decision 0023 leaves them, rather than failing a saved change.
 */
export async function discardUnusedPictures(db: Db, storage: FileStorage, pictures: ProposedPicture[]): Promise<void> {
  for (const { url, authorId } of pictures) {
    const key = storage.keyOf(url);
    if (!key || authorId === null || !key.startsWith(`products/seller-${authorId}-`)) continue;
    const proposed = sql`${r.changes} @> ${JSON.stringify([{ field: 'imageUrl', to: url }])}::jsonb`;
    const [shown] = await db.select({ id: p.id }).from(p).where(eq(p.imageUrl, url)).limit(1);
    const [waiting] = shown
      ? [shown]
      : await db
          .select({ id: r.id })
          .from(r)
          .where(and(eq(r.status, 'pending'), proposed))
          .limit(1);
    if (waiting) continue;
    await discardProductImage(storage, url).catch(() => {});
  }
}
