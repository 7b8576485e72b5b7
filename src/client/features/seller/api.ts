import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest, errorFromResponse, serverMessage } from '#client/lib/api.ts';
import { retryIdempotent } from '#client/lib/query-client.ts';
import { toast } from '#client/components/ui/toast.tsx';
import { userQuery } from '#client/features/auth/api.ts';
import { TOTAL_COUNT_HEADER, type ListingDto, type ListingPage, type ProductDto } from '#shared/catalogue.ts';
import type { ListingRevisionDto } from '#shared/listing-revisions.ts';
import type { BecomeSellerInput, ModerationDto } from '#shared/schemas/seller.ts';
import type { PublicUser } from '#shared/user.ts';

/** The lists a listing change shows in: the catalogue's and the seller's own. */
const LISTING_ROOTS = ['/api/products', '/api/categories', '/api/search', '/api/seller/products', '/api/admin/products'];
const PAGE_SIZE = 50;

export const moderationQuery = queryOptions({
  queryKey: ['/api/settings/moderation'],
  queryFn: () => apiJson<ModerationDto>('GET', '/api/settings/moderation'),
});

/**
 * A list of listings a page at a time (My Products, the administrator's review), narrowed by the
 * search box and any other query parameters; the total travels in a header.
 */
export const listingPagesQuery = (path: string, params: Record<string, string>) =>
  infiniteQueryOptions({
    queryKey: [path, params],
    initialPageParam: 0,
    placeholderData: keepPreviousData,
    queryFn: async ({ pageParam }): Promise<ListingPage> => {
      const search = new URLSearchParams({
        ...Object.fromEntries(Object.entries(params).filter(([, v]) => v !== '')),
        limit: String(PAGE_SIZE),
        offset: String(pageParam),
      });
      const res = await apiRequest('GET', `${path}?${search}`);
      const items = (await res.json()) as ListingDto[];
      return { items, total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? items.length) };
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });

/** My Products: the seller's own listings. */
export const sellerProductsQuery = (q: string) => listingPagesQuery('/api/seller/products', { q });

/**
 * A listing's change record, newest first, with its edit waiting for review (decision 0040): its
 * seller's and the administrator's. Under the product's key, so a listing change refreshes it too.
 */
export const listingChangesQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/products', id, 'changes'],
    queryFn: () => apiJson<ListingRevisionDto[]>('GET', `/api/products/${id}/changes`),
  });

/** Refreshes every list a listing shows in; resolves once the lists on screen are fetched again. */
function useRefreshListings() {
  const qc = useQueryClient();
  return () => Promise.all(LISTING_ROOTS.map((root) => qc.invalidateQueries({ queryKey: [root] })));
}

/** PATCH /api/user/become-seller: the answer is the user as stored, now a seller. */
export function useBecomeSeller() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: BecomeSellerInput) => apiJson<PublicUser>('PATCH', '/api/user/become-seller', input),
    retry: retryIdempotent,
    onSuccess: (user) => qc.setQueryData(userQuery.queryKey, user),
    onError: (error) => toast({ title: 'Failed to activate seller account', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
}

/** POST /api/upload: the photo as a multipart form (field `image`); answers where it is stored and its size. */
export function useUploadImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('image', file);
      const res = await fetch('/api/upload', { method: 'POST', body: form, credentials: 'include' });
      if (!res.ok) throw await errorFromResponse(res);
      return (await res.json()) as { imageUrl: string; width: number; height: number };
    },
    onError: (error) => toast({ title: 'Upload Failed', description: serverMessage(error, 'Image upload failed'), variant: 'destructive' }),
  });
}

export function useSubmitProduct() {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: (input: object) => apiJson<ProductDto>('POST', '/api/seller/products', input),
    onSuccess: refresh,
    onError: (error) =>
      toast({ title: 'Submission failed', description: serverMessage(error, 'Your product could not be listed. Please try again.'), variant: 'destructive' }),
  });
}

