/**
 * Where /auth sends the user after sign-in (docs/product.md A2, Auth page and Redirects).
 *
 * - No returnTo, or anything that is not a same-site relative path, gives '/': an absolute URL,
 *   a protocol-relative '//host' or a '/\host' (which browsers read as '//host') would turn the
 *   sign-in page into an open redirect.
 * - The encoded seller-returns path ('%2Fseller%2Freturns' after one decode) goes to '/seller/returns'.
 * - A malformed double-encoded slash ('%252F' in the address, so '%2F' after one decode) is repaired
 *   by decoding once more; the page is then reloaded on the repaired address.
 */

export const DEFAULT_RETURN_TO = '/';
const SELLER_RETURNS_ENCODED = '%2Fseller%2Freturns';
const SELLER_RETURNS = '/seller/returns';

export type ReturnToResolution = { kind: 'ok'; path: string } | { kind: 'repair'; url: string };

/** Any ASCII control character or whitespace other than a plain space. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A path on this site, normalised, or null. Browsers drop tabs and newlines inside URLs and treat
 * '\' like '/', so those are refused before the prefix check rather than trusted to be harmless.
 */
export function safeRelativePath(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (CONTROL.test(value) || value.includes('\\')) return null;
  const base = 'https://heartland.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  // Sending a signed-in user back to /auth would only bounce them again.
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Resolves the returnTo of an /auth address from its raw search string (location.search). */
export function resolveReturnTo(search: string): ReturnToResolution {
  const params = new URLSearchParams(search);
  const value = params.get('returnTo'); // decoded once
  if (!value) return { kind: 'ok', path: DEFAULT_RETURN_TO };

  if (value === SELLER_RETURNS_ENCODED) return { kind: 'ok', path: SELLER_RETURNS };

  if (/%2F/i.test(value)) {
    const repaired = decodeOnce(value);
    // Reload only towards a path we would accept; anything else is treated like a bad returnTo.
    if (repaired === null || safeRelativePath(repaired) === null) return { kind: 'ok', path: DEFAULT_RETURN_TO };
    params.set('returnTo', repaired);
    return { kind: 'repair', url: `/auth?${params.toString()}` };
  }

  return { kind: 'ok', path: safeRelativePath(value) ?? DEFAULT_RETURN_TO };
}
