import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LayoutGrid, Search, Store } from 'lucide-react';
import { ProductImage } from '#client/components/catalogue/product-image.tsx';
import { suggestionsQuery } from '#client/features/search/api.ts';
import { announce } from '#client/lib/focus.ts';
import { useLocation, useNavigate } from '#client/lib/router.tsx';
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_CHARS } from '#shared/discovery.ts';
import { formatUsd } from '#shared/money.ts';
import { completionParts, suggestionGroups, type SuggestionGroup, type SuggestionOption } from './suggestion-options.ts';

// Suggestions as you type under the header's search box (docs/decisions/0061-discovery.md), as the
// ARIA 1.2 combobox pattern has them: the focus stays in the box, the arrows choose an option
// (aria-activedescendant), Enter follows it. This module loads on the box's first focus or keystroke,
// so the header's own code stays small; it drives the box it is given through the box's events.

/** What the box says of the list: whether it is open, and the option chosen with the arrows. */
export interface ComboboxState {
  expanded: boolean;
  activeId?: string;
}

/** The text suggestions are asked for: trimmed, and '' (nothing asked) under SUGGEST_MIN_CHARS. */
const askable = (value: string) => {
  const q = value.trim();
  return q.length >= SUGGEST_MIN_CHARS ? q : '';
};

export default function SearchSuggestions({
  input,
  listId,
  onChange,
}: {
  input: HTMLInputElement;
  /** the listbox's id, which the box names in aria-controls */
  listId: string;
  onChange: (state: ComboboxState) => void;
}) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  // What was typed before this code arrived counts, and opens the list: the box no longer shows the
  // text the page was rendered with.
  const [typed, setTyped] = useState(input.value);
  const [term, setTerm] = useState(() => askable(input.value));
  // Open on the page it was opened on: a new page closes it.
  const [openAt, setOpenAt] = useState(input.value !== input.defaultValue ? page : null);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const { data, isPlaceholderData } = useQuery({ ...suggestionsQuery(term), enabled: term !== '' });
  const groups = term && data ? suggestionGroups(data) : [];
  const options = groups.flatMap((g) => g.options);
  const wanted = openAt === page;
  const expanded = wanted && options.length > 0;
  const active = expanded ? options.findIndex((o) => o.key === activeKey) : -1;
  const optionId = (index: number) => `${listId}-${index}`;
  const activeId = active >= 0 ? optionId(active) : undefined;

  const follow = (option: SuggestionOption) => {
    setOpenAt(null);
    void navigate(option.href);
  };

  const changed = (value: string) => {
    clearTimeout(timer.current);
    setTyped(value);
    setActiveKey(null);
    setOpenAt(page);
    const q = askable(value);
    // Too short: nothing to show, at once; otherwise ask once typing pauses.
    if (!q) setTerm('');
    else timer.current = setTimeout(() => setTerm(q), SUGGEST_DEBOUNCE_MS);
  };

  const onInput = useEffectEvent(() => changed(input.value));
  // Keys pressed between this component's first render, which read the box, and its listening.
  const catchUp = useEffectEvent(() => {
    if (input.value !== typed) changed(input.value);
  });
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.isComposing) return;
    const move = (step: 1 | -1) => {
      if (options.length === 0) return;
      event.preventDefault();
      const next = active < 0 ? (step > 0 ? 0 : options.length - 1) : (active + step + options.length) % options.length;
      setOpenAt(page);
      setActiveKey(options[next]!.key);
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(1);
      case 'ArrowUp':
        return move(-1);
      case 'Enter':
        // Without a chosen option the form submits the text, as it always has.
        if (active >= 0) {
          event.preventDefault();
          follow(options[active]!);
        } else setOpenAt(null);
        return;
      case 'Escape':
        // The first Escape closes the list, the next clears the box.
        if (expanded) {
          event.preventDefault();
          setOpenAt(null);
        } else if (input.value) {
          event.preventDefault();
          (event.currentTarget as HTMLInputElement).value = '';
          changed('');
          setOpenAt(null);
        }
        return;
      case 'Tab':
        return setOpenAt(null);
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'Home':
      case 'End':
        // The caret moves in the box again.
        return setActiveKey(null);
    }
  });

  useEffect(() => {
    const keyDown = (event: KeyboardEvent) => onKeyDown(event);
    const typedIn = () => onInput();
    input.addEventListener('keydown', keyDown);
    input.addEventListener('input', typedIn);
    // The box is outside React: like a store's subscription, read what it holds once listening.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    catchUp();
    return () => {
      input.removeEventListener('keydown', keyDown);
      input.removeEventListener('input', typedIn);
      clearTimeout(timer.current);
    };
  }, [input]);

  // A press outside the box and its list closes the list (the list is inside the box's form).
  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && input.form?.contains(event.target))) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded, input]);

  useEffect(() => onChange({ expanded, activeId }), [onChange, expanded, activeId]);
  useEffect(() => () => onChange({ expanded: false }), [onChange]);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  // Screen readers hear how many suggestions an answer for the newest text brought.
  const answer = wanted && term && !isPlaceholderData ? data : undefined;
  const count = answer ? options.length : 0;
  useEffect(() => {
    if (answer) announce(count === 0 ? 'No suggestions' : `${count} ${count === 1 ? 'suggestion' : 'suggestions'}`);
  }, [answer, count]);

  if (!expanded) return null;
  return (
    <div
      id={listId}
      role="listbox"
      aria-label="Search suggestions"
      // The focus stays in the box when an option is clicked.
      onMouseDown={(event) => event.preventDefault()}
      // On a phone the form is not positioned: the list opens under the whole header, full width.
      className="surface-light absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-8rem)] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white py-1 text-slate-900 shadow-xl md:mt-1 md:rounded-xl md:border"
    >
      {groups.map((group) => (
        <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`} className="py-1">
          <div role="presentation" id={`${listId}-${group.kind}`} className="px-4 py-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {group.label}
          </div>
          {group.options.map((option) => {
            const index = options.indexOf(option);
            return (
              <div
                key={option.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                onClick={() => follow(option)}
                className="flex min-h-11 cursor-pointer items-center gap-3 px-4 py-1.5 text-sm text-slate-800 hover:bg-slate-50 aria-selected:bg-brand-50 aria-selected:text-brand-900 aria-selected:shadow-[inset_3px_0_0_var(--color-brand-600)]"
              >
                <OptionContent kind={group.kind} option={option} typed={typed} />
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function OptionContent({ kind, option, typed }: { kind: SuggestionGroup['kind']; option: SuggestionOption; typed: string }) {
  const { product } = option;
  if (product) {
    const { priceRange } = product;
    return (
      <>
        {/* The name says what the picture shows. */}
        <span aria-hidden className="w-12 shrink-0 overflow-hidden rounded-md">
          <ProductImage imageUrl={product.imageUrl} alt="" size={96} />
        </span>
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2">{product.name}</span>{' '}
          <span className="block font-semibold text-slate-900">
            {priceRange ? `${formatUsd(priceRange.min)} - ${formatUsd(priceRange.max)}` : formatUsd(product.price)}
          </span>
        </span>
      </>
    );
  }
  const Icon = kind === 'category' ? LayoutGrid : kind === 'shop' ? Store : Search;
  const parts = kind === 'query' ? completionParts(typed, option.label) : { typed: option.label, completion: '' };
  return (
    <>
      <Icon className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
      <span className="min-w-0 truncate">
        {parts.typed}
        {parts.completion && <strong className="font-semibold">{parts.completion}</strong>}
      </span>
    </>
  );
}
