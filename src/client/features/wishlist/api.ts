import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api.ts';
import { toast } from '#client/components/ui/toast.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import type { WishlistItemDto } from '#shared/catalogue.ts';

export const wishlistQuery = queryOptions({
  queryKey: ['/api/wishlist'],
  queryFn: () => apiJson<WishlistItemDto[]>('GET', '/api/wishlist'),
});

/** The signed-in user's wishlist (spec 000 section 7: only fetched when signed in). */
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
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: wishlistQuery.queryKey });
      toast({ title: 'Added to Wishlist' });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to add to wishlist', variant: 'destructive' }),
  });
}

export function useRemoveFromWishlist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => apiJson<unknown>('DELETE', `/api/wishlist/${productId}`),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: wishlistQuery.queryKey });
      toast({ title: 'Removed from Wishlist' });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to remove from wishlist', variant: 'destructive' }),
  });
}

/**
 * The heart toggle of the deal block and the product page: follows the user's wishlist; a visitor
 * gets the 'Login Required' toast (spec 000 section 6).
 */
export function useWishlistToggle(productId: number) {
  const { user } = useAuth();
  const wishlist = useWishlist();
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const inWishlist = wishlist.has(productId);
  const toggle = () => {
    if (!user) {
      toast({ title: 'Login Required', description: 'Please log in to manage your wishlist', variant: 'destructive' });
      return;
    }
    if (inWishlist) remove.mutate(productId);
    else add.mutate(productId);
  };
  return { inWishlist, toggle, pending: add.isPending || remove.isPending };
}
