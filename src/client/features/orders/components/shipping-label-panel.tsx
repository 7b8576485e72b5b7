import { useEffect, useRef, useState } from 'react';
import { Download, Printer } from 'lucide-react';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError, serverMessage } from '#client/lib/api.ts';
import { focusIfLost } from '#client/lib/focus.ts';
import type { OrderDto } from '#shared/orders.ts';
import { useGenerateLabel } from '../api.ts';
import { canGenerateLabel, labelRequestBody, showsLabelDownload } from '../order-rules.ts';

/** Spec 001 section 9: the label button stays disabled for 3 seconds after a click. */
export const LABEL_COOLDOWN_MS = 3000;
const FAILED = 'Failed to generate shipping label';

/** The server's reason ('This order is cancelled...'), but not an internal error's wording. */
const failureMessage = (error: unknown) => (error instanceof ApiError && error.status !== 500 ? serverMessage(error, FAILED) : FAILED);

/**
 * The seller's shipping label for their package of the order (spec 001 sections 2, 7 and 8):
 * Generate Shipping Label while it can be bought, then the label to download (a new tab) and its
 * tracking number. Renders nothing outside the seller's view or when there is nothing to offer.
 */
export function ShippingLabelPanel({ order, sellerId, sellerView, isAdmin = false }: { order: OrderDto; sellerId: number | null; sellerView: boolean; isAdmin?: boolean }) {
  const generate = useGenerateLabel();
  const [coolingDown, setCoolingDown] = useState(false);

  useEffect(() => {
    if (!coolingDown) return;
    const timer = setTimeout(() => setCoolingDown(false), LABEL_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [coolingDown]);

  const offered = canGenerateLabel(order, sellerId, sellerView, isAdmin);
  const download = showsLabelDownload(order, sellerView);
  // The Generate button goes once the label is bought: the label that replaces it takes the focus.
  const downloadRef = useRef<HTMLAnchorElement>(null);
  const generated = generate.isSuccess;
  useEffect(() => {
    if (generated && download) focusIfLost(downloadRef.current);
  }, [generated, download]);
  if (!offered && !download) return null;

  const onClick = () => {
    setCoolingDown(true);
    generate.mutate(
      { orderId: order.id, body: labelRequestBody(order) },
      {
        onSuccess: (answer) => toast({ title: 'Shipping Label Generated!', description: `Tracking number: ${answer.trackingNumber}`, variant: 'success' }),
        onError: (error) => toast({ title: 'Label Generation Failed', description: failureMessage(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <section aria-labelledby="order-shipping-label" className="rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-5">
      <h2 id="order-shipping-label" className="mb-2 flex items-center gap-2 text-base font-semibold text-slate-900">
        <Printer className="h-5 w-5 text-brand-700" aria-hidden />
        Shipping Label
      </h2>
      {offered ? (
        <>
          <p className="text-sm text-slate-700">
            {order.status === 'shipped'
              ? 'Another seller has shipped their part of this order. Your items still need a label.'
              : 'Buy the USPS label for your items of this order, from your shipping address to the shopper.'}
          </p>
          <Button variant="brand" size="sm" className="mt-3 w-full sm:w-auto" onClick={onClick} disabled={coolingDown || generate.isPending}>
            <Printer className="h-4 w-4" aria-hidden />
            {generate.isPending ? 'Generating Label…' : 'Generate Shipping Label'}
          </Button>
        </>
      ) : (
        <>
          {order.trackingNumber && (
            <p className="text-sm text-slate-700">
              Tracking number <span className="block font-mono break-all text-slate-900">{order.trackingNumber}</span>
            </p>
          )}
          <a ref={downloadRef} href={order.shippingLabel!} target="_blank" rel="noopener" className={`${buttonClass({ variant: 'brand', size: 'sm' })} mt-3 w-full sm:w-auto`}>
            <Download className="h-4 w-4" aria-hidden />
            Download Label
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </>
      )}
    </section>
  );
}
