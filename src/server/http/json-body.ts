import type { FastifyInstance } from 'fastify';
import { badRequest } from '#server/errors.ts';

/**
 * How deeply a JSON body may nest its arrays and objects. The deepest body this API takes (an order,
 * its address inside) nests 2 levels; 32 leaves room for any client while no code that walks a body
 * (the NUL check, schema validation, logging) can run out of stack on it (decision 0038).
 */
export const MAX_BODY_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether the JSON text opens more than `limit` arrays and objects inside one another. One pass over
 * the characters, brackets inside strings not counted; it reads malformed text too (JSON.parse then
 * refuses that), so the answer never depends on parsing first.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

/**
 * JSON bodies as Fastify reads them (its parser, with its refusal of `__proto__` and `constructor`
 * keys), after a check of their depth on the raw text: a body nested thousands of levels deep gets a
 * 400 before anything parses or walks it, on every route, signed in or not.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_BODY_DEPTH)) return done(badRequest(TOO_DEEP_MESSAGE), undefined);
    parse(request, text, done);
  });
}
