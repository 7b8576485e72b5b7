import { useEffect, useRef, useState } from 'react';
import { AlertTriangle, FileText, RotateCw } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError, serverMessage } from '#client/lib/api.ts';
import { focusIfLost } from '#client/lib/focus.ts';
import { PostageConfirm, postageSummary, useCooldown } from '#client/features/orders/postage-confirm.tsx';
import type { LabelQuoteDto } from '#shared/schemas/order-labels.ts';
import { useGenerateReturnLabel, useReturnLabelQuote } from '../api.ts';

/** The toast of a failed label (docs/product.md B6 and B8): sign-in and seller refusals in the spec's words. */
export function labelFailure(error: unknown): { title: string; description: string } {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401) return { title: 'Authentication required', description: 'You must be logged in to generate a return label.' };
  if (status === 403) return { title: 'Seller access required', description: 'Only sellers can generate return labels.' };
  return { title: 'Error generating label', description: serverMessage(error, `Failed to generate return label (${status || 'network error'})`) };
}

/**
 * The request whose label was just bought, while its link is not drawn yet: the request moves to In
 * Progress once the list is fetched again, so its card (and the "Return Label" link) is drawn anew,
 * after this button is gone. Forgotten after a moment (a status filter may hide the card).
 */
let awaitingLink: number | null = null;
const LINK_WAIT_MS = 2000;

/**
 * For the card's "Return Label" link: takes the focus when it shows the label just bought here, if
 * the focus went away with the Buy Label button.
 */
export const returnLabelLinkRef = (id: number) => (link: HTMLAnchorElement | null) => {
  if (!link || awaitingLink !== id) return;
  awaitingLink = null;
  focusIfLost(link);
};

/**
 * Generate Return Label (docs/product.md B2): asks for the postage, which the seller confirms (Buy
 * Label) or cancels (decision 0048); the label bought opens in a new window. After a failure the
 * button becomes Retry Label Generation, with the reason beside it.
 */
export function ReturnLabelButton({ returnId }: { returnId: number }) {
  const quote = useReturnLabelQuote();
  const label = useGenerateReturnLabel();
  // Each button pauses after its own click (docs/product.md B9): Generate and Buy Label.
  const [askPaused, pauseAsk, resumeAsk] = useCooldown();
  const [buyPaused, pauseBuy] = useCooldown();
  const [confirming, setConfirming] = useState<LabelQuoteDto | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const button = useRef<HTMLButtonElement>(null);
  // After Cancel or a failed purchase the button is back in place of the confirm step: it takes the focus.
  const refocus = useRef(false);
  useEffect(() => {
    if (confirming || !refocus.current) return;
    refocus.current = false;
    focusIfLost(button.current);
  }, [confirming]);

  const fail = (error: unknown) => {
    setFailure(error);
    toast({ ...labelFailure(error), variant: 'destructive' });
  };

  const ask = () => {
    pauseAsk();
    quote.mutate(returnId, {
      onSuccess: (offer) => {
        setFailure(null);
        setConfirming(offer);
      },
      onError: fail,
    });
  };

  const buy = (offer: LabelQuoteDto) => {
    pauseBuy();
    // mutateAsync: its answer comes even when the card has moved to In Progress meanwhile.
    label.mutateAsync(returnId).then(
      ({ labelUrl }) => {
        window.open(labelUrl, '_blank', 'noopener');
        toast({ title: 'Return label generated', description: 'The label opened in a new window, and the shopper has it by email.', variant: 'success' });
        // The list is in: the card's link may be drawn already, else it takes the focus when it is.
        const link = document.querySelector<HTMLAnchorElement>(`article[aria-labelledby="seller-return-${returnId}"] a[href="${labelUrl}"]`);
        focusIfLost(link, `Return label bought: ${postageSummary(offer)}. It opened in a new window, and the shopper has it by email.`);
        if (!link) {
          awaitingLink = returnId;
          setTimeout(() => awaitingLink === returnId && (awaitingLink = null), LINK_WAIT_MS);
        }
      },
      (error: unknown) => {
        refocus.current = true;
        resumeAsk();
        setConfirming(null);
        fail(error);
      },
    );
  };

  const cancel = () => {
    refocus.current = true;
    // Asking again buys nothing: the button comes back ready, and can take the focus.
    resumeAsk();
    setConfirming(null);
  };

  const failed = failure !== null;
  if (confirming) {
    return (
      <div className="basis-full">
        <PostageConfirm
          quote={confirming}
          title="Confirm return postage"
          buying={label.isPending}
          buyDisabled={buyPaused}
          onBuy={() => buy(confirming)}
          onCancel={cancel}
        />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {failed && (
        <p role="alert" className="flex items-start gap-1.5 text-sm text-red-700">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>The return label could not be generated: {labelFailure(failure).description}</span>
        </p>
      )}
      <Button ref={button} variant={failed ? 'outline' : 'brand'} size="sm" onClick={ask} disabled={quote.isPending || askPaused}>
        {failed ? <RotateCw className="h-4 w-4" aria-hidden /> : <FileText className="h-4 w-4" aria-hidden />}
        {quote.isPending ? 'Getting Postage…' : failed ? 'Retry Label Generation' : 'Generate Return Label'}
      </Button>
    </div>
  );
}
