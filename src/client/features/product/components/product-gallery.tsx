import { lazy, Suspense, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { ZoomIn } from 'lucide-react';
import { ProductImage, productImageSrc } from '#client/components/catalogue/product-image.tsx';
import type { ProductImageDto } from '#shared/catalogue.ts';
import { photoAlt, photoPosition, photoSrc, photoSrcSet, stepPhoto } from '../photos.ts';

const loadZoom = () => import('./photo-zoom-dialog.tsx');
const PhotoZoomDialog = lazy(loadZoom);

/** The main photo's widths (the image service's ?w= sizes) and how wide it shows beside the purchase panel. */
const MAIN_WIDTHS = [400, 640, 800, 1200];
const MAIN_SIZES = '(min-width: 1280px) 584px, (min-width: 768px) 46vw, calc(100vw - 2rem)';
/** A swipe: this far sideways (px), and more sideways than up or down. */
const SWIPE_PX = 40;

/**
 * The product page's photos (docs/decisions/0060-photos-and-variants.md): the shown photo, which opens
 * a larger view (its code loaded on first use), with thumbnails beneath. Left and Right arrows move
 * between photos while the gallery has the focus, a sideways swipe does on a touch screen, and the
 * position is announced. The shown photo is the page's (a variant chosen shows its own), so the
 * server renders it and the page moves it.
 */
export function ProductGallery({
  images,
  name,
  index,
  onIndexChange,
  badges,
}: {
  images: readonly ProductImageDto[];
  name: string;
  index: number;
  onIndexChange: (index: number) => void;
  /** the New and Sale pills over the photo */
  badges?: ReactNode;
}) {
  const count = images.length;
  const shown = images[Math.min(index, count - 1)];
  const zoomButton = useRef<HTMLButtonElement>(null);
  const thumbs = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null);
  // A swipe ends on the zoom button: the click it may give is the swipe's, not a zoom.
  const swiped = useRef(false);
  const [zoomOpen, setZoomOpen] = useState(false);
  // Mounted from the first opening on, so closing plays Radix's own close and gives the focus back.
  const [zoomWanted, setZoomWanted] = useState(false);
  const preloadZoom = () => void loadZoom();

  const go = (step: number) => onIndexChange(stepPhoto(index, step, count));

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    const next = stepPhoto(index, event.key === 'ArrowRight' ? 1 : -1, count);
    onIndexChange(next);
    // From a thumbnail, the focus follows to the photo's own.
    if (thumbs.current?.contains(event.target as Node)) thumbs.current.querySelectorAll('button')[next]?.focus();
  };

  const onPointerDown = (event: PointerEvent) => {
    swiped.current = false;
    if (count > 1 && event.isPrimary) swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return;
    swiped.current = true;
    go(dx < 0 ? 1 : -1);
  };

  if (!shown) {
    return (
      <div className="relative self-start overflow-hidden rounded-2xl border border-slate-200 bg-slate-100">
        <ProductImage imageUrl={null} alt={name} />
        {badges}
      </div>
    );
  }

  return (
    <section aria-label="Product photos" className="min-w-0 self-start" onKeyDown={onKeyDown}>
      <div
        className="relative touch-pan-y overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        <button
          ref={zoomButton}
          type="button"
          aria-label="Zoom photo"
          aria-haspopup="dialog"
          aria-expanded={zoomOpen}
          onPointerEnter={preloadZoom}
          onFocus={preloadZoom}
          onClick={() => {
            if (swiped.current) return void (swiped.current = false);
            setZoomWanted(true);
            setZoomOpen(true);
          }}
          className="group block w-full cursor-zoom-in rounded-2xl focus-visible:outline-offset-[-4px]"
        >
          <img
            key={shown.url}
            srcSet={photoSrcSet(shown, MAIN_WIDTHS)}
            sizes={MAIN_SIZES}
            src={photoSrc(shown, 800)}
            alt={photoAlt(shown, index, count, name)}
            width={shown.width}
            height={shown.height}
            loading="eager"
            fetchPriority="high"
            draggable={false}
            className="aspect-square w-full object-contain"
          />
          <span className="absolute right-3 bottom-3 grid h-10 w-10 place-items-center rounded-full bg-white/95 text-slate-700 shadow ring-1 ring-slate-200 group-hover:text-brand-700">
            <ZoomIn className="h-5 w-5" aria-hidden />
          </span>
        </button>
        {badges}
        {count > 1 && (
          <span
            className="pointer-events-none absolute bottom-3 left-3 rounded-full bg-slate-900/75 px-2.5 py-1 text-xs font-semibold text-white tabular-nums"
            aria-hidden
          >
            {index + 1} / {count}
          </span>
        )}
      </div>
      {count > 1 && (
        <>
          <p className="sr-only" aria-live="polite" aria-atomic="true">
            {photoPosition(index, count)}
          </p>
          <div ref={thumbs} className="mt-3 flex gap-2 overflow-x-auto p-1">
            {images.map((image, i) => (
              <button
                key={image.url}
                type="button"
                aria-label={`Show ${photoPosition(i, count).toLowerCase()}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => onIndexChange(i)}
                className={`h-16 w-16 shrink-0 overflow-hidden rounded-lg border-2 bg-slate-100 sm:h-20 sm:w-20 ${
                  i === index ? 'border-brand-700' : 'border-slate-200 hover:border-slate-400'
                }`}
              >
                <img
                  src={productImageSrc(image.url, 160) ?? image.url}
                  alt=""
                  width={160}
                  height={160}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover"
                />
              </button>
            ))}
          </div>
        </>
      )}
      {zoomWanted && (
        <Suspense fallback={null}>
          <PhotoZoomDialog
            images={images}
            name={name}
            index={index}
            onIndexChange={onIndexChange}
            open={zoomOpen}
            onOpenChange={setZoomOpen}
            returnFocus={zoomButton}
          />
        </Suspense>
      )}
    </section>
  );
}
