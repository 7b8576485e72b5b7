import { useEffect, useRef, useState } from 'react';
import { AlertTriangle, Download, Printer } from 'lucide-react';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError, serverMessage } from '#client/lib/api.ts';
import { focusIfLost } from '#client/lib/focus.ts';
import type { OrderDto } from '#shared/orders.ts';
import type { LabelQuoteDto } from '#shared/schemas/order-labels.ts';
import { useGenerateLabel, useLabelQuote } from '../api.ts';
import { canGenerateLabel, labelRequestBody, showsLabelDownload } from '../order-rules.ts';
import { PostageConfirm, postageSummary, useCooldown } from '../postage-confirm.tsx';

const FAILED = 'Failed to generate shipping label';

/** The server's reason ('This order is cancelled...'), but not an internal error's wording. */
const failureMessage = (error: unknown) => (error instanceof ApiError && error.status !== 500 ? serverMessage(error, FAILED) : FAILED);

/**
 * The seller's shipping label for their package of the order (docs/product.md B2, B7 and B8):
 * Generate Shipping Label asks for the postage, which the seller confirms (Buy Label) or cancels
 * (decision 0048); then the label to download (a new tab) and its tracking number. Renders nothing
 * outside the seller's view or when there is nothing to offer.
 */
export function ShippingLabelPanel({
  order,
  sellerId,
  sellerView,
  isAdmin = false,
}: {
  order: OrderDto;
  sellerId: number | null;
  sellerView: boolean;
  isAdmin?: boolean;
}) {
  const quote = useLabelQuote();
  const generate = useGenerateLabel();
  // Each button pauses after its own click: Generate (which asks for the postage) and Buy Label.
  const [askPaused, pauseAsk, resumeAsk] = useCooldown();
  const [buyPaused, pauseBuy] = useCooldown();
  const [confirming, setConfirming] = useState<LabelQuoteDto | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const generateRef = useRef<HTMLButtonElement>(null);
  const downloadRef = useRef<HTMLAnchorElement>(null);
  // Cancel puts the Generate button back: the focus goes back to it.
  const cancelled = useRef(false);
  useEffect(() => {
    if (confirming || !cancelled.current) return;
    cancelled.current = false;
    generateRef.current?.focus();
  }, [confirming]);

  const offered = canGenerateLabel(order, sellerId, sellerView, isAdmin);
  // The label just bought shows at once, from the answer, while the order is fetched again.
  const bought = generate.data;
  const download = showsLabelDownload(order, sellerView) || !!bought;
  // The Buy Label button goes once the label is bought: the label that replaces it takes the focus,
  // and what was bought is said politely.
  const boughtNumber = bought?.trackingNumber;
  const boughtFor = useRef<LabelQuoteDto | null>(null);
  useEffect(() => {
    if (!boughtNumber) return;
    const what = boughtFor.current ? `${postageSummary(boughtFor.current)}. ` : '';
    focusIfLost(downloadRef.current, `Shipping label bought: ${what}Tracking number ${boughtNumber}.`);
  }, [boughtNumber]);
  if (!offered && !download) return null;

  const fail = (error: unknown) => {
    const message = failureMessage(error);
    setFailure(message);
    toast({ title: 'Label Generation Failed', description: message, variant: 'destructive' });
  };

  const askPostage = () => {
    pauseAsk();
    setFailure(null);
    quote.mutate(order.id, { onSuccess: setConfirming, onError: fail });
  };

  const buy = (offer: LabelQuoteDto) => {
    pauseBuy();
    setFailure(null);
    boughtFor.current = offer;
    generate.mutate(
      { orderId: order.id, body: labelRequestBody(order, offer) },
      {
        onSuccess: (answer) => {
          setConfirming(null);
          toast({ title: 'Shipping Label Generated!', description: `Tracking number: ${answer.trackingNumber}`, variant: 'success' });
        },
        onError: fail,
      },
    );
  };

  const cancel = () => {
    cancelled.current = true;
    // Asking again buys nothing: the button comes back ready, and can take the focus.
    resumeAsk();
    setConfirming(null);
  };

  const trackingNumber = order.trackingNumber ?? bought?.trackingNumber;
  const labelUrl = order.shippingLabel ?? bought?.labelUrl;

  return (
    <section aria-labelledby="order-shipping-label" className="rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-5">
      <h2 id="order-shipping-label" className="mb-2 flex items-center gap-2 text-base font-semibold text-slate-900">
        <Printer className="h-5 w-5 text-brand-700" aria-hidden />
        Shipping Label
      </h2>
      {download ? (
        <>
          {trackingNumber && (
            <p className="text-sm text-slate-700">
              Tracking number <span className="block font-mono break-all text-slate-900">{trackingNumber}</span>
            </p>
          )}
          <a
            ref={downloadRef}
            href={labelUrl}
            target="_blank"
            rel="noopener"
            className={`${buttonClass({ variant: 'brand', size: 'sm' })} mt-3 w-full sm:w-auto`}
          >
            <Download className="h-4 w-4" aria-hidden />
            Download Label
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {order.status === 'shipped'
              ? 'Another seller has shipped their part of this order. Your items still need a label.'
              : 'Buy the USPS label for your items of this order, from your shipping address to the shopper.'}
          </p>
          {failure && (
            <p role="alert" className="mt-2 flex items-start gap-1.5 text-sm text-red-700">
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span>{failure}</span>
            </p>
          )}
          {confirming ? (
            <div className="mt-3">
              <PostageConfirm
                quote={confirming}
                title="Confirm postage"
                buying={generate.isPending}
                buyDisabled={buyPaused}
                onBuy={() => buy(confirming)}
                onCancel={cancel}
              />
            </div>
          ) : (
            <Button ref={generateRef} variant="brand" size="sm" className="mt-3 w-full sm:w-auto" onClick={askPostage} disabled={askPaused || quote.isPending}>
              <Printer className="h-4 w-4" aria-hidden />
              {quote.isPending ? 'Getting Postage…' : 'Generate Shipping Label'}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
