// How a path pattern of the storefront's routes (static segments, ':name' segments, a trailing '*')
// matches a path: one matcher for the client's router (src/client/lib/router.tsx), the route table
// (src/client/app/routes.tsx) and the server's list of known paths (app-routes.ts), so all three
// agree on which page a path is (decision 0051).

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The params of `pathname` under `pattern`, or null: static segments in any letter case, a ':name'
 * segment for any one segment (decoded, or as it is when it does not decode), a trailing '*' for
 * the rest (its params['*']), empty segments ignored.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    if (segment === '*') {
      params['*'] = have.slice(i).map(decode).join('/');
      return params;
    }
    const part = have[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(part);
    else if (segment.toLowerCase() !== decode(part).toLowerCase()) return null;
  }
  return want.length === have.length ? params : null;
}

/**
 * react-router's ranking, so the most specific pattern wins whatever the order they are written in:
 * static segments 10, dynamic 3, empty 1, an index route +2, a splat -2, plus one per segment.
 */
export function patternScore(pattern: string, index = false): number {
  const segments = pattern.split('/');
  let total = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') total -= 2;
    else total += segment.startsWith(':') ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}
