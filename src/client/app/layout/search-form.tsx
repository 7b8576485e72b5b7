import { lazy, Suspense, useCallback, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '#client/lib/router.tsx';
import { Search } from 'lucide-react';
import { searchPath } from './search-path.ts';
import type { ComboboxState } from './search-suggestions.tsx';

// Suggestions as you type (docs/decisions/0061-discovery.md): their code loads on the box's first
// focus or keystroke, so the header's own code stays small.
const SearchSuggestions = lazy(() => import('./search-suggestions.tsx'));

/** The header search; the desktop and mobile copies are the same component, so they behave the same. */
export function SearchForm({ id, className = '' }: { id: string; className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // On the results page the box shows the query being looked at.
  const current = location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const listId = useId();
  const [wanted, setWanted] = useState(false);
  const [combo, setCombo] = useState<ComboboxState>({ expanded: false });
  // The box is made anew for each query shown (its key), and its suggestions start anew with it.
  const [box, setBox] = useState<{ input: HTMLInputElement; current: string } | null>(null);
  const boxRef = useCallback((input: HTMLInputElement | null) => setBox(input && { input, current }), [current]);
  const want = () => setWanted(true);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    const path = searchPath(typeof value === 'string' ? value : '');
    if (path) void navigate(path);
  };

  return (
    // On a phone the form is not positioned, so the suggestions open under the whole header.
    <form role="search" onSubmit={onSubmit} className={`flex w-full md:relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        key={current}
        ref={boxRef}
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={combo.expanded}
        aria-controls={combo.expanded ? listId : undefined}
        aria-activedescendant={combo.activeId}
        onFocus={want}
        onKeyDown={want}
        defaultValue={current}
        placeholder="Search American-made products..."
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full min-w-0 rounded-l-lg border border-r-0 border-white/20 bg-white pl-3 pr-2 text-sm text-slate-900 placeholder:text-slate-500"
      />
      <button
        type="submit"
        aria-label="Search"
        className="inline-flex h-10 w-11 shrink-0 items-center justify-center rounded-r-lg bg-accent-600 text-white hover:bg-accent-700"
      >
        <Search className="h-5 w-5" aria-hidden />
      </button>
      {wanted && box?.current === current && (
        <Suspense fallback={null}>
          <SearchSuggestions input={box.input} listId={listId} onChange={setCombo} />
        </Suspense>
      )}
    </form>
  );
}
