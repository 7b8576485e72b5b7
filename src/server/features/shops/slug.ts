import { like, or, eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { shops } from '#server/db/schema.ts';

/** The longest slug made from a name (a shop name has at most 60 characters). */
const SLUG_MAX = 60;

/**
 * A shop name in its address form (docs/decisions/0054-shops.md): lowercase letters a-z and digits
 * with single hyphens between words, accents dropped ("Café Olé" is cafe-ole); 'shop' when nothing
 * is left.
 */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'shop';
}

/**
 * The first free slug for `name`: its slugify, else with -2, -3 ... appended. The unique index
 * (shops_slug_idx) is the last guard against two shops opened at once.
 */
export async function uniqueSlug(db: Db | Tx, name: string): Promise<string> {
  const base = slugify(name);
  // Slugs hold only a-z, 0-9 and hyphens, so the base needs no escaping inside LIKE.
  const taken = new Set(
    (
      await db
        .select({ slug: shops.slug })
        .from(shops)
        .where(or(eq(shops.slug, base), like(shops.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
