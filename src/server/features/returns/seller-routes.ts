import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { User } from '#server/db/schema.ts';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { isAdmin, requireUser } from '#server/http/auth.ts';
import { fileResponse } from '#server/http/openapi.ts';
import { forbidden, unauthorized } from '#server/errors.ts';
import type { Carrier } from '#server/integrations/carrier/carrier.ts';
import type { PaymentProvider } from '#server/integrations/payments/provider.ts';
import type { FileStorage } from '#server/integrations/storage/storage.ts';
import { TOTAL_COUNT_HEADER } from '#shared/catalogue.ts';
import { labelQuoteSchema } from '#shared/schemas/order-labels.ts';
import { z } from 'zod';
import { returnLabelResponseSchema, sellerReturnRequestSchema } from '#shared/schemas/returns.ts';
import { generateLabelQuerySchema, rejectReturnSchema, returnIdParamsSchema, sellerReturnListQuerySchema } from '#shared/schemas/seller-returns.ts';
import { generateReturnLabel, quoteReturnLabel, readReturnLabel } from './seller-label.ts';
import { approveReturn, completeReturn, listSellerReturns, rejectReturn } from './seller-service.ts';

export interface SellerReturnRouteDeps extends FeatureDeps {
  carrier: Carrier;
  payments: PaymentProvider;
  storage: FileStorage;
}

/** docs/product.md B6: the label's own messages; the other seller return routes say the same of managing returns. */
const MESSAGES = {
  label: { signIn: 'You must be logged in to generate a return label.', seller: 'Only sellers can generate return labels.' },
  manage: { signIn: 'You must be logged in to manage returns.', seller: 'Only sellers can manage returns.' },
};

/** A seller, or the administrator (who may act on every return); 401 and 403 before the input is judged. */
function requireReturnSeller(request: FastifyRequest, what: keyof typeof MESSAGES): User {
  const user = request.user;
  if (!user) throw unauthorized(MESSAGES[what].signIn);
  if (!user.isSeller && !isAdmin(user)) throw forbidden(MESSAGES[what].seller);
  return user;
}

const sellers = (what: keyof typeof MESSAGES) => ({
  preValidation: async (request: FastifyRequest) => void requireReturnSeller(request, what),
});

/** Sellers' return management (docs/product.md B2, B4, B6 and B7): their own lines' requests only. */
export async function sellerReturnRoutes(app: FastifyInstance, deps: SellerReturnRouteDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const manage = sellers('manage');

  api.get(
    '/api/returns/seller',
    { ...manage, schema: { querystring: sellerReturnListQuerySchema, response: { 200: z.array(sellerReturnRequestSchema) } } },
    async (request, reply) => {
      const page = await listSellerReturns(deps.db, requireReturnSeller(request, 'manage'), request.query);
      reply.header(TOTAL_COUNT_HEADER, page.total);
      return page.items;
    },
  );

  api.post('/api/returns/:id/approve', { ...manage, schema: { params: returnIdParamsSchema, response: { 200: sellerReturnRequestSchema } } }, async (request) =>
    approveReturn(deps, requireReturnSeller(request, 'manage'), request.params.id),
  );

  api.post(
    '/api/returns/:id/reject',
    { ...manage, schema: { params: returnIdParamsSchema, body: rejectReturnSchema, response: { 200: sellerReturnRequestSchema } } },
    async (request) => rejectReturn(deps, requireReturnSeller(request, 'manage'), request.params.id, request.body),
  );

  api.post(
    '/api/returns/:id/complete',
    { ...manage, schema: { params: returnIdParamsSchema, response: { 200: sellerReturnRequestSchema } } },
    async (request) => completeReturn(deps, requireReturnSeller(request, 'manage'), request.params.id),
  );

  api.post(
    '/api/returns/:id/generate-label',
    { ...sellers('label'), schema: { params: returnIdParamsSchema, querystring: generateLabelQuerySchema, response: { 200: returnLabelResponseSchema } } },
    async (request) => generateReturnLabel(deps, requireReturnSeller(request, 'label'), request.params.id),
  );

  // What generate-label would buy, for the seller to confirm first (decision 0048); buys nothing.
  api.get(
    '/api/returns/:id/label-quote',
    { ...sellers('label'), schema: { params: returnIdParamsSchema, response: { 200: labelQuoteSchema } } },
    async (request) => quoteReturnLabel(deps, requireReturnSeller(request, 'label'), request.params.id),
  );

  // The shopper prints it too: signed in is enough here, the service decides who may see it. A
  // personal document: no shared cache keeps it (set after the app's own 'no-store' hook).
  api.get(
    '/api/returns/:id/label',
    {
      preValidation: async (request: FastifyRequest) => void requireUser(request),
      schema: { params: returnIdParamsSchema, response: { 200: fileResponse('application/pdf', 'The return shipping label') } },
      onSend: async (_request, reply) => void reply.header('Cache-Control', 'private, no-store'),
    },
    async (request, reply) => {
      const pdf = await readReturnLabel(deps, requireUser(request), request.params.id);
      return reply.type('application/pdf').header('Content-Disposition', `inline; filename="return-label-${request.params.id}.pdf"`).send(pdf);
    },
  );
}
