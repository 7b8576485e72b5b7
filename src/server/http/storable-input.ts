import type { FastifyInstance } from 'fastify';
import { AppError } from '#server/errors.ts';

export const NUL_MESSAGE = 'Text must not contain NUL characters (\\u0000)';
export const UNPAIRED_SURROGATE_MESSAGE = 'Text must not contain unpaired surrogate characters';

/** A lone UTF-16 surrogate: it has no UTF-8 form, so jsonb refuses it and text silently mangles it. */
const UNPAIRED_SURROGATE = /\p{Cs}/u;

function problem(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (UNPAIRED_SURROGATE.test(text)) return UNPAIRED_SURROGATE_MESSAGE;
  return null;
}

const printable = (key: string) => key.replaceAll('\u0000', '\\u0000').replace(/\p{Cs}/gu, '\\uFFFD');

/**
 * The first string (or object key) PostgreSQL cannot store, with its path, or null when there is none.
 * A walk with a stack of its own, in the order a recursive walk takes (each key, then its value):
 * however deeply a value nests, it cannot overflow the call stack (decision 0038).
 */
export function findUnstorable(value: unknown, path: string[] = []): { path: string; message: string } | null {
  // Each step's path is its parent's plus a key, linked rather than copied: spelled out only for a find.
  type At = { key: string; parent: At | null } | null;
  const spell = (at: At, last?: string) => {
    const keys = last === undefined ? [] : [last];
    for (let a = at; a; a = a.parent) keys.push(a.key);
    return [...path, ...keys.reverse()].join('.');
  };
  type Step = { value: unknown; at: At } | { key: string; at: At };
  const pending: Step[] = [{ value, at: null }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    if ('key' in step) {
      const message = problem(step.key);
      if (message) return { path: spell(step.at, printable(step.key)), message };
      continue;
    }
    const item = step.value;
    if (typeof item === 'string') {
      const message = problem(item);
      if (message) return { path: spell(step.at), message };
      continue;
    }
    if (item === null || typeof item !== 'object' || Buffer.isBuffer(item)) continue;
    const entries = Object.entries(item);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      pending.push({ value: child, at: { key, parent: step.at } }, { key, at: step.at });
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store a NUL character, nor (in jsonb) a lone UTF-16 surrogate, and a query
 * carrying one fails inside the driver. One check before every route's validation refuses such input
 * for every route at once (path, query string and body), so no handler and no payment provider call
 * ever sees it. Paths in `details` are named as the schema validation names them (`shippingInfo.city`).
 */
export function registerStorableInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = findUnstorable(part);
      if (found) throw new AppError(400, 'validation_failed', found.message, [found]);
    }
  });
}
