import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

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

/** The first string (or object key) PostgreSQL cannot store, with its path, or null when there is none. */
export function findUnstorable(value: unknown, path: string[] = []): { path: string; message: string } | null {
  if (typeof value === 'string') {
    const message = problem(value);
    return message ? { path: path.join('.'), message } : null;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = problem(key);
    if (keyProblem) return { path: [...path, printable(key)].join('.'), message: keyProblem };
    const found = findUnstorable(item, [...path, key]);
    if (found) return found;
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
