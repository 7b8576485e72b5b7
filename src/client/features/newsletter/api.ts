import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest, serverMessage } from '#client/lib/api.ts';
import { toast } from '#client/components/ui/toast.tsx';
import { TOTAL_COUNT_HEADER } from '#shared/catalogue.ts';
import {
  ACTIVE_COUNT_HEADER,
  type MessageDto,
  type NewsletterDto,
  type NewsletterInput,
  type NewsletterSentDto,
  type SubscriberDto,
  type UnsubscribeInput,
} from '#shared/schemas/newsletter.ts';

export const NEWSLETTERS_PATH = '/api/admin/newsletters';
export const SUBSCRIBERS_PATH = '/api/admin/subscribers';
const OUTBOX_PATH = '/api/admin/outbox';
export const SUBSCRIBERS_PAGE_SIZE = 50;

// docs/product.md B6: these calls run only for the administrator (the page renders them for no one else).
export const newslettersQuery = queryOptions({
  queryKey: [NEWSLETTERS_PATH],
  queryFn: () => apiJson<NewsletterDto[]>('GET', NEWSLETTERS_PATH),
});

export interface SubscribersPage {
  items: SubscriberDto[];
  total: number;
  active: number;
}

export const subscribersQuery = infiniteQueryOptions({
  queryKey: [SUBSCRIBERS_PATH],
  queryFn: async ({ pageParam }): Promise<SubscribersPage> => {
    const res = await apiRequest('GET', `${SUBSCRIBERS_PATH}?limit=${SUBSCRIBERS_PAGE_SIZE}&offset=${pageParam}`);
    const items = (await res.json()) as SubscriberDto[];
    return { items, total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? items.length), active: Number(res.headers.get(ACTIVE_COUNT_HEADER) ?? 0) };
  },
  initialPageParam: 0,
  getNextPageParam: (last, pages) => {
    const loaded = pages.reduce((n, p) => n + p.items.length, 0);
    return loaded < last.total ? loaded : undefined;
  },
});

const FALLBACK = 'An error occurred. Please try again.';

/** docs/product.md B8: each failure toast with the server's message or the fallback. */
const failed = (title: string) => (error: Error) => toast({ title, description: serverMessage(error, FALLBACK), variant: 'destructive' });

function useRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: [NEWSLETTERS_PATH] });
}

export function useCreateNewsletter() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: NewsletterInput) => apiJson<NewsletterDto>('POST', NEWSLETTERS_PATH, input),
    onSuccess: async () => {
      await refresh();
      toast({ title: 'Newsletter Created', description: 'Your newsletter has been saved as a draft.', variant: 'success' });
    },
    onError: failed('Failed to Create Newsletter'),
  });
}

export function useUpdateNewsletter() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...input }: NewsletterInput & { id: number }) => apiJson<NewsletterDto>('PUT', `${NEWSLETTERS_PATH}/${id}`, input),
    onSuccess: async () => {
      await refresh();
      toast({ title: 'Updated', description: 'Your newsletter has been updated.', variant: 'success' });
    },
    onError: failed('Failed to Update Newsletter'),
  });
}

export function useDeleteNewsletter() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiJson<MessageDto>('DELETE', `${NEWSLETTERS_PATH}/${id}`),
    onSuccess: async () => {
      await refresh();
      toast({ title: 'Deleted', description: 'The newsletter has been deleted.', variant: 'success' });
    },
    onError: failed('Failed to Delete Newsletter'),
  });
}

export function useSendNewsletter() {
  const qc = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiJson<NewsletterSentDto>('POST', `${NEWSLETTERS_PATH}/${id}/send`),
    onSuccess: async ({ message }) => {
      // The emails are in the outbox now.
      void qc.invalidateQueries({ queryKey: [OUTBOX_PATH] });
      await refresh();
      toast({ title: 'Sent', description: message, variant: 'success' });
    },
    onError: failed('Failed to Send Newsletter'),
  });
}

/** POST /api/newsletter/unsubscribe with the address and token of the emailed link; the page shows the outcome. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (input: UnsubscribeInput) => apiJson<MessageDto>('POST', '/api/newsletter/unsubscribe', input),
    onError: (error) => toast({ title: 'Error', description: serverMessage(error, 'There was an error processing your request.'), variant: 'destructive' }),
  });
}
