// The catalogue's list tools for another feature's product list (a shop's page, issue 26): the
// category page's filter bar, its Load more, its load error and its empty state, one of each (docs/architecture.md §7:
// features reach each other through the modules at their root).
export { FilterBar } from './components/filter-bar.tsx';
export { LoadError } from './components/load-error.tsx';
export { LoadMore } from './components/load-more.tsx';
export { NoFilterMatches } from './components/no-filter-matches.tsx';
