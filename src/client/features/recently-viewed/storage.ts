// A signed-out shopper's recently viewed products, kept in this browser (docs/decisions/0061-discovery.md,
// item 5): product ids under RECENTLY_VIEWED_STORAGE_KEY, newest first, each once, the newest
// RECENTLY_VIEWED_MAX. Signed in, the list is the account's; at sign-in this one is handed over.
import { RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_STORAGE_KEY } from '#shared/discovery.ts';

/**
 * The largest id the API takes (MAX_DB_ID of the shared schemas, an integer column's range), written
 * out: importing it would bring zod into the home page's product sections, which read this list.
 */
const MAX_ID = 2_147_483_647;

/** The list once `productId` is viewed: first, once, the oldest beyond the limit let go. */
export function withView(list: readonly number[], productId: number): number[] {
  return [productId, ...list.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_MAX);
}

/**
 * The ids kept in `text`. Whatever else is found there (a hand edit, another version's format) reads
 * as nothing rather than an id the API would refuse, which would fail the strip and the hand-over.
 */
export function parseList(text: string | null): number[] {
  let value: unknown;
  try {
    value = text ? JSON.parse(text) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is number => Number.isInteger(id) && id >= 1 && id <= MAX_ID);
  return [...new Set(ids)].slice(0, RECENTLY_VIEWED_MAX);
}

// Storage can be refused (a browser's privacy settings): the shopper then simply has no list.
function readText(): string | null {
  try {
    return localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY);
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

function write(ids: number[]): void {
  try {
    if (ids.length) localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(ids));
    else localStorage.removeItem(RECENTLY_VIEWED_STORAGE_KEY);
  } catch {
    // not kept: see readText
  }
  for (const listener of listeners) listener();
}

let last: { text: string | null; ids: number[] } = { text: null, ids: [] };

/** The browser's list now (the same array while it has not changed, as useSyncExternalStore needs). */
export function browserList(): number[] {
  const text = readText();
  if (text !== last.text) last = { text, ids: parseList(text) };
  return last.ids;
}

/** Calls `listener` when the list changes, in this tab or another. */
export function subscribeToBrowserList(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === RECENTLY_VIEWED_STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

export const recordBrowserView = (productId: number) => write(withView(browserList(), productId));

export const clearBrowserList = () => write([]);
