import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { requireUser, signedIn } from '#server/http/auth.ts';
import { fileResponse } from '#server/http/openapi.ts';
import type { Carrier } from '#server/integrations/carrier/carrier.ts';
import { platformCarrierOnly, type CarrierFor } from '#server/integrations/carrier/select.ts';
import type { PaymentProvider } from '#server/integrations/payments/provider.ts';
import type { FileStorage } from '#server/integrations/storage/storage.ts';
import { generateLabelSchema, labelQuoteSchema, orderLabelQuerySchema } from '#shared/schemas/order-labels.ts';
import { pageFields } from '#shared/schemas/common.ts';
import {
  cancelOrderResponseSchema,
  cancelOrderSchema,
  createOrderSchema,
  generateLabelResponseSchema,
  ORDER_LIST_FILTERS,
  orderFromPaymentSchema,
  orderIdParamsSchema,
  orderSchema,
  type CancelOrderResponse,
} from '#shared/schemas/orders.ts';
import { buyAgainItemSchema } from '#shared/schemas/discovery.ts';
import { buyAgain } from './buy-again.ts';
import { cancelOrder } from './cancel.ts';
import { getReadableOrder, listOrders } from './dto.ts';
import { invoiceFileName, orderInvoice } from './invoice.ts';
import { generateOrderLabel, quoteOrderLabel, readOrderLabel, requireLabeller } from './label.ts';
import { finalizeCheckout } from './service.ts';

export interface OrderRouteDeps extends FeatureDeps {
  payments: PaymentProvider;
  /** the platform's carrier: sellers' labels are bought from it unless `carrierFor` chooses otherwise */
  carrier: Carrier;
  /** where label PDFs are kept */
  storage: FileStorage;
  /** which carrier account buys a seller's label; the platform's carrier for every seller when omitted */
  carrierFor?: CarrierFor;
}

const listQuery = z.object({
  ...pageFields({ max: 100, defaultLimit: 20, limitMessage: 'limit must be a number from 1 to 100' }),
  status: z.enum(ORDER_LIST_FILTERS, { message: `status must be one of ${ORDER_LIST_FILTERS.join(', ')}` }).default('all'),
});

