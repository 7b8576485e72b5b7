import { sharp } from './sharp.ts';
import { AppError, badRequest } from '#server/errors.ts';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '#shared/images.ts';
import type { FileStorage } from './storage.ts';

export { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES };
/** Decoding a picture costs memory by its pixels, not its bytes: a 10 MB PNG can hold a billion. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const NOT_AN_IMAGE = 'The file is not an image we can read. Please choose a JPEG, PNG, WebP or GIF picture.';
export const EMPTY_IMAGE = 'The picture is empty. Choose an image file.';
export const TOO_MANY_PIXELS = 'The image has too many pixels. Please choose one of at most 40 megapixels.';

/** Raster formats a browser shows and sharp reads; SVG is no photo and may carry scripts or links. */
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export interface ImageSize {
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}

/**
 * Judges an upload by its content (not its name or claimed type), resizes it to `size` as WebP and
 * stores it at `key` (which ends in .webp); answers the stored image's URL. Too large: 413;
 * empty or not a picture: 400; nothing is stored then. Every upload (a product picture, a profile
 * picture's data URL) comes through here, so this is the one check.
 */
export async function storeImage(storage: FileStorage, data: Buffer, key: string, size: ImageSize): Promise<string> {
  return (await storeSizedImage(storage, data, key, size)).url;
}

/** storeImage, answering the stored picture's width and height too (a listing's photos keep them). */
export async function storeSizedImage(
  storage: FileStorage,
  data: Buffer,
  key: string,
  size: ImageSize,
): Promise<{ url: string; width: number; height: number }> {
  if (data.length > MAX_IMAGE_BYTES) throw new AppError(413, 'payload_too_large', IMAGE_TOO_LARGE);
  // sharp refuses an empty buffer as it is handed over (below, outside the try), not when reading it.
  if (data.length === 0) throw badRequest(EMPTY_IMAGE);
  let webp: { data: Buffer; info: { width: number; height: number } };
  // Outside the try: sharp failing to load is the server's fault, not the upload's.
  const image = await sharp(data);
  try {
    const meta = await image.metadata();
    if (!meta.format || !FORMATS.has(meta.format)) throw badRequest(NOT_AN_IMAGE);
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) throw badRequest(TOO_MANY_PIXELS);
    webp = await (
      await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
    )
      .rotate()
      .resize({ width: size.width, height: size.height, fit: size.fit, withoutEnlargement: size.fit === 'inside' })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // sharp's own words (truncated file, unsupported codec) mean the same to the person uploading.
    throw badRequest(NOT_AN_IMAGE);
  }
  await storage.put(key, webp.data, 'image/webp');
  return { url: storage.url(key), width: webp.info.width, height: webp.info.height };
}
