// A seller's return request as GET /api/returns/seller answers it, and a JSON answer, for the
// seller returns page's component tests.
import { NO_ADDITIONAL_INFO, type SellerReturnRequestDto } from '#shared/returns.ts';

export const request = (over: Partial<SellerReturnRequestDto> = {}): SellerReturnRequestDto => ({
  id: 5,
  orderId: 41,
  orderItemId: 90,
  userId: 7,
  quantity: 2,
  reason: 'Item damaged during shipping',
  returnMethod: 'mail',
  additionalInfo: NO_ADDITIONAL_INFO,
  status: 'pending',
  trackingNumber: null,
  createdAt: '2026-03-02T15:00:00.000Z',
  orderItem: { id: 90, product: { id: 12, name: 'Walnut Cutting Board' } },
  shopperName: 'Avery Returner',
  refundAmount: '27.30',
  refunded: '0.00',
  refundedAt: null,
  refundOwed: false,
  labelUrl: null,
  ...over,
});

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
