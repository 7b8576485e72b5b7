import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, serverMessage } from '#client/lib/api.ts';
import { retryIdempotent } from '#client/lib/query-client.ts';
import { toast } from '#client/components/ui/toast.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import type { CartLineDto } from '#shared/cart.ts';

/** Every cart view (header dropdown, /cart, checkout) shares this key (CONVENTIONS.md habit 5). */
export const CART_QUERY_KEY = ['/api/cart'] as const;

/** GET /api/cart: the signed-in user's lines with their products. */
export const cartQuery = (options: { enabled?: boolean } = {}) =>
  queryOptions({
    queryKey: CART_QUERY_KEY,
    queryFn: async () => (await apiJson<CartLineDto[] | null>('GET', '/api/cart')) ?? [],
    enabled: options.enabled ?? true,
  });

/**
 * Add to Cart (POST /api/cart with productId and quantity; spec 000 section 7). A visitor gets the
 * 'Login Required' toast instead.
 */
export function useAddToCart() {
  const { user } = useAuth();
  const qc = useQueryClient();
  const mutation = useMutation({
    // Never retried (the default): a lost answer to a POST that went through would add the item twice.
    mutationFn: (input: { productId: number; quantity: number }) => apiJson<unknown>('POST', '/api/cart', input),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: CART_QUERY_KEY });
      toast({ title: 'Added to Cart' });
    },
    onError: (error) =>
      toast({ title: 'Error', description: serverMessage(error, 'Failed to add item to cart'), variant: 'destructive' }),
  });
  const add = (productId: number, quantity = 1, options?: { onSuccess?: () => void }) => {
    if (!user) {
      toast({ title: 'Login Required', description: 'Please log in to add items to your cart', variant: 'destructive' });
      return;
    }
    mutation.mutate({ productId, quantity }, options);
  };
  return { add, pending: mutation.isPending };
}

/**
 * PUT /api/cart/{id} with the new quantity. The cached line changes at once (the stepper answers
 * immediately) and is put back if the server refuses; either way the cart is fetched afresh.
 */
export function useUpdateCartLine() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quantity }: { id: number; quantity: number }) =>
      apiJson<CartLineDto | null>('PUT', `/api/cart/${id}`, { quantity }),
    // Sets the quantity: sending it twice leaves the same line.
    retry: retryIdempotent,
    onMutate: async ({ id, quantity }) => {
      await qc.cancelQueries({ queryKey: CART_QUERY_KEY });
      const previous = qc.getQueryData<CartLineDto[]>(CART_QUERY_KEY);
      if (Array.isArray(previous)) {
        qc.setQueryData<CartLineDto[]>(CART_QUERY_KEY, previous.map((l) => (l.id === id ? { ...l, quantity } : l)));
      }
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) qc.setQueryData(CART_QUERY_KEY, context.previous);
      toast({ title: 'Error', description: serverMessage(error, 'Failed to update cart'), variant: 'destructive' });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });
}

/** DELETE /api/cart/{id}, with the 'Item Removed' toast (spec 000 section 8). */
export function useRemoveCartLine() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<unknown>('DELETE', `/api/cart/${id}`),
    retry: retryIdempotent,
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: CART_QUERY_KEY });
      toast({ title: 'Item Removed', description: 'The item has been removed from your cart' });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to remove item from cart', variant: 'destructive' }),
  });
}

/** DELETE /api/cart: empties the cart, with the 'Cart Cleared' toast (spec 000 section 8). */
export function useClearCart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<unknown>('DELETE', '/api/cart'),
    retry: retryIdempotent,
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: CART_QUERY_KEY });
      toast({ title: 'Cart Cleared', description: 'Your cart has been cleared' });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to clear cart', variant: 'destructive' }),
  });
}
