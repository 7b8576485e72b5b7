import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiJson, serverMessage } from '#client/lib/api.ts';
import { toast } from '#client/components/ui/toast.tsx';
import type { ReviewDto, ReviewEligibilityDto } from '#shared/catalogue.ts';

export const NOT_ELIGIBLE_MESSAGE = "You can only review products you've purchased and received.";
export const ELIGIBILITY_ERROR_MESSAGE = 'Error checking review eligibility';

/** Reviews refresh every 5 seconds while the product page is open (docs/product.md A7). */
export const REVIEWS_REFETCH_MS = 5000;

export const reviewsQuery = (productId: number) =>
  queryOptions({
    queryKey: ['/api/reviews', productId],
    queryFn: () => apiJson<ReviewDto[]>('GET', `/api/reviews/${productId}`),
    refetchInterval: REVIEWS_REFETCH_MS,
  });

/**
 * Whether the signed-in user may review the product. A failed check never throws: it reads as
 * "cannot review" with the spec's 'Error checking review eligibility' (docs/product.md A8).
 */
export const eligibilityQuery = (productId: number) =>
  queryOptions({
    queryKey: ['/api/reviews/eligibility', productId],
    queryFn: async (): Promise<ReviewEligibilityDto> => {
      try {
        const answer = await apiJson<Partial<ReviewEligibilityDto> | null>('GET', `/api/reviews/eligibility/${productId}`);
        const canReview = answer?.canReview === true;
        return { canReview, message: answer?.message || (canReview ? '' : NOT_ELIGIBLE_MESSAGE) };
      } catch {
        return { canReview: false, message: ELIGIBILITY_ERROR_MESSAGE };
      }
    },
    staleTime: 0,
  });

/** After a new review: the list, the user's eligibility (now "already reviewed") and the product's rating. */
export function invalidateAfterReview(qc: QueryClient, productId: number): Promise<unknown> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: ['/api/reviews', productId] }),
    qc.invalidateQueries({ queryKey: ['/api/reviews/eligibility', productId] }),
    qc.invalidateQueries({ queryKey: ['/api/products'] }),
  ]);
}

export interface ReviewInput {
  productId: number;
  rating: number;
  comment: string;
}

/**
 * A failure the fallback may cure: the request never got an answer, or the server broke (5xx).
 * A 4xx (not signed in, not eligible, already reviewed, bad input) is the server's decision and
 * would be refused again by the direct endpoint, which runs the same service.
 */
export const mayFallBack = (error: unknown): boolean => !(error instanceof ApiError) || error.status >= 500;

/** Marks an error raised by the fallback call, so the toast can say which endpoint failed. */
export class FallbackFailed extends Error {
  constructor(readonly cause: unknown) {
    super('Failed to submit review via direct endpoint');
    this.name = 'FallbackFailed';
  }
}

/**
 * The product page's review form: POST /api/reviews, and once, only when that call got no answer or
 * a 5xx, the spec's fallback POST /api/direct-review (the server takes the user from the session).
 */
export function useSubmitReview(productId: number) {
  const qc = useQueryClient();
  return useMutation({
    // The fallback is this mutation's retry; a generic retry would send the review a third time.
    retry: false,
    mutationFn: async (input: ReviewInput): Promise<ReviewDto> => {
      try {
        return await apiJson<ReviewDto>('POST', '/api/reviews', input);
      } catch (error) {
        if (!mayFallBack(error)) throw error;
        try {
          return await apiJson<ReviewDto>('POST', '/api/direct-review', input);
        } catch (fallbackError) {
          throw new FallbackFailed(fallbackError);
        }
      }
    },
    onSuccess: () => {
      void invalidateAfterReview(qc, productId);
      toast({ title: 'Review submitted', description: 'Thank you for sharing your feedback!', variant: 'success' });
    },
    onError: (error) => {
      if (error instanceof FallbackFailed) {
        toast({
          title: 'Error submitting review',
          description: 'Failed to submit review via direct endpoint',
          variant: 'destructive',
        });
        return;
      }
      // A refusal changes what the user may do: the form gives way to the eligibility message.
      void qc.invalidateQueries({ queryKey: ['/api/reviews/eligibility', productId] });
      toast({
        title: 'Error submitting review',
        description: serverMessage(error, 'Failed to submit review. Please try again.'),
        variant: 'destructive',
      });
    },
  });
}

export interface DirectReviewInput {
  userId: number;
  productId: number;
  rating: number;
  comment: string | null;
}

/** The write-review page's call (docs/product.md B7); the server ignores userId and uses the session. */
export function useDirectReview(productId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: DirectReviewInput) => apiJson<ReviewDto>('POST', '/api/direct-reviews', input),
    onSuccess: () => void invalidateAfterReview(qc, productId),
  });
}
