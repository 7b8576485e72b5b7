import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import { createJsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '#shared/schemas/common.ts';

/**
 * Every route declares what it answers (docs/decisions/0050-response-schemas-and-openapi.md): the zod
 * serializer writes the answer through the schema, so a field the schema does not name never leaves
 * the server, and the OpenAPI document below is generated from the same schemas.
 */
export const OPENAPI_PATH = '/api/docs/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/** The body of a file: bytes, as a Buffer, a stream or text; never serialized. */
const binary = z.custom<Buffer | string | NodeJS.ReadableStream>(() => true).meta({ type: 'string', format: 'binary' });

/** A response that is not JSON (a PDF, an image, a page): its content type, described. */
export const fileResponse = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: binary } },
});

/** A success status (2xx/3xx) or the catch-all: the error answers alone do not say what a route answers. */
const SUCCESS_KEY = /^([23](\d\d|xx)|default)$/i;

/** True when the route's schema says what it answers on success. */
export function declaresResponse(schema: FastifySchema | undefined): boolean {
  const response = schema?.response as Record<string, unknown> | undefined;
  return !!response && Object.keys(response).some((key) => SUCCESS_KEY.test(key));
}

/**
 * The error answers every route shares (`{ message, code, details? }`, written by the error
 * handler), added to each route's schema as it is registered. Call before any route is added.
 */
export function addErrorResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = (route.schema ??= {});
    // @fastify/static's routes (uploads, the built client's files) come hidden and say nothing:
    // files, of whatever type the name tells. The document lists them like any route.
    if (schema.hide && !schema.response) {
      schema.hide = false;
      schema.response = { 200: fileResponse('application/octet-stream', 'A file, of the type its name tells') };
    }
    schema.response = { '4xx': errorSchema, '5xx': errorSchema, ...(schema.response as object | undefined) };
  });
}

/** Dates leave as ISO text (JSON.stringify); the document says so where zod alone cannot. */
const transform = createJsonSchemaTransform({
  skipList: [],
  zodToJsonConfig: {
    unrepresentable: 'any',
    override: (ctx) => {
      const def = (ctx.zodSchema as { _zod?: { def?: { type?: string } } })._zod?.def;
      if (def?.type === 'date') Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
    },
  },
});

/** Collects the routes into an OpenAPI 3.1 document; call before any route is added. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Heartland Market API',
        description: 'The JSON API of Heartland Market, and the pages and files the same server answers.',
        version: '1.0.0',
      },
    },
    transform,
  });
}

/** The paths in `sent` that `written` lacks: what a response schema dropped. */
export function droppedFields(sent: unknown, written: unknown, at = ''): string[] {
  if (Array.isArray(sent)) return Array.isArray(written) ? sent.flatMap((item, i) => droppedFields(item, written[i], `${at}[]`)) : [];
  if (!sent || typeof sent !== 'object' || !written || typeof written !== 'object') return [];
  return Object.entries(sent).flatMap(([key, value]) =>
    value === undefined ? [] : key in written ? droppedFields(value, (written as Record<string, unknown>)[key], `${at}.${key}`) : [`${at}.${key}`],
  );
}

/**
 * The zod serializer; with RESPONSE_SCHEMA_AUDIT set, it also writes to stderr each field a response
 * schema dropped (a leak stopped, or a field the schema forgot): run the API tests with it after
 * changing a schema.
 */
export function responseSerializer(audit = !!process.env.RESPONSE_SCHEMA_AUDIT): typeof serializerCompiler {
  if (!audit) return serializerCompiler;
  return (route) => {
    const serialize = serializerCompiler(route);
    return (data) => {
      const json = serialize(data);
      const dropped = [...new Set(droppedFields(JSON.parse(JSON.stringify(data ?? null)), JSON.parse(json)))];
      if (dropped.length) process.stderr.write(`response schema dropped: ${route.method} ${route.url} ${route.httpStatus}: ${dropped.join(' ')}\n`);
      return json;
    };
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Operation {
  summary?: string;
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
}

/** The readable page: every operation of the document, by path, with the answers it declares. */
export function renderApiDocs(document: { info: { title: string }; paths?: Record<string, Record<string, Operation>> }): string {
  const rows = Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const answers = Object.entries(operation.responses ?? {})
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([status, response]) => `${status}${response.content ? ` ${Object.keys(response.content).join(', ')}` : ''}`)
        .join('; ');
      return `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(answers)}</td></tr>`;
    }),
  );
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(document.info.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;color:#1c1917}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #d6d3d1;padding:.4rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}td:first-child,th:first-child{white-space:nowrap}code{font-size:.9rem}</style>
</head>
<body>
<h1>${escapeHtml(document.info.title)}</h1>
<p>Every route and the answers it declares. The full schemas are in <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a> (OpenAPI 3.1).</p>
<table><thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">Answers</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table>
</body>
</html>`;
}

const openApiDocumentSchema = z.looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string() }), paths: z.record(z.string(), z.unknown()) });

/** GET /api/docs/openapi.json and its readable page, GET /api/docs. */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  app.get(OPENAPI_PATH, { schema: { response: { 200: openApiDocumentSchema } } }, async () => app.swagger());
  app.get(API_DOCS_PATH, { schema: { response: { 200: fileResponse('text/html', 'The operations, readable') } } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderApiDocs(app.swagger() as Parameters<typeof renderApiDocs>[0])),
  );
}
