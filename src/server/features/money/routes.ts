import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { adminOnly, requireSeller, sellerOnly } from '#server/http/auth.ts';
import { fileResponse } from '#server/http/openapi.ts';
import { ledgerCheckSchema, ledgerEntrySchema, ledgerQuerySchema, ledgerSummarySchema, sellerBalanceSchema } from '#shared/schemas/ledger.ts';
import { ledgerCheck, ledgerSummary, resolvePeriod, sellerBalance, sellerStatement, statementCsv, statementFileName } from './service.ts';

/**
 * The money pages' routes (issue 27, docs/product.md "Payouts and statements"): a seller reads only
 * their own balance and statement (the signed-in seller; nothing in the request names another); the
 * administrator reads the whole books. Read-only: the ledger is written by the events themselves.
 */
export async function moneyRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = deps;

  api.get('/api/seller/balance', { ...sellerOnly, schema: { response: { 200: sellerBalanceSchema } } }, async (request) =>
    sellerBalance(db, requireSeller(request).id),
  );

  api.get('/api/seller/ledger', { ...sellerOnly, schema: { querystring: ledgerQuerySchema, response: { 200: z.array(ledgerEntrySchema) } } }, async (request) =>
    sellerStatement(db, requireSeller(request).id, resolvePeriod(request.query, now())),
  );

  api.get(
    '/api/seller/ledger.csv',
    {
      ...sellerOnly,
      schema: { querystring: ledgerQuerySchema, response: { 200: fileResponse('text/csv', "The seller's statement for the period, one row per entry") } },
    },
    async (request, reply) => {
      const period = resolvePeriod(request.query, now());
      const entries = await sellerStatement(db, requireSeller(request).id, period);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${statementFileName(period)}"`)
        .send(statementCsv(entries));
    },
  );

  api.get('/api/admin/ledger/check', { ...adminOnly, schema: { response: { 200: ledgerCheckSchema } } }, async () => ledgerCheck(db));

  api.get('/api/admin/ledger/summary', { ...adminOnly, schema: { querystring: ledgerQuerySchema, response: { 200: ledgerSummarySchema } } }, async (request) =>
    ledgerSummary(db, resolvePeriod(request.query, now())),
  );
}
