import { FlaskConical } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { DEMO_TRACKING_NUMBERS } from '#shared/schemas/tracking.ts';

const DEMOS: ReadonlyArray<[label: string, trackingNumber: string]> = [
  ['Delivered', DEMO_TRACKING_NUMBERS.delivered],
  ['In Transit', DEMO_TRACKING_NUMBERS.inTransit],
  ['Exception', DEMO_TRACKING_NUMBERS.exception],
  ['Pre-Shipment', DEMO_TRACKING_NUMBERS.preShipment],
];

/** The sandbox carrier's demo numbers, for the administrator (docs/product.md B6). */
export function DemoNumbers({ onTrack }: { onTrack: (trackingNumber: string) => void }) {
  return (
    <section aria-labelledby="demo-numbers" className="rounded-2xl border border-dashed border-amber-300 bg-amber-50 p-5 sm:p-6">
      <h2 id="demo-numbers" className="flex items-center gap-2 text-lg font-bold text-amber-950">
        <FlaskConical className="h-5 w-5 text-amber-700" aria-hidden />
        Test Tracking Numbers
      </h2>
      <p className="mt-1 text-sm text-amber-900">Sandbox packages, one in each situation. Only administrators see this list.</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {DEMOS.map(([label, trackingNumber]) => (
          <li key={trackingNumber}>
            <Button
              variant="outline"
              size="sm"
              className="w-full gap-3 px-3"
              onClick={() => onTrack(trackingNumber)}
              aria-label={`Track the ${label.toLowerCase()} test package ${trackingNumber}`}
            >
              <span className="mr-auto text-xs font-semibold tracking-wide text-amber-800 uppercase">{label}</span>
              <span className="font-mono text-xs text-slate-900">{trackingNumber}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
