import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * How many distinct statements are prepared on each connection. A statement is prepared from the
 * second time its text is seen, so one-off texts (an administrator's rare filter, a list of ids of an
 * unusual length) never take a place; the whole API suite names about 340 texts per process. Past the
 * cap a statement runs unnamed, as before, so PostgreSQL's plan cache per connection stays bounded.
 */
export const MAX_PREPARED_STATEMENTS = 500;
/** Texts seen once, forgotten all together when this many have gathered. */
const MAX_SEEN_ONCE = 5000;

const names = new Map<string, string>();
const seenOnce = new Set<string>();

/**
 * Full-text statements (`search @@ query`) are never prepared: their best plan depends on their
 * words (a bitmap of a few hundred matches, or a walk of the rating index for a word in nearly
 * every product), and after five runs of a prepared statement PostgreSQL may keep a generic plan
 * that cannot see them. At 1,000,000 products such plans took searches that run in a fraction of a
 * second to 4-10 s (docs/performance.md, "Discovery without a cache"). Unnamed, each is planned
 * for its own words, a fraction of a millisecond.
 */
const PLANNED_FOR_ITS_VALUES = /@@/;

/** The statement's name (the same on every connection and in every process for the same text), or undefined to run it unnamed. */
export function statementName(text: string): string | undefined {
  if (PLANNED_FOR_ITS_VALUES.test(text)) return undefined;
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_PREPARED_STATEMENTS) return known;
  if (!seenOnce.has(text)) {
    if (seenOnce.size >= MAX_SEEN_ONCE) seenOnce.clear();
    seenOnce.add(text);
    return undefined;
  }
  seenOnce.delete(text);
  const name = `hm_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
  names.set(text, name);
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown; submit?: unknown };

/**
 * A node-postgres client that prepares every parameterised statement once per connection (decision
 * 0036): PostgreSQL parses and plans it the first time, and later runs only bind and execute, with
 * its cached plan. Drizzle sends each query as a fresh unnamed statement, which PostgreSQL parses
 * and plans again on every call; on the checkout path that was most of the database's CPU.
 */
export class PreparedStatementsClient extends pg.Client {
  // node-postgres' query() has a dozen overloads; this adds a name and passes everything through.
  override query(...args: unknown[]): never {
    const [config, values] = args as [QueryConfig | string, unknown];
    if (
      typeof config === 'object' &&
      config !== null &&
      typeof config.text === 'string' &&
      config.name === undefined &&
      typeof config.submit !== 'function' &&
      Array.isArray(values) &&
      values.length > 0
    ) {
      const name = statementName(config.text);
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
