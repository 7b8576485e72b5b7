import { describe, expect, it } from 'vitest';
import { MAX_PREPARED_STATEMENTS, statementName } from './prepared-client.ts';

describe('statementName', () => {
  it('names a text from its second use, the same name every time after', () => {
    const text = 'select $1::int as "prepared-client test"';
    expect(statementName(text)).toBeUndefined();
    const name = statementName(text);
    expect(name).toMatch(/^hm_[\w-]{24}$/);
    expect(statementName(text)).toBe(name);
    expect(statementName(`${text} `)).toBeUndefined();
  });

  it('never names a full-text statement: each run is planned for its own words', () => {
    const text = `select count(*) from products where search @@ to_tsquery('english', $1)`;
    for (let i = 0; i < 3; i++) expect(statementName(text)).toBeUndefined();
  });

  it('names no more than the cap, and keeps the names it gave', () => {
    const first = 'select $1::int as "first"';
    statementName(first);
    const kept = statementName(first);
    for (let i = 0; i < MAX_PREPARED_STATEMENTS; i++) {
      statementName(`select $1::int as "n${i}"`);
      statementName(`select $1::int as "n${i}"`);
    }
    const late = 'select $1::int as "late"';
    statementName(late);
    expect(statementName(late)).toBeUndefined();
    expect(statementName(first)).toBe(kept);
  });
});
