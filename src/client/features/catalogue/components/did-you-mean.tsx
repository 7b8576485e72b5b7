import { Fragment } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '#client/lib/router.tsx';
import { SUGGEST_MIN_CHARS } from '#shared/discovery.ts';
import { suggestionsQuery } from '#client/features/search/api.ts';
import { addressQuery, writeSearchFilters, type SearchFilters } from '../list-rules.ts';

const searchLink = (q: string) => `/search?q=${encodeURIComponent(q)}`;

/**
 * A search answered for its typo corrections (docs/decisions/0061-discovery.md item 4): "Showing
 * results for walnut - search instead for wallnut", the words as typed linking to the same search
 * taken exactly (`exact=true`), its filters kept.
 */
export function CorrectedQuery({ q, corrected, filters }: { q: string; corrected: string; filters: SearchFilters }) {
  return (
    <p className="mt-1 text-slate-700">
      Showing results for <strong className="font-semibold text-slate-900">{corrected}</strong> - search instead for{' '}
      <Link
        to={`/search${addressQuery(writeSearchFilters(q, { ...filters, exact: true }))}`}
        className="font-medium text-brand-700 underline hover:text-brand-800"
      >
        {q}
      </Link>
    </p>
  );
}

/** When nothing is found: close queries that have results, from the suggestions for what was typed. */
export function CloseQueries({ q }: { q: string }) {
  const { data } = useQuery({ ...suggestionsQuery(q), enabled: q.length >= SUGGEST_MIN_CHARS });
  const queries = (data?.queries ?? []).filter((s) => s.toLowerCase() !== q.toLowerCase());
  if (queries.length === 0) return null;
  return (
    <p className="mt-3 text-slate-700">
      Did you mean:{' '}
      {queries.map((s, i) => (
        <Fragment key={s}>
          {i > 0 && ', '}
          <Link to={searchLink(s)} className="font-medium text-brand-700 underline hover:text-brand-800">
            {s}
          </Link>
        </Fragment>
      ))}
      ?
    </p>
  );
}
