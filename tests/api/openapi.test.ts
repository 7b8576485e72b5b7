// Every route declares what it answers, and the OpenAPI document served at /api/docs/openapi.json is
// valid OpenAPI 3 and lists every route the app registered (docs/decisions/0050-response-schemas-and-openapi.md).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaresResponse } from '#server/http/openapi.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

/** Routes still without a response schema: this list only shrinks (a new route must declare one). */
const NOT_YET_DECLARED = new Set<string>([]);

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  // With a client, so the server-rendered pages and the SPA's fallback are registered too.
  clientDir = mkdtempSync(path.join(tmpdir(), 'hm-openapi-client-'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Heartland Market</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ clientDir });
});

afterAll(async () => {
  await t?.close();
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
});

/** `/api/orders/:id` as OpenAPI writes it, `/api/orders/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

const routes = () => [...new Map(t.app.routeTable.map((r) => [`${r.method} ${r.url}`, r])).values()];

describe('response schemas', () => {
  it('are declared by every registered route', () => {
    const missing = routes()
      .filter((route) => !declaresResponse(route.schema))
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !NOT_YET_DECLARED.has(route));
    expect(missing).toEqual([]);
  });

  it('leave no route on the list of those not yet declared once it declares one', () => {
    const declared = routes()
      .filter((route) => declaresResponse(route.schema))
      .map((route) => `${route.method} ${route.url}`);
    expect(declared.filter((route) => NOT_YET_DECLARED.has(route))).toEqual([]);
  });

  it('tell a route without one from a route with one', () => {
    expect(declaresResponse(undefined)).toBe(false);
    expect(declaresResponse({ response: { '4xx': {} } })).toBe(false);
    expect(declaresResponse({ response: { 200: {} } })).toBe(true);
    expect(declaresResponse({ response: { '2xx': {}, '4xx': {} } })).toBe(true);
  });
});

describe('GET /api/docs/openapi.json', () => {
  it('is a valid OpenAPI 3 document listing every registered route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const document = res.json();
    expect(document.openapi).toMatch(/^3\./);
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();

    const listed = new Set(
      Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`)),
    );
    const unlisted = routes()
      .map((route) => `${route.method} ${openApiPath(route.url)}`)
      .filter((route) => !listed.has(route));
    expect(unlisted).toEqual([]);
  });

  it('describes a route with its parameters, its answer and the shared error answer', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    const operation = document.paths['/api/orders/{id}/label-quote'].get;
    expect(operation.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' })]));
    const ok = operation.responses['200'].content['application/json'].schema;
    expect(ok.properties).toEqual(expect.objectContaining({ service: expect.anything(), postage: expect.anything() }));
    const error = operation.responses['4XX'].content['application/json'].schema;
    expect(error.required).toEqual(expect.arrayContaining(['message', 'code']));
  });
});

describe('GET /api/docs', () => {
  it('is a readable page of the operations', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<h1>Heartland Market API</h1>');
    expect(res.body).toContain('<code>/api/orders/{id}/label-quote</code>');
    expect(res.body).toContain('href="/api/docs/openapi.json"');
  });
});