/** What the edit page and its toasts say once a seller's changes were withdrawn, or decided by the administrator. */
export const CHANGES_WITHDRAWN = { title: 'Changes Withdrawn', description: 'Your listing stays as shoppers see it now.' };
export const changesDecided = (approved: boolean) =>
  approved
    ? { title: 'Changes Approved', description: 'Shoppers now see the new version.' }
    : { title: 'Changes Rejected', description: 'The listing stays as it was.' };

/** What a save says: the listing saved, or its changes sent for review (decision 0040). */
export const savedMessage = (stored: ListingDto): { title: string; description: string } =>
  stored.pendingChanges
    ? { title: 'Changes Sent for Review', description: 'Shoppers see the live listing until an administrator approves your changes.' }
    : { title: 'Product Updated', description: 'Your changes have been saved.' };

export function useUpdateProduct(id: number) {
  const refresh = useRefreshListings();
  return useMutation({
    // The answer is the listing as stored, with any change that waits for review (decision 0040).
    mutationFn: (input: object) => apiJson<ListingDto>('PATCH', `/api/products/${id}`, input),
    // Setting the same fields twice leaves the same product.
    retry: retryIdempotent,
    onSuccess: (stored) => {
      void refresh();
      toast({ ...savedMessage(stored), variant: 'success' });
    },
    onError: (error) =>
      toast({ title: 'Update Failed', description: serverMessage(error, 'Your changes could not be saved. Please try again.'), variant: 'destructive' }),
  });
}

export function useDeleteListing(id: number) {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: () => apiJson<unknown>('DELETE', `/api/products/${id}`),
    onSuccess: () => {
      void refresh();
      toast({ title: 'Product Deleted', description: 'The listing has been removed.' });
    },
    onError: () => toast({ title: 'Delete Failed', description: 'Failed to delete product', variant: 'destructive' }),
  });
}

/** The administrator approves a listing (Live) or unlists it (Pending). */
export function useSetApproval(id: number) {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: (approve: boolean) => apiJson<ProductDto>('POST', `/api/admin/products/${id}/${approve ? 'approve' : 'unlist'}`),
    retry: retryIdempotent,
    // Done once the lists show the change, so the page can move the focus to what follows it.
    onSuccess: (product) => {
      toast({ title: product.isApproved ? 'Product Approved' : 'Product Unlisted', variant: 'success' });
      return refresh();
    },
    onError: (error) => toast({ title: 'Update Failed', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
}

/** The seller takes back their changes waiting for review: the live listing stays as it is. */
export function useWithdrawChanges(id: number) {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: () => apiJson<{ message: string }>('DELETE', `/api/products/${id}/pending-changes`),
    retry: retryIdempotent,
    onSuccess: () => {
      void refresh();
      toast({ ...CHANGES_WITHDRAWN, variant: 'success' });
    },
    onError: (error) => toast({ title: 'Update Failed', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
}

/** The administrator approves (applies) or rejects a seller's changes waiting for review. */
export function useDecideChanges(revisionId: number) {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: (approve: boolean) => apiJson<ListingDto>('POST', `/api/admin/product-revisions/${revisionId}/${approve ? 'approve' : 'reject'}`),
    retry: retryIdempotent,
    // Done once the lists show the change, so the page can move the focus to what follows it.
    onSuccess: (_listing, approve) => {
      toast({ ...changesDecided(approve), variant: 'success' });
      return refresh();
    },
    onError: (error) => {
      // Replaced or withdrawn meanwhile: show what waits now.
      void refresh();
      toast({ title: 'Update Failed', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    },
  });
}

/** PUT /api/admin/settings/moderation: whether new listings wait for the administrator's approval. */
export function useSetModeration() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (moderation: boolean) => apiJson<ModerationDto>('PUT', '/api/admin/settings/moderation', { moderation }),
    onSuccess: (saved) => {
      qc.setQueryData(moderationQuery.queryKey, saved);
      toast({
        title: saved.moderation ? 'Moderation On' : 'Moderation Off',
        description: saved.moderation ? 'New listings wait for your approval.' : 'New listings go live at once.',
        variant: 'success',
      });
    },
    onError: (error) => toast({ title: 'Update Failed', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
}
