import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { badRequest } from '#server/errors.ts';
import { centsToDecimal } from '#shared/money.ts';
import { calculateTaxSchema, taxResultSchema, type TaxResultDto } from '#shared/schemas/checkout.ts';
import { salesTaxCents, salesTaxRate } from '#shared/tax-rates.ts';

/** Sales tax on a subtotal at the state's base rate in force on that day, rounded half up to the cent. */
export function calculateTax(subtotalCents: number, state: string, on: Date): TaxResultDto {
  const rate = salesTaxRate(state, on);
  if (rate === undefined) throw badRequest('Unknown state');
  return { taxAmount: centsToDecimal(salesTaxCents(subtotalCents, rate)), taxPercentage: rate };
}

/**
 * POST /api/tax/calculate (docs/product.md A7). Open to signed-out visitors: a public rate table.
 * The ZIP code must belong to the state (the schema's check); the rate is the state's (no local taxes).
 */
export async function taxRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/api/tax/calculate', { schema: { body: calculateTaxSchema, response: { 200: taxResultSchema } } }, async (request) =>
    calculateTax(request.body.subtotal, request.body.state, deps.now()),
  );
}
