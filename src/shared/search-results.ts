// How GET /api/search reports its total (issue 14, decision 0030). Shared by the server and the
// search page (no zod, no node:* here).

/**
 * Search counts its matches up to this many and no further: a word in nearly every product
 * (`edition`, 98,926 of 100,000) would otherwise cost a count of every match on every request.
 * A total of SEARCH_TOTAL_CAP means "at least this many"; the page shows "1,000+". It is the number
 * of results a search ranks and pages reach (decision 0063), so every result counted can be reached.
 */
export const SEARCH_TOTAL_CAP = 1_000;

/** Sent as `true` beside X-Total-Count when the count stopped at the cap. */
export const TOTAL_CAPPED_HEADER = 'X-Total-Capped';

/** Whether a search total is the cap, i.e. a lower bound rather than the exact figure. */
export const isCappedTotal = (total: number): boolean => total >= SEARCH_TOTAL_CAP;

/** The figure the search page shows: exact below the cap, "1,000+" at it. */
export function searchTotalLabel(total: number): string {
  return isCappedTotal(total) ? `${SEARCH_TOTAL_CAP.toLocaleString('en-US')}+` : String(total);
}
