import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { requireSeller, requireUser, sellerOnly as sellerOnlyGuard, signedIn as signedInGuard } from '#server/http/auth.ts';
import { AppError, badRequest } from '#server/errors.ts';
import { findUnstorable } from '#server/http/storable-input.ts';
import { toPublicUser } from '#server/features/auth/service.ts';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '#server/integrations/storage/images.ts';
import type { FileStorage } from '#server/integrations/storage/storage.ts';
import { TOTAL_COUNT_HEADER } from '#shared/catalogue.ts';
import { publicUserSchema } from '#shared/schemas/auth.ts';
import { listingSchema, productSchema } from '#shared/schemas/catalogue.ts';
import { becomeSellerSchema, sellerProductsQuerySchema, submitProductSchema } from '#shared/schemas/seller.ts';
import { storeProductImage } from '#server/features/products/listing-image.ts';
import { getShopSettings, setShopPicture, updateShopSettings, type ShopPicture } from '#server/features/shops/service.ts';
import { shopSettingsInputSchema, shopSettingsSchema } from '#shared/schemas/shops.ts';
import { becomeSeller, createListing, listSellerProducts } from './service.ts';

export interface SellerRouteDeps extends FeatureDeps {
  storage: FileStorage;
}

export const CHOOSE_AN_IMAGE = 'Please choose an image file to upload.';
export const ONE_IMAGE = 'Please upload one image at a time.';
export const UNREADABLE_FORM = 'The form could not be read. Please try again.';

/** POST /api/upload: where the photo is stored (the spec's imageUrl) and its size, for a listing's photos (docs/decisions/0060-photos-and-variants.md). */
const uploadedPhotoSchema = z.object({ imageUrl: z.string(), width: z.number(), height: z.number() });

/** A file part of a multipart form (read into its bytes). */
const imageFile = z.instanceof(Buffer, { message: CHOOSE_AN_IMAGE });

/**
 * A multipart form as a body: its text fields as strings, its file as bytes (one of at most 10MB).
 * A form that cannot be read is the sender's mistake (400), never a 500.
 */
async function readForm(request: FastifyRequest): Promise<Record<string, string | Buffer>> {
  const body: Record<string, string | Buffer> = Object.create(null);
  try {
    for await (const part of request.parts()) {
      body[part.fieldname] = part.type === 'file' ? await part.toBuffer() : String(part.value);
    }
  } catch (error) {
    const { code, statusCode } = error as FastifyError;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'payload_too_large', IMAGE_TOO_LARGE);
    if (code === 'FST_FILES_LIMIT') throw new AppError(413, 'payload_too_large', ONE_IMAGE);
    if (statusCode && statusCode < 500) throw error;
    throw badRequest(UNREADABLE_FORM);
  }
  return body;
}

/** Seller onboarding and listings (docs/product.md B2, B4, B5 and B7). */
export async function sellerRoutes(app: FastifyInstance, deps: SellerRouteDeps): Promise<void> {
  const { db, storage } = deps;
  // Multipart forms for these routes only, read before validation; the app's NUL check ran before
  // the form was read, so it runs again on its fields.
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 30, fieldSize: 64 * 1024, parts: 31 } });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    request.body = await readForm(request);
    const found = findUnstorable(request.body);
    if (found) throw new AppError(400, 'validation_failed', found.message, [found]);
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Refused before a byte of the body is read: no 10MB upload from someone who may not send it.
  // (The form is read in this plugin's preValidation hook, which runs before a route's.)
  const signedIn = { onRequest: signedInGuard.preValidation };
  const sellerOnly = { onRequest: sellerOnlyGuard.preValidation };

  api.patch('/api/user/become-seller', { ...signedIn, schema: { body: becomeSellerSchema, response: { 200: publicUserSchema } } }, async (request) =>
    toPublicUser(await becomeSeller(db, requireUser(request).id, request.body)),
  );

  api.post(
    '/api/seller/products',
    { ...sellerOnly, schema: { body: submitProductSchema.extend({ productImage: imageFile.optional() }), response: { 201: productSchema } } },
    async (request, reply) => {
      const { productImage, ...input } = request.body;
      reply.status(201);
      return createListing(db, storage, requireSeller(request), input, productImage);
    },
  );

  api.get(
    '/api/seller/products',
    { ...sellerOnly, schema: { querystring: sellerProductsQuerySchema, response: { 200: z.array(listingSchema) } } },
    async (request, reply) => {
      const page = await listSellerProducts(db, requireSeller(request).id, request.query);
      reply.header(TOTAL_COUNT_HEADER, page.total);
      return page.items;
    },
  );

  // The seller's shop settings (docs/decisions/0054-shops.md): name, story, location, ship-from
  // address, logo and banner. Here, beside the listings, for the multipart forms of the pictures.
  api.get('/api/seller/shop', { ...sellerOnly, schema: { response: { 200: shopSettingsSchema } } }, async (request) =>
    getShopSettings(db, requireSeller(request)),
  );

  api.put('/api/seller/shop', { ...sellerOnly, schema: { body: shopSettingsInputSchema, response: { 200: shopSettingsSchema } } }, async (request) =>
    updateShopSettings(db, requireSeller(request), request.body),
  );

  for (const kind of ['logo', 'banner'] satisfies ShopPicture[]) {
    api.post(
      `/api/seller/shop/${kind}`,
      { ...sellerOnly, schema: { body: z.object({ image: imageFile }), response: { 200: shopSettingsSchema } } },
      async (request) => setShopPicture(db, storage, requireSeller(request), kind, request.body.image),
    );
  }

  api.post(
    '/api/upload',
    { ...sellerOnly, schema: { body: z.object({ image: imageFile }), response: { 201: uploadedPhotoSchema } } },
    async (request, reply) => {
      const { url, width, height } = await storeProductImage(storage, requireSeller(request).id, request.body.image);
      reply.status(201);
      return { imageUrl: url, width, height };
    },
  );
}
