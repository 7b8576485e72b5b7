import { useEffect, useId, useRef, useState } from 'react';
import { Printer } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { formatDate } from '#shared/dates.ts';
import { formatUsd } from '#shared/money.ts';
import type { LabelQuoteDto } from '#shared/schemas/order-labels.ts';
import { formatPackage } from '#shared/shipping-package.ts';

/** docs/product.md B9: a label button stays disabled for 3 seconds after a click. */
export const LABEL_COOLDOWN_MS = 3000;

/** The 3-second pause after a click of a label button: `start` begins it, `stop` ends it early. */
export function useCooldown(): [coolingDown: boolean, start: () => void, stop: () => void] {
  const [coolingDown, setCoolingDown] = useState(false);
  useEffect(() => {
    if (!coolingDown) return;
    const timer = setTimeout(() => setCoolingDown(false), LABEL_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [coolingDown]);
  return [coolingDown, () => setCoolingDown(true), () => setCoolingDown(false)];
}

/** "Priority Mail · $26.30 · Package 20x20x8 in, 3 lb 2 oz": a quote in one line, for announcements. */
export const postageSummary = (quote: LabelQuoteDto) => `${quote.service} · ${formatUsd(quote.postage)} · Package ${formatPackage(quote.package)}`;

/**
 * The confirm step before a label is bought (docs/decisions/0048): the service, the postage and the
 * package the server quoted, with Buy Label and Cancel. It takes the focus when it opens, so keyboard
 * and screen-reader users land on what they are asked to confirm.
 */
export function PostageConfirm({
  quote,
  title,
  buying,
  buyDisabled,
  onBuy,
  onCancel,
}: {
  quote: LabelQuoteDto;
  title: string;
  buying: boolean;
  buyDisabled: boolean;
  onBuy: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const rows: Array<[string, string]> = [
    ['Service', quote.service],
    ['Postage', formatUsd(quote.postage)],
    ['Package', formatPackage(quote.package)],
    ...(quote.estimatedDeliveryDate ? [['Arrives', `by ${formatDate(quote.estimatedDeliveryDate, 'day')} if shipped today`] as [string, string]] : []),
  ];
  return (
    <div
      ref={box}
      role="group"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="w-full rounded-xl border border-slate-200 bg-white p-3 text-left outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-4"
    >
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="min-w-0 font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="brand" size="sm" onClick={onBuy} disabled={buyDisabled || buying}>
          <Printer className="h-4 w-4" aria-hidden />
          {buying ? 'Buying Label…' : 'Buy Label'}
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel} disabled={buying}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
