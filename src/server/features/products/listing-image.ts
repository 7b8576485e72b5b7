import { randomBytes } from 'node:crypto';
import { storeImage } from '#server/integrations/storage/images.ts';
import type { FileStorage } from '#server/integrations/storage/storage.ts';

/** Product pictures are stored as the demo catalogue's are: 800x800, shown square everywhere. */
const PRODUCT_IMAGE_SIZE = { width: 800, height: 800, fit: 'cover' } as const;

/**
 * Stores a seller's uploaded product picture (judged by its content, resized) and answers its URL;
 * the images feature serves it with sized variants. A fresh name for every upload: browsers keep
 * /uploads files for days.
 */
export function storeProductImage(storage: FileStorage, sellerId: number, data: Buffer): Promise<string> {
  return storeImage(storage, data, `products/seller-${sellerId}-${randomBytes(8).toString('hex')}.webp`, PRODUCT_IMAGE_SIZE);
}

/** Removes a picture stored for a listing that was not saved. */
export async function discardProductImage(storage: FileStorage, url: string): Promise<void> {
  const key = storage.keyOf(url);
  if (key) await storage.delete(key);
}