/** Orders of the signed-in user (docs/product.md A7); created only from a verified payment (docs/architecture.md §3). */
export async function orderRoutes(app: FastifyInstance, deps: OrderRouteDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const orderDeps = { db: deps.db, payments: deps.payments, publicUrl: deps.publicUrl };
  const labelDeps = {
    db: deps.db,
    now: deps.now,
    publicUrl: deps.publicUrl,
    storage: deps.storage,
    carrierFor: deps.carrierFor ?? platformCarrierOnly(deps.carrier),
  };
  // Sellers, and the administrator who ships the platform's own stock (decision 0026).
  const labellers = { preValidation: async (request: FastifyRequest) => void requireLabeller(requireUser(request)) };
  // A personal document: no shared cache keeps it (set after the app's own 'no-store' hook).
  const privatePdf = { onSend: async (_request: FastifyRequest, reply: FastifyReply) => void reply.header('Cache-Control', 'private, no-store') };

  // The browser's figures (orderTotal, subtotal, address...) are accepted for the spec's payload but
  // the order is built from the server's record of the payment: what was quoted is what was paid.
  api.post('/api/orders', { ...signedIn, schema: { body: createOrderSchema, response: { 201: orderSchema } } }, async (request, reply) => {
    const order = await finalizeCheckout(orderDeps, request.body.paymentIntentId, requireUser(request).id);
    return reply.code(201).send(order);
  });

  api.post('/api/orders/from-payment', { ...signedIn, schema: { body: orderFromPaymentSchema, response: { 200: orderSchema } } }, async (request) =>
    finalizeCheckout(orderDeps, request.body.paymentIntentId, requireUser(request).id),
  );

  api.get('/api/orders', { ...signedIn, schema: { querystring: listQuery, response: { 200: z.array(orderSchema) } } }, async (request, reply) => {
    const { status, limit, offset } = request.query;
    const { orders, total } = await listOrders(deps.db, requireUser(request).id, { status: status === 'all' ? undefined : status, limit, offset });
    reply.header('X-Total-Count', String(total));
    return orders;
  });

  // Buy it again (docs/decisions/0061-discovery.md, item 6): the shopper's own, so no cache keeps it.
  api.get(
    '/api/orders/buy-again',
    {
      ...signedIn,
      schema: { response: { 200: z.array(buyAgainItemSchema) } },
      onSend: async (_request, reply) => void reply.header('Cache-Control', 'private, no-store'),
    },
    async (request) => buyAgain(deps.db, requireUser(request).id),
  );

  api.get('/api/orders/:id', { ...signedIn, schema: { params: orderIdParamsSchema, response: { 200: orderSchema } } }, async (request) =>
    getReadableOrder(deps.db, request.params.id, requireUser(request).id),
  );

  // A PDF for the browser's viewer (opened in a new tab) with a name worth keeping when saved. It
  // is personal: no shared cache keeps it, and the app's 'no-store' is made 'private, no-store'
  // after the app's own onSend hook has run.
  api.get(
    '/api/orders/:id/invoice',
    {
      ...signedIn,
      schema: { params: orderIdParamsSchema, response: { 200: fileResponse('application/pdf', "The order's invoice") } },
      onSend: async (_request, reply) => void reply.header('Cache-Control', 'private, no-store'),
    },
    async (request, reply) => {
      const pdf = await orderInvoice(deps.db, request.params.id, requireUser(request).id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${invoiceFileName(request.params.id)}"`)
        .send(pdf);
    },
  );

  /**
   * Cancels the shopper's processing order (docs/product.md B7). Answers 200 with
   * `{ message, order }`: the message is 'Your order has been successfully cancelled.', with a note
   * that the payment will be refunded shortly when the provider could not be reached (the
   * reconciliation job refunds it); the order is the cancelled order. 404 for anyone else's order,
   * 409 when the order is no longer processing.
   */
  api.post(
    '/api/orders/:id/cancel',
    { ...signedIn, schema: { params: orderIdParamsSchema, body: cancelOrderSchema, response: { 200: cancelOrderResponseSchema } } },
    async (request): Promise<CancelOrderResponse> => cancelOrder({ ...orderDeps, now: deps.now }, request.params.id, requireUser(request).id, request.body),
  );

  /**
   * docs/product.md B7: a seller buys the label of their own package of the order, the administrator
   * that of the platform's stock; answers `{ trackingNumber, labelUrl }`. The body's shape is checked
   * but the label is built from the order (decision 0026). 401 signed out, 403 neither a seller nor
   * the administrator, 404 without a line in the order, 409 once the order is past shipping;
   * idempotent for a package that has its label.
   */
  api.post(
    '/api/orders/:id/generate-label',
    { ...labellers, schema: { params: orderIdParamsSchema, body: generateLabelSchema, response: { 200: generateLabelResponseSchema } } },
    async (request) => generateOrderLabel(labelDeps, requireUser(request), request.params.id),
  );

  /**
   * What generate-label would buy, for the seller to confirm first (decision 0048): `{ service,
   * postage, package, estimatedDeliveryDate }`. The same 401, 403, 404 and 409 as the purchase (409
   * also once the package has its label); 400 for a package USPS would refuse, 502 when the carrier
   * cannot answer.
   */
  api.get('/api/orders/:id/label-quote', { ...labellers, schema: { params: orderIdParamsSchema, response: { 200: labelQuoteSchema } } }, async (request) =>
    quoteOrderLabel(labelDeps, requireUser(request), request.params.id),
  );

  /** The label's PDF for the package's seller, or for the administrator (?sellerId=); 404 for anyone else. */
  api.get(
    '/api/orders/:id/label',
    {
      ...signedIn,
      ...privatePdf,
      schema: {
        params: orderIdParamsSchema,
        querystring: orderLabelQuerySchema,
        response: { 200: fileResponse('application/pdf', "The seller's shipping label") },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { sellerId } = request.query;
      const pdf = await readOrderLabel(labelDeps, requireUser(request), id, sellerId);
      const name =
        sellerId === undefined || sellerId === requireUser(request).id ? `shipping-label-order-${id}.pdf` : `shipping-label-order-${id}-seller-${sellerId}.pdf`;
      return reply.type('application/pdf').header('Content-Disposition', `inline; filename="${name}"`).send(pdf);
    },
  );
}
