import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest } from '#client/lib/api.ts';
import { TOTAL_COUNT_HEADER } from '#shared/catalogue.ts';
import type { ReturnLabelResponse, ReturnStatus, SellerReturnRequestDto } from '#shared/returns.ts';
import type { LabelQuoteDto } from '#shared/schemas/order-labels.ts';

export const SELLER_RETURNS_PATH = '/api/returns/seller';
/** The newest requests the page shows at once; the total says when there are more. */
export const SELLER_RETURNS_LIMIT = 100;

export interface SellerReturnsPage {
  items: SellerReturnRequestDto[];
  total: number;
}

/** GET /api/returns/seller (docs/product.md B7): the seller's requests, newest first, optionally of one status. */
export const sellerReturnsQuery = (status: ReturnStatus | null) =>
  queryOptions({
    queryKey: [SELLER_RETURNS_PATH, { status }],
    queryFn: async (): Promise<SellerReturnsPage> => {
      const res = await apiRequest('GET', `${SELLER_RETURNS_PATH}?limit=${SELLER_RETURNS_LIMIT}${status ? `&status=${status}` : ''}`);
      const items = (await res.json()) as SellerReturnRequestDto[];
      return { items, total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? items.length) };
    },
  });

export type ReturnAction = 'approve' | 'reject' | 'complete';

/** Approve, reject (with an optional reason) or complete a request; every seller list and the shopper's list refresh. */
export function useReturnAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: ReturnAction; reason?: string }) =>
      apiJson<SellerReturnRequestDto>('POST', `/api/returns/${id}/${action}`, action === 'reject' ? { reason } : undefined),
    onSettled: () => qc.invalidateQueries({ queryKey: [SELLER_RETURNS_PATH] }),
  });
}

/**
 * GET /api/returns/{id}/label-quote (decision 0048): the service, postage and package the seller
 * confirms before buying the return label. Asked afresh at each click, buying nothing.
 */
export function useReturnLabelQuote() {
  return useMutation({ mutationFn: (id: number) => apiJson<LabelQuoteDto>('GET', `/api/returns/${id}/label-quote`) });
}

/**
 * POST /api/returns/{id}/generate-label?mock=true with an empty body (docs/product.md B7). Its
 * promise (mutateAsync) settles once the lists show the label.
 */
export function useGenerateReturnLabel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<ReturnLabelResponse>('POST', `/api/returns/${id}/generate-label?mock=true`),
    onSettled: () => qc.invalidateQueries({ queryKey: [SELLER_RETURNS_PATH] }),
  });
}
