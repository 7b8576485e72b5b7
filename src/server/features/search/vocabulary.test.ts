// The search vocabulary (migrations 0010 and 0012) on a real database: PGlite, or PostgreSQL with TEST_DATABASE_URL.
import fc from 'fast-check';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { categories, products } from '#server/db/schema.ts';
import { createTestDatabase } from '../../../../tests/support/db.ts';
import { deletionVariants, osaDistance, prefixDistance, typoBudget } from './typos.ts';
import { completions, expandQuery, vocabularyNear } from './vocabulary.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(categories).values({ name: 'Home', description: 'Home goods', icon: 'home' });
});

afterAll(async () => {
  await database?.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The vocabulary as kept by the triggers, and as counted afresh from the products. */
async function keptAndRecounted() {
  const kept = await rows<{ word: string; n: number }>(sql`SELECT word, product_count AS n FROM search_words ORDER BY word`);
  const recounted = await rows<{ word: string; n: number }>(sql`
    SELECT w AS word, count(*)::int AS n FROM products AS p CROSS JOIN LATERAL search_product_words(p.name, p.description) AS w
    GROUP BY w ORDER BY w`);
  return { kept, recounted };
}

const product = (name: string, description: string) => ({ name, description, priceCents: 1000, categoryId: 1 });

describe('search vocabulary', () => {
  it('stays equal to a recount through inserts, renames, other updates and deletes', async () => {
    const inserted = await database.db
      .insert(products)
      .values([
        product('Walnut Bookshelf Speakers', 'Two-way speakers in walnut, hand-wired in Portland.'),
        product('Walnut Bowl', 'A turned bowl.'),
        product('Café Table', 'Zinc top, O’Brien & Sons, 20,000 made.'),
      ])
      .returning({ id: products.id });
    const ids = inserted.map((r) => r.id);
    let { kept, recounted } = await keptAndRecounted();
    expect(kept).toEqual(recounted);
    expect(kept).toEqual(
      expect.arrayContaining([
        { word: 'walnut', n: 2 },
        { word: 'café', n: 1 },
        { word: 'brien', n: 1 },
      ]),
    );
    // Short words, numbers and hyphenated compounds are no typo's target; their parts are.
    expect(kept.map((k) => k.word)).not.toEqual(expect.arrayContaining(['two-way']));
    expect(kept.map((k) => k.word).filter((w) => w.length < 4 || /^\d+$/.test(w) || w.includes('-'))).toEqual([]);

    await database.db.update(products).set({ name: 'Cherry Bowl' }).where(eq(products.id, ids[1]!));
    await database.db.update(products).set({ description: 'Speakers in cherry.' }).where(eq(products.id, ids[0]!));
    await database.db.update(products).set({ stock: 4, priceCents: 1200 }).where(inArray(products.id, ids));
    ({ kept, recounted } = await keptAndRecounted());
    expect(kept).toEqual(recounted);
    expect(kept).toEqual(
      expect.arrayContaining([
        { word: 'walnut', n: 1 },
        { word: 'cherry', n: 2 },
      ]),
    );
    expect(kept.map((k) => k.word)).not.toContain('portland');

    await database.db.delete(products).where(inArray(products.id, ids.slice(0, 2)));
    ({ kept, recounted } = await keptAndRecounted());
    expect(kept).toEqual(recounted);
    expect(kept.map((k) => k.word)).not.toEqual(expect.arrayContaining(['walnut']));
    expect(kept.map((k) => k.word)).not.toContain('cherry');

    await database.db.execute(sql`TRUNCATE ${products} CASCADE`);
    expect(await rows(sql`SELECT * FROM search_words`)).toEqual([]);
  });

  it('finds every vocabulary word within the typo budget of a query word through its neighbourhood', async () => {
    // Words over a small alphabet and the same words after up to two random edits: each pair within
    // the budget must share a deletion variant, or the index would miss that correction.
    const letter = fc.constantFrom('a', 'b', 'c', 'é');
    const edit = fc.tuple(fc.constantFrom('insert', 'delete', 'substitute', 'swap'), fc.nat(), letter);
    const typed = (word: string, edits: Array<[string, number, string]>) => {
      const s = [...word];
      for (const [kind, at, c] of edits) {
        const i = at % (s.length + 1);
        if (kind === 'insert') s.splice(i, 0, c);
        else if (kind === 'delete') s.splice(i % s.length, 1);
        else if (kind === 'substitute') s[i % s.length] = c;
        else if (s.length > 1) s.splice(i % (s.length - 1), 2, s[(i % (s.length - 1)) + 1]!, s[i % (s.length - 1)]!);
      }
      return s.join('');
    };
    const pairs = fc
      .sample(fc.tuple(fc.string({ unit: letter, minLength: 4, maxLength: 12 }), fc.array(edit, { minLength: 1, maxLength: 2 })), { numRuns: 3000, seed: 9 })
      .map(([w, edits]) => [typed(w, edits), w] as const)
      .filter(([q, w]) => q !== w && osaDistance(q, w, typoBudget(q)) <= typoBudget(q));
    expect(pairs.length).toBeGreaterThan(1000);
    const shared = await rows<{ q: string; w: string; shared: boolean }>(sql`
      SELECT q, w, search_word_variants(q) && search_word_variants(w) AS shared
      FROM unnest(${sql`ARRAY[${sql.join(
        pairs.map(([q]) => sql`${q}`),
        sql`, `,
      )}]::text[]`},
                  ${sql`ARRAY[${sql.join(
                    pairs.map(([, w]) => sql`${w}`),
                    sql`, `,
                  )}]::text[]`}) AS u(q, w)`);
    expect(shared.filter((s) => !s.shared)).toEqual([]);

    // Queries send variants computed in TypeScript: they must be the database's own.
    const words = [...new Set(pairs.flat())].slice(0, 400);
    const computed = await rows<{ w: string; variants: string[] }>(sql`
      SELECT w, search_word_variants(w) AS variants FROM unnest(${sql`ARRAY[${sql.join(
        words.map((w) => sql`${w}`),
        sql`, `,
      )}]::text[]`}) AS w`);
    expect(computed.map((c) => [c.w, [...deletionVariants(c.w)].sort()])).toEqual(computed.map((c) => [c.w, [...c.variants].sort()]));
  });

  it('widens words with corrections, glued words with their parts, split words with the joined word', async () => {
    await database.db
      .insert(products)
      .values([
        product('Walnut Bookshelf Speakers', 'Two-way speakers with walnut cabinets.'),
        product('Wildflower Honey', 'Raw honey.'),
        product('Money Clip', 'Spring steel.'),
      ]);
    expect((await vocabularyNear(database.db, ['booskhelf'])).map((w) => w.word)).toEqual(['bookshelf']);
    expect(await expandQuery(database.db, ['booskhelf', 'spaekers'])).toEqual({
      corrected: 'bookshelf speakers',
      all: { query: '(booskhelf:* | bookshelf) & (spaekers:* | speakers)', widened: true },
      any: { query: 'booskhelf:* | bookshelf | spaekers:* | speakers', widened: true },
      likely: { all: 1, any: 1 },
      atLeast: 0,
    });
    // In the any-word fallback a word found as typed stays as typed.
    expect(await expandQuery(database.db, ['honey', 'jar'])).toEqual({
      corrected: null,
      all: { query: '(honey:* | money) & jar:*', widened: true },
      any: { query: 'honey:* | jar:*', widened: false },
      // 'jar' is no vocabulary word (under 4 letters): no listing is counted with every word.
      likely: { all: 0, any: 1 },
      atLeast: 0,
    });
    expect((await expandQuery(database.db, ['walnutspeakers'])).all.query).toBe('(walnutspeakers:* | (walnut & speakers))');
    expect((await expandQuery(database.db, ['walnutspeakers'])).corrected).toBe('walnut speakers');
    expect((await expandQuery(database.db, ['wild', 'flower', 'honey'])).all.query).toBe('((wild:* & flower:*) | wildflower) & (honey:* | money)');
    // A joined pair must be a vocabulary word as it is: no typo in it (decision 0012).
    expect((await expandQuery(database.db, ['wild', 'flowr'])).all.query).toBe('wild:* & flowr:*');
    expect(await expandQuery(database.db, ['cabinets', 'jar'])).toEqual({
      corrected: null,
      all: { query: 'cabinets:* & jar:*', widened: false },
      any: { query: 'cabinets:* | jar:*', widened: false },
      likely: { all: 0, any: 1 },
      atLeast: 0,
    });
    // The guess counts listings with the word (or its closest correction), approved or not.
    expect((await expandQuery(database.db, ['walnut', 'honey'])).likely).toEqual({ all: 1, any: 1 });
    expect(await expandQuery(database.db, ['wallnut'])).toMatchObject({ likely: { all: 1, any: 1 }, atLeast: 1 });
    // A glued pair is guessed as many as the rarer half; only the word itself or a correction is a lower bound.
    expect(await expandQuery(database.db, ['walnutspeakers'])).toMatchObject({ likely: { all: 1, any: 1 }, atLeast: 0 });
  });

  it('completes a word being typed: words beginning with it, then those within its typo budget, the most used first', async () => {
    await database.db
      .insert(products)
      .values([
        product('Walnut Wallet', 'Walnut veneer, waxed thread.'),
        product('Walnut Bookshelf', 'Walnut and walnut oil.'),
        product('Wallet Chain', 'Walking wallet.'),
        product('Bookshelf Speakers', 'Walnut cabinets.'),
      ]);
    const words = async (typed: string, limit = 10) => (await completions(database.db, typed, limit)).map((w) => w.word);
    expect(await words('wal')).toEqual(['walnut', 'wallet', 'walking']);
    expect(await words('wal', 2)).toEqual(['walnut', 'wallet']);
    expect(await words('wlanu')).toEqual(['walnut']);
    expect(await words('bokshe')).toEqual(['bookshelf']);
    expect(await words('wallte')).toEqual(['wallet']); // swapped
    expect(await words('walle')).toEqual(['wallet']); // 'walki' is two letters off
    expect(await words('wlan')).toEqual([]); // 4 letters: no typo forgiven
    expect(await words('zzzzz')).toEqual([]);
  });

  it('finds every vocabulary word whose beginning is within the typo budget of what was typed', async () => {
    // Words over a small alphabet, so many share beginnings, and beginnings of them after up to two
    // random edits: each within the budget must be completed to its word.
    const letter = fc.constantFrom('a', 'b', 'c', 'é');
    const vocabulary = [...new Set(fc.sample(fc.string({ unit: letter, minLength: 5, maxLength: 14 }), { numRuns: 300, seed: 29 }))];
    await database.db.insert(products).values(product('Alphabet', vocabulary.join(' ')));
    const edit = fc.tuple(fc.constantFrom('insert', 'delete', 'substitute', 'swap'), fc.nat(), letter);
    const cases = fc
      .sample(fc.tuple(fc.constantFrom(...vocabulary), fc.nat(), fc.array(edit, { minLength: 1, maxLength: 2 })), { numRuns: 400, seed: 7 })
      .map(([word, cut, edits]) => {
        const s = [...word].slice(0, 5 + (cut % (word.length - 4)));
        for (const [kind, at, c] of edits) {
          const i = at % s.length;
          if (kind === 'insert') s.splice(i, 0, c);
          else if (kind === 'delete') s.splice(i, 1);
          else if (kind === 'substitute') s[i] = c;
          else if (i + 1 < s.length) s.splice(i, 2, s[i + 1]!, s[i]!);
        }
        return { typed: s.join(''), word };
      })
      .filter(({ typed, word }) => prefixDistance(typed, word, typoBudget(typed)) <= typoBudget(typed));
    expect(cases.length).toBeGreaterThan(150);
    const missed = [];
    for (const { typed, word } of cases) if (!(await completions(database.db, typed, 100_000)).some((w) => w.word === word)) missed.push({ typed, word });
    expect(missed).toEqual([]);
  });
});
