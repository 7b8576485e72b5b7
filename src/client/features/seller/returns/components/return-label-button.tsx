import { useEffect, useState } from 'react';
import { AlertTriangle, FileText, RotateCw } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError, serverMessage } from '#client/lib/api.ts';
import { useGenerateReturnLabel } from '../api.ts';

/** spec 001 section 9: the label button stays disabled 3 seconds after a click. */
export const LABEL_COOLDOWN_MS = 3000;

/** The toast of a failed label (spec 001 sections 6 and 8): sign-in and seller refusals in the spec's words. */
export function labelFailure(error: unknown): { title: string; description: string } {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401) return { title: 'Authentication required', description: 'You must be logged in to generate a return label.' };
  if (status === 403) return { title: 'Seller access required', description: 'Only sellers can generate return labels.' };
  return { title: 'Error generating label', description: serverMessage(error, `Failed to generate return label (${status || 'network error'})`) };
}

/**
 * Generate Return Label: buys the label and opens it in a new window (spec 001 section 2). After a
 * failure the button becomes Retry Label Generation, with the reason beside it.
 */
export function ReturnLabelButton({ returnId }: { returnId: number }) {
  const label = useGenerateReturnLabel();
  const [coolingDown, setCoolingDown] = useState(false);
  useEffect(() => {
    if (!coolingDown) return;
    const timer = setTimeout(() => setCoolingDown(false), LABEL_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [coolingDown]);

  const generate = () => {
    setCoolingDown(true);
    label.mutate(returnId, {
      onSuccess: ({ labelUrl }) => {
        window.open(labelUrl, '_blank', 'noopener');
        toast({ title: 'Return label generated', description: 'The label opened in a new window, and the shopper has it by email.', variant: 'success' });
      },
      onError: (error) => toast({ ...labelFailure(error), variant: 'destructive' }),
    });
  };

  const failed = label.isError;
  return (
    <div className="flex flex-col gap-2">
      {failed && (
        <p role="alert" className="flex items-start gap-1.5 text-sm text-red-700">
          <AlertTriangle className="mt-0.5 h-4 w-4" aria-hidden />
          <span>The return label could not be generated: {labelFailure(label.error).description}</span>
        </p>
      )}
      <Button variant={failed ? 'outline' : 'brand'} size="sm" onClick={generate} disabled={label.isPending || coolingDown}>
        {failed ? <RotateCw className="h-4 w-4" aria-hidden /> : <FileText className="h-4 w-4" aria-hidden />}
        {label.isPending ? 'Generating Label…' : failed ? 'Retry Label Generation' : 'Generate Return Label'}
      </Button>
    </div>
  );
}
