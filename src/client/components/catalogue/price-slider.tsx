import * as Slider from '@radix-ui/react-slider';
import { useId } from 'react';
import { formatCents } from '#shared/money.ts';

const dollars = (n: number) => formatCents(Math.round(n * 100)).replace(/\.00$/, '');

/**
 * A two-thumb price range (Radix Slider: arrow keys, Page Up/Down, Home/End). `onChange` follows the
 * drag; `onCommit` fires when the thumb is released, which is when a page should fetch.
 */
export function PriceSlider({
  min,
  max,
  step,
  value,
  onChange,
  onCommit,
  openEnded = false,
  label = 'Price range',
}: {
  min: number;
  max: number;
  step: number;
  value: [number, number];
  onChange: (value: [number, number]) => void;
  onCommit?: (value: [number, number]) => void;
  /** The top of the range means "and up" (shown as "$2,000+"). */
  openEnded?: boolean;
  label?: string;
}) {
  const id = useId();
  const [lo, hi] = value;
  const hiText = openEnded && hi >= max ? `${dollars(max)}+` : dollars(hi);
  // The label names the group of both thumbs: the slider root is a plain span, which cannot take one.
  return (
    <div role="group" aria-labelledby={id}>
      <div className="flex items-baseline justify-between gap-2">
        <span id={id} className="text-sm font-semibold text-slate-900">
          {label}
        </span>
        <output aria-live="polite" className="text-sm font-medium text-slate-700 tabular-nums">
          {dollars(lo)} – {hiText}
        </output>
      </div>
      <Slider.Root
        min={min}
        max={max}
        step={step}
        minStepsBetweenThumbs={0}
        value={value}
        onValueChange={(v) => onChange([v[0] ?? min, v[1] ?? max])}
        onValueCommit={(v) => onCommit?.([v[0] ?? min, v[1] ?? max])}
        className="relative mt-3 flex h-6 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand-700" />
        </Slider.Track>
        <Slider.Thumb
          aria-label="Minimum price"
          aria-valuetext={dollars(lo)}
          className="block h-5 w-5 rounded-full border-2 border-brand-700 bg-white shadow transition hover:scale-110 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        <Slider.Thumb
          aria-label="Maximum price"
          aria-valuetext={hiText}
          className="block h-5 w-5 rounded-full border-2 border-brand-700 bg-white shadow transition hover:scale-110 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
      </Slider.Root>
      <div className="mt-1 flex justify-between text-xs text-slate-500">
        <span>{dollars(min)}</span>
        <span>{openEnded ? `${dollars(max)}+` : dollars(max)}</span>
      </div>
    </div>
  );
}
