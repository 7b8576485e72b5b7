import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

export const NUL_MESSAGE = 'Text must not contain NUL characters (\\u0000)';

/** The path of the first string (or object key) holding a NUL character, or null when there is none. */
export function findNul(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\u0000')].join('.');
    const found = findNul(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL cannot store a NUL character in text or jsonb, and a query carrying one fails inside
 * the driver. One check before every route's validation refuses such input for every route at once
 * (path, query string and body), so no handler and no provider call ever sees it.
 */
export function registerStorableInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const at = findNul(value);
      if (at !== null) {
        const path = at ? `${part}.${at}` : part;
        throw new AppError(400, 'validation_failed', NUL_MESSAGE, [{ path, message: NUL_MESSAGE }]);
      }
    }
  });
}
