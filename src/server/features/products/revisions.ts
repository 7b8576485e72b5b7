import { and, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { categories, productRevisions, products, users, type ProductImage, type ProductOption, type User } from '#server/db/schema.ts';
import { isAdmin } from '#server/http/auth.ts';
import { badRequest, conflict, notFound } from '#server/errors.ts';
import { discardProductImage, isOwnUpload, photosValue, resolvePhoto, resolvePhotos, withCover } from './listing-image.ts';
import {
  clearRemovedPhotos,
  inputVariant,
  planVariants,
  readVariants,
  recordedVariant,
  variantsValue,
  writeVariants,
  type VariantPlan,
  type VariantRow,
} from './variants.ts';
import { isModerationOn } from '#server/features/settings/service.ts';
import type { FileStorage } from '#server/integrations/storage/storage.ts';
import type { ProductDetailDto } from '#shared/catalogue.ts';
import {
  isReviewedField,
  LISTING_FIELDS,
  type ChangeValue,
  type ListingChange,
  type ListingField,
  type ListingRevisionDto,
} from '#shared/listing-revisions.ts';
import { NO_OPTIONS_VARIANTS, VARIANT_PHOTO_MESSAGE, VARIANTS_PRICE_MESSAGE, variantProblems } from '#shared/listing-variants.ts';
import { centsToDecimal, toCents } from '#shared/money.ts';
import { CATEGORY_MESSAGE, PROCESSING_ORDER_MESSAGE, type ProductPatch } from '#shared/schemas/seller.ts';

// A listing's change record and the review of an approved listing's edits (decision 0040); its
// photos, options and variants are fields of it too (docs/decisions/0060-photos-and-variants.md).

export const CHANGES_NOT_FOUND = 'These changes were not found.';
export const CHANGES_CLOSED = 'These changes are no longer waiting for review: they were replaced, withdrawn or already decided. Reload to see what waits now.';
export const VARIANT_PHOTO_PENDING = 'This photo waits for review: give it to a variant once it is approved.';

const p = products;
const r = productRevisions;

/** The fields held in one product column each; the photos, options and variants are lists. */
type ColumnField = Exclude<ListingField, 'images' | 'options' | 'variants'>;

/** The product's columns behind each field of the seller view; money is held in cents. */
const COLUMN = {
  name: 'name',
  description: 'description',
  categoryId: 'categoryId',
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
} as const satisfies Record<ColumnField, keyof typeof p.$inferSelect>;
const COLUMN_FIELDS = Object.keys(COLUMN) as ColumnField[];
const MONEY = new Set<ListingField>(['price', 'oldPrice']);

/** What an edit reads of the product it changes (its variants beside it: EditRow). */
const editColumns = {
  id: p.id,
  isApproved: p.isApproved,
  images: p.images,
  options: p.options,
  ...(Object.fromEntries(Object.values(COLUMN).map((column) => [column, p[column]])) as { [C in (typeof COLUMN)[ColumnField]]: (typeof p)[C] }),
};
export type EditRow = { id: number; isApproved: boolean; images: ProductImage[]; options: ProductOption[]; variants: VariantRow[] } & {
  [C in (typeof COLUMN)[ColumnField]]: (typeof p.$inferSelect)[C];
};

/**
 * The product `where` allows, with its variants, for an edit or its record. `lock` holds the
 * variants, then the product row: every stock writer takes them in that order (decision 0060 point 4).
 */
export async function findEditRow(db: Db | Tx, id: number, where: SQL, lock = false): Promise<EditRow | undefined> {
  const variants = await readVariants(db, id, lock ? { where } : undefined);
  const query = db
    .select(editColumns)
    .from(p)
    .where(and(eq(p.id, id), where));
  const [row] = lock ? await query.for('update') : await query;
  return row && { ...row, variants };
}

type Values = Partial<Record<ListingField, ChangeValue>>;

const optionsValue = (options: ProductOption[]) => JSON.stringify(options.map(({ name, values }) => ({ name, values })));

/** The listing's fields as ProductDto sends them (its lists as JSON text). */
function liveValues(row: EditRow): Record<ListingField, ChangeValue> {
  const values: Values = {
    images: photosValue(row.images),
    options: optionsValue(row.options),
    variants: variantsValue(row.options, row.variants.map(recordedVariant)),
  };
  for (const field of COLUMN_FIELDS) {
    const value = row[COLUMN[field]] ?? null;
    values[field] = MONEY.has(field) && typeof value === 'number' ? centsToDecimal(value) : value;
  }
  return values as Record<ListingField, ChangeValue>;
}

/** The listing's fields as its ProductDetailDto has them (the processing time as its two bounds). */
export function dtoValues(dto: ProductDetailDto): Record<ListingField, ChangeValue> {
  const fields: Record<string, unknown> = {
    ...dto,
    processingDaysMin: dto.processingDays.min,
    processingDaysMax: dto.processingDays.max,
    images: photosValue(dto.images),
    options: optionsValue(dto.options),
    variants: variantsValue(dto.options, dto.variants),
  };
  return Object.fromEntries(LISTING_FIELDS.map((field) => [field, fields[field]])) as Record<ListingField, ChangeValue>;
}

/** The plain fields an edit gives, as ProductDto would send them; those left out are left out. */
function givenValues(input: ProductPatch): Values {
  const values: Values = {};
  for (const field of COLUMN_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    values[field] = MONEY.has(field) && typeof value === 'number' ? centsToDecimal(toCents(value)) : value;
  }
  return values;
}

const parsePhotos = (value: ChangeValue | undefined): ProductImage[] => (typeof value === 'string' ? (JSON.parse(value) as ProductImage[]) : []);

/** The product columns that make a listing say what `changes` propose (the variants are rows: writeVariants). */
function columnsOf(changes: EditChange[]): Partial<typeof p.$inferInsert> {
  const set: Partial<typeof p.$inferInsert> = {};
  for (const { field, to } of changes) {
    if (field === 'variants') continue;
    if (field === 'images') {
      const images = parsePhotos(to);
      Object.assign(set, { images, imageUrl: images[0]?.url ?? null });
    } else if (field === 'options') {
      set.options = JSON.parse(String(to)) as ProductOption[];
    } else {
      Object.assign(set, { [COLUMN[field]]: MONEY.has(field) && to !== null ? toCents(to as string) : to });
    }
  }
  return set;
}

/** A change of a field an edit writes (older records' `imageUrl` is read as `images`: fromLive). */
type EditChange = ListingChange & { field: ListingField };

/**
 * `changes` with each old value as the listing has it now. A change recorded before photo lists
 * proposed the single picture (`imageUrl`): it is read as the photo list with that picture first,
 * at the size migration 0036 gave such pictures.
 */
function fromLive(changes: ListingChange[], live: Record<ListingField, ChangeValue>): EditChange[] {
  return changes.map((c): EditChange => {
    if (c.field !== 'imageUrl') return { ...c, field: c.field, from: live[c.field] };
    const cover = typeof c.to === 'string' ? { url: c.to, alt: String(live.name), width: 800, height: 800 } : null;
    return { field: 'images', from: live.images, to: photosValue(withCover(parsePhotos(live.images), cover)) };
  });
}

const sameProposal = (a: ListingChange[], b: ListingChange[]) => a.length === b.length && a.every((c, i) => c.field === b[i]!.field && c.to === b[i]!.to);

/** A picture a revision proposed, and who uploaded it. */
export interface ProposedPicture {
  url: string;
  authorId: number | null;
}

/** The pictures a revision proposed: its photo list's, or an older record's single picture. */
function picturesOf(revision: { changes: ListingChange[]; authorId: number | null }): ProposedPicture[] {
  return revision.changes.flatMap((c) => {
    const urls = c.field === 'images' ? parsePhotos(c.to).map((photo) => photo.url) : c.field === 'imageUrl' && typeof c.to === 'string' ? [c.to] : [];
    return urls.map((url) => ({ url, authorId: revision.authorId }));
  });
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

/** The variants an edit gives, or makes (a listing going back to no options), before they are checked. */
type WantedVariants = Array<ReturnType<typeof inputVariant> & { id?: number }>;

/**
 * The photos, options and variants an edit gives, as values (with the plan of its variant rows):
 * photos checked (resolvePhoto), the spec's imageUrl as a new first photo, the price and stock of a
 * listing with options refused (they are per variant), and a listing going back to no options given
 * its one variant from the price and stock sent, else its first variant's.
 */
async function listValues(storage: FileStorage, row: EditRow, input: ProductPatch, user: User, proposal: EditChange[]) {
  const values: Values = {};
  const proposed = proposal.find((c) => c.field === 'images');
  const current = proposed ? parsePhotos(proposed.to) : row.images;
  const known = [...row.images, ...current];
  if (input.images) {
    values.images = photosValue(await resolvePhotos(storage, user.id, input.images, known));
  } else if (input.imageUrl !== undefined) {
    const first = current[0];
    const alt = first?.url === input.imageUrl ? first.alt : (input.name ?? row.name);
    const cover = input.imageUrl === null ? null : await resolvePhoto(storage, user.id, { url: input.imageUrl, alt }, known, 'imageUrl', true);
    values.images = photosValue(withCover(current, cover));
  }
  const options = input.options ?? row.options;
  if (input.options) values.options = optionsValue(input.options);
  let wanted: WantedVariants | undefined;
  if (!options.length) {
    if (input.variants) throw badRequest(NO_OPTIONS_VARIANTS, [{ path: 'variants', message: NO_OPTIONS_VARIANTS }]);
    if (row.options.length) {
      const first = recordedVariant(row.variants[0]!);
      const price = input.price === undefined ? first.price : centsToDecimal(toCents(input.price));
      wanted = [{ options: {}, price, stock: input.stock ?? first.stock, sku: null, imageUrl: null, weight: null }];
    }
  } else {
    for (const field of ['price', 'stock'] as const) {
      if (input[field] !== undefined) throw badRequest(VARIANTS_PRICE_MESSAGE, [{ path: field, message: VARIANTS_PRICE_MESSAGE }]);
    }
    if (input.variants) wanted = input.variants.map((v) => ({ ...inputVariant(v), id: v.id }));
    else if (input.options) wanted = row.variants.map(recordedVariant);
  }
  return { values, options, wanted };
}

/**
 * The variants' check against the listing as the edit leaves it: one for each combination, SKUs
 * different, and each photo one the listing shows: a photo waiting for review is not yet one.
 */
function checkVariants(options: ProductOption[], wanted: WantedVariants, shown: ProductImage[], proposed: ProductImage[]): void {
  const problems = variantProblems(
    options,
    wanted,
    shown.map((photo) => photo.url),
  ).map((problem) => {
    const url = problem.message === VARIANT_PHOTO_MESSAGE ? wanted[Number(problem.path.split('.')[1])]?.imageUrl : null;
    return url && proposed.some((photo) => photo.url === url) ? { ...problem, message: VARIANT_PHOTO_PENDING } : problem;
  });
  if (problems.length) throw badRequest(problems[0]!.message, problems);
}

/**
 * Applies an edit of the listing `row` (locked by the caller, variants first) by `user`, and records
 * it. While moderation is on, a seller's change to an approved listing's reviewed fields becomes its
 * pending revision instead (replacing any earlier one) and the rest goes live; otherwise all goes
 * live. A seller's edit starts from their pending proposal: fields it leaves out keep their proposed
 * value. Answers the pictures of the proposal it ended, for discardUnusedPictures after the commit.
 */
export async function applyEdit(tx: Tx, storage: FileStorage, row: EditRow, input: ProductPatch, user: User): Promise<ProposedPicture[]> {
  const admin = isAdmin(user);
  // The administrator's edit applies at once and leaves the seller's proposal to its own review.
  const [pending] = admin ? [] : await tx.select().from(r).where(pendingOf(row.id)).for('update');
  const live = liveValues(row);
  const proposal = pending ? fromLive(pending.changes, live) : [];
  const lists = await listValues(storage, row, input, user, proposal);
  const intended: Values = { ...Object.fromEntries(proposal.map((c) => [c.field, c.to])), ...givenValues(input), ...lists.values };
  assertProcessingInOrder({ ...live, ...intended });
  const review = !admin && row.isApproved && (await isModerationOn(tx));
  let plan: VariantPlan | undefined;
  if (lists.wanted) {
    const photos = parsePhotos(intended.images ?? live.images);
    checkVariants(lists.options, lists.wanted, review ? row.images : photos, photos);
    plan = planVariants(row.variants, lists.wanted, lists.options);
    // The price and stock of a listing going back to no options are its one variant's.
    delete intended.price;
    delete intended.stock;
    intended.variants = variantsValue(lists.options, lists.wanted);
  }
  const changes = LISTING_FIELDS.filter((f) => f in intended && intended[f] !== live[f]).map((f): EditChange => ({
    field: f,
    from: live[f],
    to: intended[f]!,
  }));
  const now = review ? changes.filter((c) => !isReviewedField(c.field)) : changes;
  const proposed = review ? changes.filter((c) => isReviewedField(c.field)) : [];

  if (now.length) {
    // The options before the variants, and never with the price or stock (migration 0036 refuses those on a listing with options).
    const columns = columnsOf(now);
    if (Object.keys(columns).length) await tx.update(p).set(columns).where(eq(p.id, row.id));
    if (plan && now.some((c) => c.field === 'variants')) await writeVariants(tx, row.id, plan);
    const photos = now.find((c) => c.field === 'images');
    if (photos)
      await clearRemovedPhotos(
        tx,
        row.id,
        parsePhotos(photos.to).map((photo) => photo.url),
      );
    await tx.insert(r).values({ productId: row.id, authorId: user.id, status: 'applied', changes: now, decidedAt: sql`now()`, decidedBy: user.id });
  }
  if (pending && sameProposal(proposal, proposed)) return [];
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
    // The variants, then the product, as every edit and stock writer locks them: no deadlock.
    const row = await findEditRow(tx, head.productId, sql`true`, true);
    const [revision] = await tx.select().from(r).where(eq(r.id, id)).for('update');
    if (!row || !revision) throw notFound(CHANGES_NOT_FOUND);
    if (revision.status === decision) return { productId: row.id, pictures: [] as ProposedPicture[] };
    if (revision.status !== 'pending') throw conflict(CHANGES_CLOSED);
    const changes = fromLive(revision.changes, liveValues(row));
    if (decision === 'approved') {
      await tx.update(p).set(columnsOf(changes)).where(eq(p.id, row.id));
      const photos = changes.find((c) => c.field === 'images');
      if (photos)
        await clearRemovedPhotos(
          tx,
          row.id,
          parsePhotos(photos.to).map((photo) => photo.url),
        );
    }
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
 * Removes pictures no longer proposed (a pending revision rejected, withdrawn or replaced, its
 * listing deleted): only the revision author's own uploads (named after them, listing-image.ts), and
 * only when no listing shows them among its photos and no pending revision proposes them (in its
 * photo list, or as an older record's single picture). Runs after the commit; a picture that cannot
 * be removed stays an orphan, as decision 0023 leaves them, rather than failing a saved change.
 */
export async function discardUnusedPictures(db: Db, storage: FileStorage, pictures: ProposedPicture[]): Promise<void> {
  const seen = new Set<string>();
  for (const { url, authorId } of pictures) {
    if (seen.has(url) || authorId === null || !isOwnUpload(storage, url, authorId)) continue;
    seen.add(url);
    const photo = JSON.stringify([{ url }]);
    const [shown] = await db
      .select({ id: p.id })
      .from(p)
      .where(sql`${p.imageUrl} = ${url} OR ${p.images} @> ${photo}::jsonb`)
      .limit(1);
    const proposed = sql`(${r.changes} @> ${JSON.stringify([{ field: 'imageUrl', to: url }])}::jsonb OR EXISTS (
      SELECT 1 FROM jsonb_array_elements(${r.changes}) c WHERE c->>'field' = 'images' AND (c->>'to')::jsonb @> ${photo}::jsonb))`;
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
