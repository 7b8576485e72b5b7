import { useEffect, useId, useRef, useState } from 'react';
import { ImagePlus, Package } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { productImageSrc } from '#client/components/catalogue/product-image.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { useUploadImage } from '../api.ts';

/** docs/product.md B9 */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

interface ImageFieldProps {
  value: string;
  onChange: (imageUrl: string) => void;
  error?: string;
  /** the URL field's own props from the form (name, ref, onBlur) */
  inputProps: object;
  disabled?: boolean;
}

/**
 * The product picture (docs/product.md B2): a web address, or a file uploaded at once through
 * POST /api/upload, whose stored address then fills the field. A preview shows what shoppers will see.
 */
export function ImageField({ value, onChange, error, inputProps, disabled }: ImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useUploadImage();
  const [local, setLocal] = useState<string | null>(null);
  const [broken, setBroken] = useState<string | null>(null);

  useEffect(() => () => void (local && URL.revokeObjectURL(local)), [local]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) {
      toast({ title: 'Upload Failed', description: 'The image is too large. Please choose an image of 10MB or less.', variant: 'destructive' });
      return;
    }
    setLocal(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: ({ imageUrl }) => onChange(imageUrl),
      onSettled: () => setLocal(null),
    });
  };

  const preview = local ?? productImageSrc(value, 320);
  return (
    <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)] sm:items-start">
      <div className="relative h-32 w-32 overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
        {preview && broken !== preview ? (
          <img src={preview} alt="Product image preview" className="h-full w-full object-cover" onError={() => setBroken(preview)} />
        ) : (
          <div role="img" aria-label="No product image yet" className="flex h-full w-full items-center justify-center text-slate-400">
            <Package className="h-10 w-10" aria-hidden />
          </div>
        )}
        {upload.isPending && (
          <div className="absolute inset-0 flex items-center justify-center bg-white/70">
            <span className="h-6 w-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" aria-hidden />
          </div>
        )}
      </div>
      <div className="min-w-0 space-y-3">
        <TextField id="product-image-url" label="Image URL" optional type="text" inputMode="url" placeholder="https://" error={error} {...inputProps} />
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label="Choose a product image"
            aria-describedby={hintId}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button variant="outline" size="sm" disabled={disabled || upload.isPending} onClick={() => input.current?.click()}>
            <ImagePlus className="h-4 w-4" aria-hidden />
            {upload.isPending ? 'Uploading...' : 'Upload Image'}
          </Button>
          <p id={hintId} className="text-xs text-slate-500">
            Or upload a JPEG, PNG, WebP or GIF of up to 10MB.
          </p>
        </div>
      </div>
    </div>
  );
}
