import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, serverMessage } from '#client/lib/api.ts';
import { toast } from '#client/components/ui/toast.tsx';
import { useAuth, useLoginRequiredToast } from '#client/features/auth/api.ts';
import type { CartLineDto } from '#shared/cart.ts';

/** Every cart view (header dropdown, /cart, checkout) shares this key (docs/architecture.md §9 habit 5). */
export const CART_QUERY_KEY = ['/api/cart'] as const;

/** GET /api/cart: the signed-in user's lines with their products. */
export const cartQuery = (options: { enabled?: boolean } = {}) =>
  queryOptions({
    queryKey: CART_QUERY_KEY,
    queryFn: async () => (await apiJson<CartLineDto[] | null>('GET', '/api/cart')) ?? [],
    enabled: options.enabled ?? true,
  });

/**
 * Add to Cart (POST /api/cart with productId and quantity; docs/product.md A7), and the variant
 * chosen on the product page (docs/decisions/0060-photos-and-variants.md). A visitor gets the
 * 'Login Required' toast instead, with a Sign in action.
 */
export function useAddToCart() {
  const { user } = useAuth();
  const loginRequired = useLoginRequiredToast();
  const qc = useQueryClient();
  const mutation = useMutation({
    // Never retried (the default): a lost answer to a POST that went through would add the item twice.
    mutationFn: (input: { productId: number; variantId?: number; quantity: number }) => apiJson<unknown>('POST', '/api/cart', input),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: CART_QUERY_KEY });
      toast({ title: 'Added to Cart' });
    },
    onError: (error) => toast({ title: 'Error', description: serverMessage(error, 'Failed to add item to cart'), variant: 'destructive' }),
  });
  const add = (productId: number, quantity = 1, options: { variantId?: number; onSuccess?: () => void } = {}) => {
    if (!user) {
      loginRequired('Please log in to add items to your cart');
      return;
    }
    // Without a variant (a card's Add to Cart) the body has none: JSON leaves undefined out.
    mutation.mutate({ productId, quantity, variantId: options.variantId }, options);
  };
  return { add, pending: mutation.isPending };
}
