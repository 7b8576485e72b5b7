// The cart page's changes to its lines, apart from api.ts: the shell reads the cart (header) and
// every page can add to it, but only the cart page and the cart panel change lines. A module of
// their own keeps them out of the JavaScript every first visit loads (issue 3's budget).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, serverMessage } from '#client/lib/api.ts';
import { retryIdempotent } from '#client/lib/query-client.ts';
import { toast } from '#client/components/ui/toast.tsx';
import type { CartLineDto } from '#shared/cart.ts';
import { CART_QUERY_KEY } from './api.ts';

/**
 * PUT /api/cart/{id} with the new quantity. The cached line changes at once (the stepper answers
 * immediately) and is put back if the server refuses; either way the cart is fetched afresh.
 */
export function useUpdateCartLine() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quantity }: { id: number; quantity: number }) => apiJson<CartLineDto | null>('PUT', `/api/cart/${id}`, { quantity }),
    // Sets the quantity: sending it twice leaves the same line.
    retry: retryIdempotent,
    onMutate: async ({ id, quantity }) => {
      await qc.cancelQueries({ queryKey: CART_QUERY_KEY });
      const previous = qc.getQueryData<CartLineDto[]>(CART_QUERY_KEY);
      if (Array.isArray(previous)) {
        qc.setQueryData<CartLineDto[]>(
          CART_QUERY_KEY,
          previous.map((l) => (l.id === id ? { ...l, quantity } : l)),
        );
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

/** DELETE /api/cart/{id}, with the 'Item Removed' toast (docs/product.md A8). */
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

/** DELETE /api/cart: empties the cart, with the 'Cart Cleared' toast (docs/product.md A8). */
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
