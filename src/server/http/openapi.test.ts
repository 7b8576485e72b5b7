// Response schemas (decision 0050): a field a schema does not name never leaves, errors share one
// shape, and the audit names what a schema dropped.
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError } from '#server/errors.ts';
import { registerErrorHandler } from './errors.ts';
import { addErrorResponses, droppedFields, responseSerializer } from './openapi.ts';

async function appWith(audit: boolean) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(audit));
  addErrorResponses(app);
  registerErrorHandler(app);
  const user = z.object({ id: z.number(), name: z.string() });
  app.get('/user', { schema: { response: { 200: user } } }, async () => ({ id: 1, name: 'Ada', passwordHash: 'secret', extra: undefined }));
  app.get('/users', { schema: { response: { 200: z.array(user) } } }, async () => [{ id: 1, name: 'Ada', token: 't' }]);
  app.get('/refused', { schema: { response: { 200: user } } }, async () => {
    throw new AppError(409, 'conflict', 'Not now', { field: 'name' });
  });
  await app.ready();
  return app;
}

afterEach(() => vi.restoreAllMocks());

describe('response schemas', () => {
  it('write only the fields the schema names', async () => {
    const app = await appWith(false);
    expect((await app.inject('/user')).json()).toEqual({ id: 1, name: 'Ada' });
    expect((await app.inject('/users')).json()).toEqual([{ id: 1, name: 'Ada' }]);
  });

  it('write errors through the shared error schema, details and all', async () => {
    const app = await appWith(false);
    const res = await app.inject('/refused');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Not now', code: 'conflict', details: { field: 'name' } });
  });

  it('with the audit on, name each dropped field by route and status', async () => {
    const writes: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      writes.push(String(chunk));
      return true;
    });
    const app = await appWith(true);
    await app.inject('/user');
    await app.inject('/users');
    expect(writes).toEqual(['response schema dropped: GET /user 200: .passwordHash\n', 'response schema dropped: GET /users 200: [].token\n']);
  });
});

describe('droppedFields', () => {
  it('lists the paths the written answer lacks, through objects and arrays', () => {
    expect(droppedFields({ a: 1, b: { c: 2, d: 3 }, e: [{ f: 1, g: 2 }] }, { a: 1, b: { c: 2 }, e: [{ f: 1 }] })).toEqual(['.b.d', '.e[].g']);
    expect(droppedFields({ a: undefined, b: null }, { b: null })).toEqual([]);
    expect(droppedFields('text', 'text')).toEqual([]);
  });
});
