import { useEffect, useId, useRef, useState } from 'react';
import { CircleAlert, ImagePlus } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '#shared/images.ts';
import { useUploadShopPicture, type ShopPictureKind } from '../api.ts';

const NOT_AN_IMAGE = 'Please choose an image file (JPEG, PNG, WebP or GIF).';

const TEXT: Record<ShopPictureKind, { label: string; hint: string; layout: string; frame: string }> = {
  logo: {
    label: 'Logo',
    hint: 'Shown as a square. JPEG, PNG, WebP or GIF, up to 10MB.',
    layout: 'flex-row items-center gap-4',
    frame: 'h-24 w-24 rounded-2xl',
  },
  banner: {
    label: 'Banner',
    hint: 'Shown wide across the top of your shop page. JPEG, PNG, WebP or GIF, up to 10MB.',
    layout: 'flex-col gap-3',
    frame: 'aspect-[4/1] w-full rounded-xl',
  },
};

/** The shop's logo or banner: a preview and a file uploaded at once (POST /api/seller/shop/logo|banner); the server resizes it. */
export function ShopPictureField({ kind, current, shopName }: { kind: ShopPictureKind; current: string | null; shopName: string }) {
  const upload = useUploadShopPicture(kind);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [local, setLocal] = useState<string | null>(null);
  const { label, hint, layout, frame } = TEXT[kind];

  useEffect(() => () => void (local && URL.revokeObjectURL(local)), [local]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!file.type.startsWith('image/')) return setError(NOT_AN_IMAGE);
    if (file.size > MAX_IMAGE_BYTES) return setError(IMAGE_TOO_LARGE);
    setLocal(URL.createObjectURL(file));
    upload.mutate(file, { onSettled: () => setLocal(null) });
  };

  const shown = local ?? current;
  return (
    <div className={`flex min-w-0 ${layout}`}>
      <div className={`relative shrink-0 overflow-hidden border border-slate-200 bg-slate-100 ${frame}`}>
        {shown ? (
          <img src={shown} alt={`${shopName} ${label.toLowerCase()}`} className="h-full w-full object-cover" />
        ) : (
          <span className="grid h-full w-full place-items-center text-xs text-slate-600">No {label.toLowerCase()} yet</span>
        )}
        {upload.isPending && (
          <span className="absolute inset-0 grid place-items-center bg-white/70">
            <span className="h-6 w-6 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700" aria-hidden />
          </span>
        )}
      </div>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-800">{label}</p>
        <p id={hintId} className="mt-0.5 text-xs text-slate-500">
          {hint}
        </p>
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label={`Choose a ${label.toLowerCase()}`}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button variant="outline" size="sm" className="mt-2" disabled={upload.isPending} onClick={() => input.current?.click()}>
          <ImagePlus className="h-4 w-4" aria-hidden />
          {upload.isPending ? 'Uploading...' : current ? `Change ${label}` : `Upload ${label}`}
        </Button>
        {error && (
          <p id={errorId} role="alert" className="mt-2 flex items-start gap-1.5 text-sm font-medium text-accent-700">
            <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
