import { useRef } from 'react';
import { X } from 'lucide-react';
import { focusIfLost } from '#client/lib/focus.ts';
import { filterChips, withoutFilters, type FacetFilters, type FacetNames } from '../facet-rules.ts';

/**
 * The chosen filter values above the results as chips, each removing its value, and "Clear all"
 * (issue 29, docs/decisions/0061-discovery.md). A removed chip's focus goes to the next chip, else
 * to `fallback` (the sort), so keyboard users go on from where they were.
 */
export function ActiveFilters<F extends FacetFilters>({
  filters,
  names,
  onChange,
  fallback,
}: {
  filters: F;
  names: FacetNames;
  onChange: (next: F) => void;
  fallback: () => HTMLElement | null;
}) {
  const list = useRef<HTMLUListElement>(null);
  const chips = filterChips(filters, names);
  if (chips.length === 0) return null;

  const choose = (next: F, index: number) => {
    onChange(next);
    // The chip is gone once the address has changed: focus what took its place.
    requestAnimationFrame(() => focusIfLost(list.current?.querySelectorAll('button')[index] ?? fallback()));
  };

  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <h2 className="sr-only">Chosen filters</h2>
      <ul ref={list} className="flex flex-wrap gap-2">
        {chips.map((chip, i) => (
          <li key={chip.key}>
            <button
              type="button"
              aria-label={`Remove ${chip.label}`}
              onClick={() => choose(chip.without, i)}
              className="inline-flex h-9 items-center gap-1.5 rounded-full border border-brand-100 bg-brand-50 pr-2.5 pl-3.5 text-sm font-medium text-brand-800 hover:border-brand-600 hover:bg-brand-100"
            >
              {chip.label}
              <X className="h-4 w-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => choose(withoutFilters(filters), 0)}
        className="h-9 rounded px-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        Clear all
      </button>
    </div>
  );
}
