// How users.usps_api_key_encrypted holds a seller's USPS Consumer Secret: sealed with the SecretBox
// (secret-box.ts) under the user's own context, next to its last four characters in clear, so the
// user's answer can show which key is saved without opening it on every request. Read by the
// profile feature (which saves and opens it) and by the auth feature's public user (which masks it).

export interface StoredUspsKey {
  hint: string;
  sealed: string;
}

/** The additional authenticated data of a user's key: a key copied into another row does not open. */
export const uspsKeyContext = (userId: number) => `user:${userId}:usps-api-key`;

export function parseStoredUspsKey(value: string | null): StoredUspsKey | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<StoredUspsKey>;
    return typeof parsed.sealed === 'string' ? { hint: typeof parsed.hint === 'string' ? parsed.hint : '', sealed: parsed.sealed } : null;
  } catch {
    return null;
  }
}
