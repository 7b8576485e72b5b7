// Uploaded files (DESIGN.md section 4): one interface, shaped like an object store (a key, bytes and
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
  /** The address a browser loads the object from. */
  url(key: string): string;
  /** The key behind an address this storage gave out, or null for any other address. */
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
