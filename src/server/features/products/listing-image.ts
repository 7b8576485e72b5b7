import { randomBytes } from 'node:crypto';
import type { ProductImage } from '#server/db/schema.ts';
import { badRequest } from '#server/errors.ts';
import { storeSizedImage } from '#server/integrations/storage/images.ts';
import { sharp } from '#server/integrations/storage/sharp.ts';
import type { FileStorage } from '#server/integrations/storage/storage.ts';

/**
 * A listing's photos are stored up to 1600 px on their long side, their shape kept, so the product
 * page can zoom into them; the images feature serves smaller and square variants (?w=&h=&fit=).
 */
const PRODUCT_IMAGE_SIZE = { width: 1600, height: 1600, fit: 'inside' } as const;
/** The size recorded for a picture given by its web address: not fetched, as migration 0036 recorded the pictures before it. */
const OUTSIDE_PHOTO_SIZE = { width: 800, height: 800 };

export const PHOTO_NOT_YOURS = 'This photo is not one you uploaded. Please upload it again.';

/**
 * Stores a seller's uploaded product photo (judged by its content, resized) and answers its URL and
 * size; the images feature serves it with sized variants. A fresh name for every upload: browsers
 * keep /uploads files for days. Named after its uploader, so a listing takes only their own.
 */
export function storeProductImage(storage: FileStorage, sellerId: number, data: Buffer): Promise<{ url: string; width: number; height: number }> {
  return storeSizedImage(storage, data, `products/seller-${sellerId}-${randomBytes(8).toString('hex')}.webp`, PRODUCT_IMAGE_SIZE);
}

/** Whether `url` is a product photo `userId` uploaded (POST /api/upload names it after them). */
export const isOwnUpload = (storage: FileStorage, url: string, userId: number) => storage.keyOf(url)?.startsWith(`products/seller-${userId}-`) ?? false;

/** The stored photo's size, read from the file; null when there is no such picture. */
async function storedSize(storage: FileStorage, url: string): Promise<{ width: number; height: number } | null> {
  const key = storage.keyOf(url);
  const object = key ? await storage.get(key) : null;
  if (!object) return null;
  try {
    const { width, height } = await (await sharp(object.body)).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/**
 * A photo as a listing stores it. One it shows already (or proposes, `known`) keeps its size; a new
 * one must be `userId`'s own upload, whose size is read from the stored file; with `outside`, a web
 * address (the spec's imageUrl) is taken too, at the size migration 0036 gave such pictures.
 * Anything else is a 400 at `path`.
 */
export async function resolvePhoto(
  storage: FileStorage,
  userId: number,
  wanted: { url: string; alt: string },
  known: ProductImage[],
  path: string,
  outside = false,
): Promise<ProductImage> {
  const same = known.find((p) => p.url === wanted.url);
  if (same) return { url: wanted.url, alt: wanted.alt, width: same.width, height: same.height };
  const size = isOwnUpload(storage, wanted.url, userId)
    ? await storedSize(storage, wanted.url)
    : outside && !storage.keyOf(wanted.url)
      ? OUTSIDE_PHOTO_SIZE
      : null;
  if (!size) throw badRequest(PHOTO_NOT_YOURS, [{ path, message: PHOTO_NOT_YOURS }]);
  return { url: wanted.url, alt: wanted.alt, ...size };
}

/** The listing's photo list as given (`images`), each checked by resolvePhoto. */
export function resolvePhotos(
  storage: FileStorage,
  userId: number,
  wanted: Array<{ url: string; alt: string }>,
  known: ProductImage[],
): Promise<ProductImage[]> {
  return Promise.all(wanted.map((photo, i) => resolvePhoto(storage, userId, photo, known, `images.${i}.url`)));
}

/** The photos with `cover` first in place of the first (the spec's imageUrl), or without the first when it is null. */
export const withCover = (images: ProductImage[], cover: ProductImage | null): ProductImage[] =>
  cover ? [cover, ...images.slice(1).filter((p) => p.url !== cover.url)] : images.slice(1);

/** Photos as the change record holds them: one JSON text, each photo's keys in one order. */
export const photosValue = (images: ProductImage[]) => JSON.stringify(images.map(({ url, alt, width, height }) => ({ url, alt, width, height })));

/** Removes a picture stored for a listing that was not saved. */
export async function discardProductImage(storage: FileStorage, url: string): Promise<void> {
  const key = storage.keyOf(url);
  if (key) await storage.delete(key);
}
