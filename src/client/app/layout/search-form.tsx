import type { FormEvent } from 'react';
import { useLocation, useNavigate } from '#client/lib/router.tsx';
import { Search } from 'lucide-react';
import { searchPath } from './search-path.ts';

/** The header search; the desktop and mobile copies are the same component, so they behave the same. */
export function SearchForm({ id, className = '' }: { id: string; className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // On the results page the box shows the query being looked at.
  const current = location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    const path = searchPath(typeof value === 'string' ? value : '');
    if (path) void navigate(path);
  };

  return (
    <form role="search" onSubmit={onSubmit} className={`relative flex w-full ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        key={current}
        id={id}
        name="q"
        type="search"
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
    </form>
  );
}
