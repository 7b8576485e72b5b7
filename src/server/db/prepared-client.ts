import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * How many distinct statements are prepared on each connection. The app's queries come from a fixed
 * set of code paths (a few hundred shapes, filters included); past the cap a statement runs unnamed,
 * as before, so an unexpected variety of texts cannot grow PostgreSQL's memory without bound.
 */
export const MAX_PREPARED_STATEMENTS = 1000;

const names = new Map<string, string>();

/** The statement's name: the same on every connection and in every process, for the same text. */
export function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_PREPARED_STATEMENTS) {
    name = `hm_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    names.set(text, name);
  }
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
    if (typeof config === 'object' && config !== null && typeof config.text === 'string' && config.name === undefined && typeof config.submit !== 'function' && Array.isArray(values) && values.length > 0) {
      const name = statementName(config.text);
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
