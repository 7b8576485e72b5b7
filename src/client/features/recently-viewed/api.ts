// Recently viewed (docs/decisions/0061-discovery.md, item 5): the account's list while signed in
// (GET, POST and DELETE /api/recently-viewed), the browser's own while signed out (storage.ts), read
// through GET /api/products?ids=. Nothing here knows who is signed in: the pages say.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { toast } from '#client/components/ui/toast.tsx';
import { apiJson, serverMessage } from '#client/lib/api.ts';
import type { ProductDto } from '#shared/catalogue.ts';
import { browserList, clearBrowserList, recordBrowserView, subscribeToBrowserList } from './storage.ts';

const PATH = '/api/recently-viewed';
const ACCOUNT_KEY = [PATH] as const;

/** GET /api/recently-viewed: the signed-in shopper's list, newest first. */
const accountListQuery = (enabled: boolean) => queryOptions({ queryKey: ACCOUNT_KEY, queryFn: () => apiJson<ProductDto[]>('GET', PATH), enabled });

/** The products of the browser's list, in its order, those still for sale (GET /api/products?ids=). */
const browserProductsQuery = (ids: number[], enabled: boolean) =>
  queryOptions({
    queryKey: ['/api/products', { ids }, 'recently-viewed'],
    queryFn: () => apiJson<ProductDto[]>('GET', `/api/products?ids=${ids.join(',')}`),
    enabled: enabled && ids.length > 0,
    // The next list (one more product viewed) shows the last one's products until it comes.
    placeholderData: keepPreviousData,
  });

const recordViews = (productIds: number[]) => apiJson<ProductDto[]>('POST', PATH, { productIds });

/**
 * The browser's list of product ids, newest first; null while the server renders and while the
 * browser hydrates its HTML, since the list is this browser's own and the HTML everyone's.
 */
export function useBrowserList(): number[] | null {
  return useSyncExternalStore(subscribeToBrowserList, browserList, () => null);
}

/**
 * Records the view of the product on its page, in the account or in the browser: after hydration
 * (an effect), once the page knows whether the shopper is signed in (`signedIn` null until then).
 */
export function useRecordView(productId: number, signedIn: boolean | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (signedIn === null) return;
    if (!signedIn) return recordBrowserView(productId);
    // A view that fails to be recorded is nothing the shopper needs to hear of.
    recordViews([productId]).then(
      (list) => queryClient.setQueryData(ACCOUNT_KEY, list),
      () => {},
    );
  }, [productId, signedIn, queryClient]);
}

/**
 * At sign-in and registration: the browser's list goes into the account, ahead of what the account
 * had (it was viewed since), and is then forgotten here. Kept for the next sign-in if that fails.
 */
export async function handOverBrowserList(queryClient: QueryClient): Promise<void> {
  const ids = browserList();
  if (ids.length === 0) return;
  try {
    const list = await recordViews(ids);
    clearBrowserList();
    // A read of the account's list sent before this answer may not have it yet.
    await queryClient.cancelQueries({ queryKey: ACCOUNT_KEY });
    queryClient.setQueryData(ACCOUNT_KEY, list);
  } catch {
    // kept, as said
  }
}

/** The shopper's recently viewed products (undefined while loading), and Clear. */
export function useRecentlyViewed(signedIn: boolean) {
  const queryClient = useQueryClient();
  const ids = useBrowserList() ?? [];
  const account = useQuery(accountListQuery(signedIn));
  const browser = useQuery(browserProductsQuery(ids, !signedIn));
  const clear = useMutation({
    mutationFn: async () => {
      if (signedIn) return apiJson<ProductDto[]>('DELETE', PATH);
      clearBrowserList();
      return [];
    },
    onSuccess: (list) => {
      if (signedIn) queryClient.setQueryData(ACCOUNT_KEY, list);
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error, 'Your recently viewed products could not be cleared. Please try again.'),
        variant: 'destructive',
      }),
  });
  const products = signedIn ? account.data : ids.length ? browser.data : [];
  return {
    products,
    loading: products === undefined && !(signedIn ? account.isError : browser.isError),
    clear: () => clear.mutate(),
    clearing: clear.isPending,
  };
}
