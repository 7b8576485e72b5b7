import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiJson, apiRequest } from '#client/lib/api.ts';
import { TOTAL_COUNT_HEADER } from '#shared/catalogue.ts';
import type { OutboxMessageDetailDto, OutboxMessageDto } from '#shared/outbox.ts';

export interface OutboxPage {
  items: OutboxMessageDto[];
  total: number;
}

export const OUTBOX_PATH = '/api/admin/outbox';
export const OUTBOX_PAGE_SIZE = 20;

/** One page of the outbox, newest first; the total comes in X-Total-Count. */
export const outboxPageQuery = (page: { limit: number; offset: number }) =>
  queryOptions({
    queryKey: [OUTBOX_PATH, page],
    queryFn: async (): Promise<OutboxPage> => {
      const res = await apiRequest('GET', `${OUTBOX_PATH}?limit=${page.limit}&offset=${page.offset}`);
      const items = (await res.json()) as OutboxMessageDto[];
      return { items, total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? items.length) };
    },
    // New mail arrives at any time: a revisit asks again rather than trusting a 5-minute cache.
    staleTime: 0,
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const outboxMessageQuery = (id: number) =>
  queryOptions({
    queryKey: [OUTBOX_PATH, id],
    queryFn: () => apiJson<OutboxMessageDetailDto>('GET', `${OUTBOX_PATH}/${id}`),
  });
