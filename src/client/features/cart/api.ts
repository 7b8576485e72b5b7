import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, serverMessage } from '#client/lib/api.ts';
import { toast } from '#client/components/ui/toast.tsx';
import { useAuth } from '#client/features/auth/api.ts';

/**
 * Add to Cart (POST /api/cart with productId and quantity; spec 000 section 7). A visitor gets the
 * 'Login Required' toast instead. The cart API itself lands with the checkout issue.
 */
export function useAddToCart() {
  const { user } = useAuth();
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: { productId: number; quantity: number }) => apiJson<unknown>('POST', '/api/cart', input),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['/api/cart'] });
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
