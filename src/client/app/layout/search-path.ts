/**
 * The header search rule (docs/product.md A2): a query that is non-blank after trimming goes to
 * /search?q={encoded trimmed query}; a blank one goes nowhere (null).
 */
export function searchPath(query: string): string | null {
  const trimmed = query.trim();
  return trimmed ? `/search?q=${encodeURIComponent(trimmed)}` : null;
}
