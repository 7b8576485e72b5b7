import { randomBytes } from 'node:crypto';
import { badRequest } from '#server/errors.ts';
import { storeImage } from '#server/integrations/storage/images.ts';
import type { FileStorage } from '#server/integrations/storage/storage.ts';

/** Profile pictures are shown at most 128 px wide (256 for sharp screens), always square. */
const PROFILE_IMAGE_SIZE = { width: 256, height: 256, fit: 'cover' } as const;
const PREFIX = 'profiles/';

const DATA_URL = /^data:[^,;]*(?:;[^,;]*)*;base64,/i;

export const NOT_A_DATA_URL = 'The profile image must be a picture file chosen on this page.';

/** The bytes of a base64 data URL, or null for any other string. */
function decodeDataUrl(value: string): Buffer | null {
  const header = DATA_URL.exec(value);
  return header ? Buffer.from(value.slice(header[0].length), 'base64') : null;
}

/**
 * What the user's profileImage becomes: the URL of the stored, resized picture for a data URL,
 * null for removal; the current URL means no change. Anything else (an outside address) is refused.
 */
export async function nextProfileImage(storage: FileStorage, userId: number, current: string | null, given: string | null): Promise<string | null> {
  if (!given) return null;
  if (given === current) return current;
  const data = decodeDataUrl(given);
  if (!data) throw badRequest(NOT_A_DATA_URL, [{ path: 'profileImage', message: NOT_A_DATA_URL }]);
  // A fresh name for every picture: browsers keep /uploads files for days, and a new URL is never stale.
  return storeImage(storage, data, `${PREFIX}${userId}-${randomBytes(8).toString('hex')}.webp`, PROFILE_IMAGE_SIZE);
}

/** Removes a profile picture this storage holds; any other address (none today) is left alone. */
export async function deleteProfileImage(storage: FileStorage, url: string | null): Promise<void> {
  const key = url ? storage.keyOf(url) : null;
  if (key?.startsWith(PREFIX)) await storage.delete(key);
}
