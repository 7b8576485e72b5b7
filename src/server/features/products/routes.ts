import { eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { products } from '#server/db/schema.ts';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { adminOnly, requireAdmin, requireUser, signedIn } from '#server/http/auth.ts';
import { keepPrivate, readCache } from '#server/http/read-cache.ts';
import { TOTAL_COUNT_HEADER } from '#shared/catalogue.ts';
import { z } from 'zod';
import { idParamSchema, listingRevisionSchema, listingSchema, productDetailSchema, productListQuerySchema, productSchema } from '#shared/schemas/catalogue.ts';
import { messageSchema } from '#shared/schemas/common.ts';
import { adminListingsQuerySchema, productPatchSchema } from '#shared/schemas/seller.ts';
import type { FileStorage } from '#server/integrations/storage/storage.ts';
import { listingsPage } from './listings.ts';
import { listProducts } from './queries.ts';
import { hasPendingChanges } from './revisions.ts';
import {
  dealOfTheDay,
  decideChanges,
  deleteProduct,
  getProduct,
  productChanges,
  relatedProducts,
  setApproval,
  updateProduct,
  withdrawChanges,
} from './service.ts';

export interface ProductRouteDeps extends FeatureDeps {
  /** where uploaded pictures are kept: one proposed by an edit that is not approved is removed */
  storage: FileStorage;
}

export async function productRoutes(app: FastifyInstance, deps: ProductRouteDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = deps;

  api.get(
    '/api/products',
    { schema: { querystring: productListQuerySchema, response: { 200: z.array(productSchema) } }, ...readCache('catalogue') },
    async (request, reply) => {
      const page = await listProducts(db, request.query);
      reply.header(TOTAL_COUNT_HEADER, page.total);
      return page.items;
    },
  );

  api.get('/api/products/deal-of-the-day', { schema: { response: { 200: productSchema } }, ...readCache('catalogue') }, async () => dealOfTheDay(db));

  // A product awaiting approval is its seller's and the administrator's alone: not kept, not public.
  api.get(
    '/api/products/:id',
    { schema: { params: idParamSchema, response: { 200: productDetailSchema } }, ...readCache('product') },
    async (request, reply) => {
      const product = await getProduct(db, request.params.id, request.user);
      if (!product.isApproved) keepPrivate(reply);
      return product;
    },
  );

  // Its neighbours change with any product; a signed-in user's answer may concern a product only they see.
  api.get(
    '/api/products/:id/related',
    { schema: { params: idParamSchema, response: { 200: z.array(productSchema) } }, ...readCache('catalogue') },
    async (request, reply) => {
      if (request.user) keepPrivate(reply);
      return relatedProducts(db, request.params.id, request.user);
    },
  );

  api.patch(
    '/api/products/:id',
    { ...signedIn, schema: { params: idParamSchema, body: productPatchSchema, response: { 200: listingSchema } } },
    async (request) => updateProduct(db, storage, request.params.id, requireUser(request), request.body),
  );

  // A listing's change record and its edit waiting for review: its seller's and the administrator's (decision 0040).
  api.get('/api/products/:id/changes', { ...signedIn, schema: { params: idParamSchema, response: { 200: z.array(listingRevisionSchema) } } }, async (request) =>
    productChanges(db, request.params.id, requireUser(request)),
  );

  api.delete('/api/products/:id/pending-changes', { ...signedIn, schema: { params: idParamSchema, response: { 200: messageSchema } } }, async (request) => {
    await withdrawChanges(db, storage, request.params.id, requireUser(request));
    return { message: 'Changes withdrawn' };
  });

  api.post('/api/admin/product-revisions/:id/approve', { ...adminOnly, schema: { params: idParamSchema, response: { 200: listingSchema } } }, async (request) =>
    decideChanges(db, storage, request.params.id, 'approved', requireAdmin(request)),
  );

  api.post('/api/admin/product-revisions/:id/reject', { ...adminOnly, schema: { params: idParamSchema, response: { 200: listingSchema } } }, async (request) =>
    decideChanges(db, storage, request.params.id, 'rejected', requireAdmin(request)),
  );

  // The administrator's review of listings (decision 0028): pending ones first of all; Pending
  // also holds live listings whose edit waits for review (decision 0040).
  api.get(
    '/api/admin/products',
    { ...adminOnly, schema: { querystring: adminListingsQuerySchema, response: { 200: z.array(listingSchema) } } },
    async (request, reply) => {
      const { status, ...page } = request.query;
      const where =
        status === undefined ? [] : status === 'live' ? [eq(products.isApproved, true)] : [or(eq(products.isApproved, false), hasPendingChanges(db))!];
      const listings = await listingsPage(db, where, page);
      reply.header(TOTAL_COUNT_HEADER, listings.total);
      return listings.items;
    },
  );

  api.post('/api/admin/products/:id/approve', { ...adminOnly, schema: { params: idParamSchema, response: { 200: productSchema } } }, async (request) =>
    setApproval(db, request.params.id, true, requireAdmin(request)),
  );

  api.post('/api/admin/products/:id/unlist', { ...adminOnly, schema: { params: idParamSchema, response: { 200: productSchema } } }, async (request) =>
    setApproval(db, request.params.id, false, requireAdmin(request)),
  );

  api.delete('/api/products/:id', { schema: { params: idParamSchema, response: { 200: messageSchema } } }, async (request) => {
    const user = requireUser(request);
    await deleteProduct(db, storage, request.params.id, user);
    return { message: 'Product deleted' };
  });
}
