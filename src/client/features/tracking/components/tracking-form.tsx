import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { trackingQuerySchema } from '#shared/schemas/tracking.ts';

type Values = z.input<typeof trackingQuerySchema>;

/**
 * The Package Tracking form (docs/product.md B5's rules). `initial` is the number from the address;
 * a number there that breaks the rules shows its message at once instead of being looked up.
 */
export function TrackingForm({ initial, pending, onTrack }: { initial: string; pending: boolean; onTrack: (trackingNumber: string) => void }) {
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof trackingQuerySchema>>({
    resolver: zodResolver(trackingQuerySchema),
    defaultValues: { tracking: initial },
  });
  useEffect(() => {
    if (initial) void trigger();
  }, [initial, trigger]);

  return (
    <form
      onSubmit={handleSubmit((values) => onTrack(values.tracking))}
      noValidate
      aria-label="Track a package"
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        id="tracking-number"
        label="Tracking number"
        placeholder="e.g. 9400 1118 9956 3098 7451 26"
        autoComplete="off"
        spellCheck={false}
        inputMode="text"
        error={errors.tracking?.message}
        hint="12 to 34 letters and numbers, without spaces"
        className="min-w-0 flex-1"
        // In the server's HTML too, before the form's script takes over.
        defaultValue={initial}
        {...register('tracking')}
      />
      <Button type="submit" variant="brand" size="lg" className="sm:mt-6" disabled={pending}>
        {pending ? (
          <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden />
        ) : (
          <Search className="h-5 w-5" aria-hidden />
        )}
        {pending ? 'Tracking...' : 'Track Package'}
      </Button>
    </form>
  );
}
