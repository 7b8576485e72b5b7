import { useState } from 'react';
import { Package } from 'lucide-react';

/** Only our own uploads have sized variants (?w=); an outside URL is used as it is. */
export const isUpload = (url: string) => url.startsWith('/uploads/');

/** The square variant the server makes of a product image (800x800 originals). */
export function productImageSrc(imageUrl: string | null | undefined, size: number): string | null {
  if (!imageUrl) return null;
  // Originals are 800x800: a request for that size or more takes the original itself.
  if (!isUpload(imageUrl) || size >= 800) return imageUrl;
  return `${imageUrl}?w=${size}&h=${size}&fit=cover`;
}

/**
 * A square product picture with width and height (no layout shift) and a placeholder when the
 * product has no image or it fails to load (docs/product.md A2: placeholder fallback).
 */
export function ProductImage({
  imageUrl,
  alt,
  size = 400,
  priority = false,
  srcSet,
  sizes,
  className = '',
}: {
  imageUrl: string | null | undefined;
  alt: string;
  size?: number;
  /** the page's main picture: loaded eagerly and first */
  priority?: boolean;
  /** the sizes the browser may pick from, and how wide the picture shows (the `srcset` and `sizes` attributes) */
  srcSet?: string;
  sizes?: string;
  className?: string;
}) {
  const src = productImageSrc(imageUrl, size);
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div role="img" aria-label={alt} className={`flex aspect-square w-full items-center justify-center bg-slate-100 text-slate-400 ${className}`}>
        <Package className="h-1/3 w-1/3" aria-hidden />
      </div>
    );
  }
  return (
    <img
      // srcset and sizes before src: a browser reading src first would fetch it as well.
      srcSet={srcSet}
      sizes={sizes}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailed(src)}
      className={`aspect-square w-full object-cover ${className}`}
    />
  );
}
