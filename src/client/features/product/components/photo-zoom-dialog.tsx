import type { KeyboardEvent, RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { ProductImageDto } from '#shared/catalogue.ts';
import { photoAlt, photoPosition, photoSrc, photoSrcSet, stepPhoto } from '../photos.ts';

const ZOOM_WIDTHS = [800, 1200, 1600];
const ROUND_BUTTON =
  'grid h-11 w-11 shrink-0 place-items-center rounded-full bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20 focus-visible:outline-white';

/**
 * The larger view of the product's photos, loaded when the shopper first opens it (product-gallery.tsx):
 * the photo at up to 1600 px, the arrows and the Left and Right keys move between photos (the
 * gallery follows), Escape closes and the focus goes back to the photo it was opened from.
 */
export default function PhotoZoomDialog({
  images,
  name,
  index,
  onIndexChange,
  open,
  onOpenChange,
  returnFocus,
}: {
  images: readonly ProductImageDto[];
  name: string;
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const count = images.length;
  const shown = images[Math.min(index, count - 1)]!;
  const go = (step: number) => onIndexChange(stepPhoto(index, step, count));
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    go(event.key === 'ArrowRight' ? 1 : -1);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* The view's own dark ground is under its controls, so their white focus rings show on it. */}
        <Dialog.Overlay className="fixed inset-0 z-50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          onKeyDown={onKeyDown}
          className="fixed inset-0 z-50 flex flex-col gap-3 bg-slate-950/95 p-3 text-white focus:outline-none sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <Dialog.Title className="line-clamp-2 text-base font-semibold sm:text-lg">{name}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-300" aria-live="polite" aria-atomic="true">
                {photoPosition(index, count)}
              </Dialog.Description>
            </div>
            <Dialog.Close aria-label="Close" className={ROUND_BUTTON}>
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center">
            <img
              key={shown.url}
              srcSet={photoSrcSet(shown, ZOOM_WIDTHS)}
              sizes="100vw"
              src={photoSrc(shown, 1600)}
              alt={photoAlt(shown, index, count, name)}
              width={shown.width}
              height={shown.height}
              className="max-h-full w-auto max-w-full rounded-lg bg-white object-contain"
            />
          </div>
          {count > 1 && (
            <div className="flex items-center justify-center gap-6 pb-1">
              <button type="button" aria-label="Previous photo" onClick={() => go(-1)} className={ROUND_BUTTON}>
                <ChevronLeft className="h-6 w-6" aria-hidden />
              </button>
              <span className="text-sm text-slate-200 tabular-nums" aria-hidden>
                {index + 1} / {count}
              </span>
              <button type="button" aria-label="Next photo" onClick={() => go(1)} className={ROUND_BUTTON}>
                <ChevronRight className="h-6 w-6" aria-hidden />
              </button>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
