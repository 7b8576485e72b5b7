// Uploaded files (docs/architecture.md §4): one interface, shaped like an object store (a key, bytes and
// a content type), so that the local-disk adapter can give way to an S3-compatible one without
// touching the features that store pictures.

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface FileStorage {
  /** Writes, or replaces, the object at `key`. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object at `key`, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object at `key`; removing one that is not there is no error. */
  delete(key: string): Promise<void>;
  /** The address a browser loads the object from; none for a private key (`isPrivateKey`). */
  url(key: string): string;
  /** The key behind an address this storage gave out, or null for any other address (a private key's included). */
  keyOf(url: string): string | null;
}

/** Keys are relative paths of plain names ('profiles/12-ab34.webp'): each starts with a letter or digit, so no '..' or hidden file. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function isStorageKey(key: string): boolean {
  return key.length <= 500 && KEY.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

/**
 * Personal documents (shipping and return labels, with a shopper's name and address) are kept under
 * `private/`: the public /uploads/ path never serves them, and no storage address is given out for
 * them; only their feature's route hands them out, after checking who asks (decision 0041). Labels
 * bought before that were kept under `order-labels/` and `return-labels/`: their rows still hold those
 * keys, so those folders are private too.
 */
export const PRIVATE_PREFIX = 'private/';
const PRIVATE_FOLDERS = [PRIVATE_PREFIX, 'order-labels/', 'return-labels/'];

/** Whether `key` (a storage key, or a path relative to the uploads folder) is private; case-blind, for case-blind disks. */
export function isPrivateKey(key: string): boolean {
  const lower = key.toLowerCase();
  return PRIVATE_FOLDERS.some((folder) => lower.startsWith(folder));
}

/** A key that may have an address: a storage key, not private. */
export function assertPublicKey(key: string): void {
  assertStorageKey(key);
  if (isPrivateKey(key)) throw new Error(`A private key has no address: ${JSON.stringify(key)}`);
}
