import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { categories, users } from '../schema.ts';
import { hashPassword } from '#server/features/auth/passwords.ts';

export const DEMO_ACCOUNTS = [
  { id: 1, role: 'administrator', username: 'admin', password: 'admin123', email: 'admin@heartland.example', fullName: 'Avery Admin', isSeller: false, companyName: null },
  { id: 2, role: 'seller', username: 'seller', password: 'seller123', email: 'seller@heartland.example', fullName: 'Sam Whitfield', isSeller: true, companyName: 'Prairie Workshop Co.' },
  { id: 3, role: 'shopper', username: 'shopper', password: 'shopper123', email: 'shopper@heartland.example', fullName: 'Jordan Miller', isSeller: false, companyName: null },
] as const;

/** The ten categories of the product page list (spec 000 section 3), in id order. */
export const DEMO_CATEGORIES = [
  { id: 1, name: 'Electronics', icon: 'cpu', description: 'Speakers, chargers and gadgets engineered and assembled in the USA.' },
  { id: 2, name: 'Clothing', icon: 'shirt', description: 'Denim, wool and workwear cut and sewn by American mills and shops.' },
  { id: 3, name: 'Home & Kitchen', icon: 'cooking-pot', description: 'Cast iron, cutting boards and home goods from American makers.' },
  { id: 4, name: 'Beauty & Personal Care', icon: 'sparkles', description: 'Soaps, balms and grooming essentials made in small American batches.' },
  { id: 5, name: 'Sports & Outdoors', icon: 'tent', description: 'Gear for trail, field and water, built by American outfitters.' },
  { id: 6, name: 'Books & Media', icon: 'book-open', description: 'Books, journals and prints from American publishers and presses.' },
  { id: 7, name: 'Toys & Games', icon: 'puzzle', description: 'Wooden toys, board games and puzzles crafted in the USA.' },
  { id: 8, name: 'Health & Wellness', icon: 'heart-pulse', description: 'Supplements, teas and wellness goods produced in America.' },
  { id: 9, name: 'Automotive', icon: 'car', description: 'Tools, care products and accessories for American drivers.' },
  { id: 10, name: 'Pet Supplies', icon: 'paw-print', description: 'Beds, leashes and treats for pets, made by American companies.' },
] as const;

/** Seeds the demo catalogue when the database has no users yet; returns whether it seeded. */
export async function seedDemo(db: Db, _opts: { uploadsDir: string }): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  await db.transaction(async (tx) => {
    for (const a of DEMO_ACCOUNTS) {
      await tx.insert(users).values({
        id: a.id,
        username: a.username,
        email: a.email,
        passwordHash: await hashPassword(a.password),
        fullName: a.fullName,
        isSeller: a.isSeller,
        companyName: a.companyName,
      });
    }
    await tx.insert(categories).values([...DEMO_CATEGORIES]);
    // Explicit ids were inserted: move the sequences past them.
    await tx.execute(sql`SELECT setval('users_id_seq', (SELECT max(id) FROM users))`);
    await tx.execute(sql`SELECT setval('categories_id_seq', (SELECT max(id) FROM categories))`);
  });
  return true;
}
