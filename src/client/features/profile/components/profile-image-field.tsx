import { useId, useRef, useState } from 'react';
import { Camera, CircleAlert, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '#shared/images.ts';

/** The picture to send: undefined keeps the stored one, null removes it, a data URL replaces it. */
export type ImageChoice = string | null | undefined;

const NOT_AN_IMAGE = 'Please choose an image file (JPEG, PNG, WebP or GIF).';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

interface ProfileImageFieldProps {
  /** the stored picture's URL */
  current: string | null;
  initial: string;
  value: ImageChoice;
  onChange: (value: ImageChoice) => void;
  disabled?: boolean;
}

/** The profile picture: a preview, Change Photo (a file of up to 10MB) and Remove. The server resizes it. */
export function ProfileImageField({ current, initial, value, onChange, disabled }: ProfileImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const shown = value === undefined ? current : value;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!file.type.startsWith('image/')) return setError(NOT_AN_IMAGE);
    if (file.size > MAX_IMAGE_BYTES) return setError(IMAGE_TOO_LARGE);
    try {
      onChange(await readAsDataUrl(file));
    } catch {
      setError('The file could not be read. Please choose another image.');
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-4 sm:gap-6">
      {shown ? (
        <img src={shown} alt="Your profile picture" className="h-24 w-24 shrink-0 rounded-full object-cover ring-4 ring-brand-100" />
      ) : (
        <span
          aria-hidden
          className="grid h-24 w-24 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 text-3xl font-bold text-white ring-4 ring-brand-100"
        >
          {initial}
        </span>
      )}
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-800">Profile Picture</p>
        <p className="mt-0.5 text-xs text-slate-500">JPEG, PNG, WebP or GIF, up to 10MB. Shown as a square.</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label="Choose a profile picture"
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              void choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button variant="outline" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
            <Camera className="h-4 w-4" aria-hidden />
            {shown ? 'Change Photo' : 'Upload Photo'}
          </Button>
          {shown && (
            <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(current ? null : undefined)}>
              <Trash2 className="h-4 w-4" aria-hidden />
              Remove
            </Button>
          )}
        </div>
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
