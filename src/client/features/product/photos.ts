// The product page's photo positions, shared by the gallery and its zoomed view.
import { isUpload } from '#client/components/catalogue/product-image.tsx';
import type { ProductImageDto } from '#shared/catalogue.ts';

/** "Photo 2 of 4" */
export const photoPosition = (index: number, count: number) => `Photo ${index + 1} of ${count}`;

/** The index of the photo `step` away from `index`, wrapping round at either end. */
export const stepPhoto = (index: number, step: number, count: number) => (index + step + count) % count;

/** A photo's text alternative: the seller's, else the product's name and which photo it is. */
export const photoAlt = (image: ProductImageDto, index: number, count: number, name: string) =>
  image.alt.trim() || (count > 1 ? `${name}, ${photoPosition(index, count).toLowerCase()}` : name);

/** A photo at `width` pixels wide (the image service's ?w=), its height following; the original when it is no wider. */
export function photoSrc(photo: { url: string; width: number }, width: number): string {
  return isUpload(photo.url) && width < photo.width ? `${photo.url}?w=${width}` : photo.url;
}

/** The srcset of a photo: the `widths` narrower than the original, then the original; none for an outside URL. */
export function photoSrcSet(photo: { url: string; width: number }, widths: readonly number[]): string | undefined {
  if (!isUpload(photo.url)) return undefined;
  return [...widths.filter((w) => w < photo.width).map((w) => `${photo.url}?w=${w} ${w}w`), `${photo.url} ${photo.width}w`].join(', ');
}
