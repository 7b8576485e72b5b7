import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api.ts';
import { retryIdempotent } from '#client/lib/query-client.ts';
import { toast } from '#client/components/ui/toast.tsx';
import { useAuth, useLoginRequiredToast } from '#client/features/auth/api.ts';
import type { WishlistItemDto } from '#shared/catalogue.ts';

export const wishlistQuery = queryOptions({
  queryKey: ['/api/wishlist'],
  queryFn: () => apiJson<WishlistItemDto[]>('GET', '/api/wishlist'),
});

/** The signed-in user's wishlist (docs/product.md A7: only fetched when signed in). */
export function useWishlist() {
  const { user } = useAuth();
  const query = useQuery({ ...wishlistQuery, enabled: !!user });
  const ids = new Set((query.data ?? []).map((item) => item.id));
  return { ...query, items: query.data ?? [], has: (productId: number) => ids.has(productId) };
}

export function useAddToWishlist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => apiJson<unknown>('POST', `/api/wishlist/${productId}`),
    // The server keeps one row per product, so a repeated add changes nothing.
    retry: retryIdempotent,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: wishlistQuery.queryKey });
      toast({ title: 'Added to Wishlist' });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to add to wishlist', variant: 'destructive' }),
  });
}

/**
 * DELETE /api/wishlist/{productId}. `quiet` skips the success toast (the wishlist page's Add to Cart
 * removes the item after 'Added to Cart', which should stay on screen); `errorText` is the failure
 * text of the screen that asks (docs/product.md part A: 'Failed to remove from wishlist'; the wishlist page, spec
 * 001 section 8: 'Failed to remove item from wishlist').
 */
export function useRemoveFromWishlist({ quiet = false, errorText = 'Failed to remove from wishlist' }: { quiet?: boolean; errorText?: string } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => apiJson<unknown>('DELETE', `/api/wishlist/${productId}`),
    retry: retryIdempotent,
    // The item leaves the page at once; a failure puts it back.
    onMutate: async (productId) => {
      await qc.cancelQueries({ queryKey: wishlistQuery.queryKey });
      const previous = qc.getQueryData<WishlistItemDto[]>(wishlistQuery.queryKey);
      if (previous)
        qc.setQueryData(
          wishlistQuery.queryKey,
          previous.filter((item) => item.id !== productId),
        );
      return { previous };
    },
    onSuccess: () => {
      if (!quiet) toast({ title: 'Removed from Wishlist' });
    },
    onError: (_error, _productId, context) => {
      if (context?.previous) qc.setQueryData(wishlistQuery.queryKey, context.previous);
      toast({ title: 'Error', description: errorText, variant: 'destructive' });
    },
    onSettled: () => void qc.invalidateQueries({ queryKey: wishlistQuery.queryKey }),
  });
}

/**
 * The heart toggle of the deal block and the product page: follows the user's wishlist; a visitor
 * gets the 'Login Required' toast with a Sign in action (docs/product.md A6).
 */
export function useWishlistToggle(productId: number) {
  const { user } = useAuth();
  const loginRequired = useLoginRequiredToast();
  const wishlist = useWishlist();
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const inWishlist = wishlist.has(productId);
  const toggle = () => {
    if (!user) {
      loginRequired('Please log in to manage your wishlist');
      return;
    }
    if (inWishlist) remove.mutate(productId);
    else add.mutate(productId);
  };
  return { inWishlist, toggle, pending: add.isPending || remove.isPending };
}
