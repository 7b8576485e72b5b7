import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { productImageSrc } from '#client/components/catalogue/product-image.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { ALT_MAX, MAX_PHOTOS } from '#shared/listing-variants.ts';
import { MAX_IMAGE_BYTES } from '#shared/images.ts';
import { useUploadImage } from '../api.ts';
import { FieldError } from './field-error.tsx';
import type { ListingValues } from './listing-values.ts';

/** The id of the n-th photo's tile (0-based), to move the focus and to point at a refused one. */
export const photoTileId = (index: number) => `listing-photo-${index}`;
export const ADD_PHOTOS_ID = 'listing-add-photos';

const CONTROL =
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-slate-900 shadow-xs hover:border-slate-400 ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 aria-invalid:border-accent-600';

/**
 * The listing's photos (1 to 10, the first the cover): several chosen at once and uploaded one after
 * another through POST /api/upload, shown in order with their alt text (the product's name unless
 * changed). A photo moves by dragging, with its Move left and Move right buttons, or with the arrow
 * keys while its tile has the focus; the new place is announced ("Photo 2 of 3").
 */
export function PhotosField({ disabled }: { disabled?: boolean }) {
  const {
    control,
    register,
    getValues,
    formState: { errors },
  } = useFormContext<ListingValues>();
  const { fields, append, move, remove } = useFieldArray({ control, name: 'images' });
  const upload = useUploadImage();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [waiting, setWaiting] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const focusNext = useRef<string | null>(null);

  // After a move or removal the tile (or the Add photos button) takes the focus once it is drawn.
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= fields.length || from === to) return;
    move(from, to);
    focusNext.current = photoTileId(to);
    setAnnouncement(`Photo ${to + 1} of ${fields.length}`);
  };

  const removeAt = (index: number) => {
    remove(index);
    const left = fields.length - 1;
    focusNext.current = left ? photoTileId(Math.min(index, left - 1)) : ADD_PHOTOS_ID;
    setAnnouncement(left ? `Photo removed. ${left} ${left === 1 ? 'photo' : 'photos'} left.` : 'Photo removed. No photos left.');
  };

  const choose = async (files: File[]) => {
    const room = MAX_PHOTOS - fields.length - waiting;
    const fitting = files.filter((file) => file.size <= MAX_IMAGE_BYTES);
    if (fitting.length < files.length) {
      toast({ title: 'Upload Failed', description: 'The image is too large. Please choose an image of 10MB or less.', variant: 'destructive' });
    }
    const chosen = fitting.slice(0, Math.max(room, 0));
    if (fitting.length > chosen.length) {
      toast({
        title: 'Too many photos',
        description: `A listing can have at most ${MAX_PHOTOS} photos: ${chosen.length ? `the first ${chosen.length} chosen are added.` : 'remove one to add another.'}`,
        variant: 'destructive',
      });
    }
    setWaiting((n) => n + chosen.length);
    // One after another, so the photos keep the order they were chosen in.
    for (const file of chosen) {
      try {
        const { imageUrl } = await upload.mutateAsync(file);
        append({ url: imageUrl, alt: getValues('name').trim() }, { shouldFocus: false });
      } catch {
        // useUploadImage's toast says what went wrong.
      } finally {
        setWaiting((n) => n - 1);
      }
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (event.target !== event.currentTarget) return;
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (!step) return;
    event.preventDefault();
    moveTo(index, index + step);
  };

  const onDrop = (event: DragEvent<HTMLLIElement>, index: number) => {
    event.preventDefault();
    if (dragged !== null) moveTo(dragged, index);
    setDragged(null);
  };

  const listError = errors.images?.root?.message ?? errors.images?.message;
  const full = fields.length + waiting >= MAX_PHOTOS;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label="Choose photos"
          aria-describedby={hintId}
          onChange={(e) => {
            void choose([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
        <Button
          id={ADD_PHOTOS_ID}
          variant="outline"
          size="sm"
          disabled={disabled || full}
          aria-describedby={`${hintId}${listError ? ' listing-photos-error' : ''}`}
          onClick={() => input.current?.click()}
        >
          <ImagePlus className="h-4 w-4" aria-hidden />
          {waiting ? 'Uploading...' : 'Add photos'}
        </Button>
        <p id={hintId} className="text-xs text-slate-500">
          Up to {MAX_PHOTOS} JPEG, PNG, WebP or GIF photos of up to 10MB each. The first is the cover. Drag a photo, or focus it and use the arrow keys, to
          reorder.
        </p>
      </div>
      <FieldError id="listing-photos" error={listError} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {(fields.length > 0 || waiting > 0) && (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {fields.map((field, i) => {
            const altError = errors.images?.[i]?.alt?.message ?? errors.images?.[i]?.url?.message;
            const altId = `listing-photo-${i}-alt`;
            return (
              <li
                key={field.id}
                id={photoTileId(i)}
                tabIndex={0}
                draggable={!disabled}
                aria-label={`Photo ${i + 1} of ${fields.length}${i === 0 ? ', cover' : ''}`}
                onKeyDown={(e) => onKeyDown(e, i)}
                onDragStart={() => setDragged(i)}
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => onDrop(e, i)}
                onDragEnd={() => setDragged(null)}
                className={`min-w-0 rounded-xl border bg-white p-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  dragged === i ? 'border-brand-500 opacity-60' : 'border-slate-200'
                }`}
              >
                <div className="relative aspect-square overflow-hidden rounded-lg bg-slate-100">
                  <img src={productImageSrc(field.url, 320) ?? undefined} alt="" className="h-full w-full object-cover" draggable={false} />
                  {i === 0 && <span className="absolute top-1.5 left-1.5 rounded-md bg-brand-800 px-2 py-0.5 text-xs font-semibold text-white">Cover</span>}
                </div>
                <label htmlFor={altId} className="mt-2 mb-1 block text-xs font-medium text-slate-700">
                  Alt text
                </label>
                <input
                  id={altId}
                  maxLength={ALT_MAX}
                  className={CONTROL}
                  aria-invalid={altError ? true : undefined}
                  aria-describedby={altError ? `${altId}-error` : undefined}
                  {...register(`images.${i}.alt`)}
                />
                <FieldError id={altId} error={altError} />
                <div className="mt-2 flex items-center justify-between gap-1">
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label="Move left"
                      title="Move left"
                      disabled={disabled || i === 0}
                      onClick={() => moveTo(i, i - 1)}
                    >
                      <ArrowLeft className="h-4 w-4" aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label="Move right"
                      title="Move right"
                      disabled={disabled || i === fields.length - 1}
                      onClick={() => moveTo(i, i + 1)}
                    >
                      <ArrowRight className="h-4 w-4" aria-hidden />
                    </Button>
                  </div>
                  <Button variant="dangerGhost" size="icon" aria-label="Remove photo" title="Remove photo" disabled={disabled} onClick={() => removeAt(i)}>
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </Button>
                </div>
              </li>
            );
          })}
          {Array.from({ length: waiting }, (_, i) => (
            <li key={`waiting-${i}`} className="flex aspect-square items-center justify-center rounded-xl border border-dashed border-slate-300 bg-slate-50">
              <span className="h-6 w-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" aria-hidden />
              <span className="sr-only">Uploading a photo</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
