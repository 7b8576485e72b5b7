// Shops (issue 26, docs/decisions/0054-shops.md): a shop's page and its products for shoppers, and
// the seller's own shop settings. Query keys start with the URL path (docs/architecture.md §9).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, errorFromResponse, serverMessage } from '#client/lib/api.ts';
import { retryIdempotent } from '#client/lib/query-client.ts';
import { toast } from '#client/components/ui/toast.tsx';
import { pagedQuery } from '#client/features/catalogue/api.ts';
import type { ProductListFilters } from '#shared/catalogue.ts';
import type { ShopDto, ShopSettingsDto, ShopSettingsInput } from '#shared/schemas/shops.ts';

const shopPath = (slug: string) => `/api/shops/${encodeURIComponent(slug)}`;

/** GET /api/shops/{slug}: the shop's header and story; an unknown slug is a 404. */
export const shopQuery = (slug: string) =>
  queryOptions({
    queryKey: ['/api/shops', slug],
    queryFn: () => apiJson<ShopDto>('GET', shopPath(slug)),
  });

type ShopListFilters = Omit<ProductListFilters, 'category' | 'list' | 'limit' | 'offset'>;

/** GET /api/shops/{slug}/products: the shop's approved listings with the category page's filters, a page at a time. */
export const shopProductPagesQuery = (slug: string, params: ShopListFilters = {}) =>
  pagedQuery(['/api/shops', slug, 'products', params, 'pages'], `${shopPath(slug)}/products`, params);

/** GET /api/seller/shop: the signed-in seller's own shop, ship-from address included. */
export const sellerShopQuery = queryOptions({
  queryKey: ['/api/seller/shop'],
  queryFn: () => apiJson<ShopSettingsDto>('GET', '/api/seller/shop'),
});

/** What shows a shop's name, place or pictures: its page, and every product's "Sold by". */
const SHOP_ROOTS = ['/api/shops', '/api/products', '/api/categories', '/api/search', '/api/cart', '/api/wishlist'];

function useShopSaved() {
  const qc = useQueryClient();
  return (saved: ShopSettingsDto) => {
    qc.setQueryData(sellerShopQuery.queryKey, saved);
    for (const root of SHOP_ROOTS) void qc.invalidateQueries({ queryKey: [root] });
  };
}

/** PUT /api/seller/shop: the shop's name, story, location and ship-from address. */
export function useSaveShop() {
  const saved = useShopSaved();
  return useMutation({
    mutationFn: (input: ShopSettingsInput) => apiJson<ShopSettingsDto>('PUT', '/api/seller/shop', input),
    // Setting the same fields twice leaves the same shop.
    retry: retryIdempotent,
    onSuccess: (shop) => {
      saved(shop);
      toast({ title: 'Shop Saved', description: 'Shoppers see your changes now.', variant: 'success' });
    },
  });
}

export type ShopPictureKind = 'logo' | 'banner';

/** POST /api/seller/shop/logo or /banner: the picture as a multipart form (field `image`); the server resizes it. */
export function useUploadShopPicture(kind: ShopPictureKind) {
  const saved = useShopSaved();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('image', file);
      const res = await fetch(`/api/seller/shop/${kind}`, { method: 'POST', body: form, credentials: 'include' });
      if (!res.ok) throw await errorFromResponse(res);
      return (await res.json()) as ShopSettingsDto;
    },
    onSuccess: (shop) => {
      saved(shop);
      toast({ title: kind === 'logo' ? 'Logo Updated' : 'Banner Updated', variant: 'success' });
    },
    onError: (error) => toast({ title: 'Upload Failed', description: serverMessage(error, 'Image upload failed'), variant: 'destructive' }),
  });
}
