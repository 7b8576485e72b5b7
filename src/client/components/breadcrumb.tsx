import { Fragment } from 'react';
import { Link } from '#client/lib/router.tsx';
import { ChevronRight } from 'lucide-react';

/** Home > ... > current page; the last crumb is the page itself (not a link). */
export function Breadcrumb({ items }: { items: Array<{ label: string; to?: string }> }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <Fragment key={`${item.label}-${i}`}>
            {i > 0 && (
              <li aria-hidden className="text-slate-400">
                <ChevronRight className="h-4 w-4" />
              </li>
            )}
            <li>
              {item.to ? (
                <Link to={item.to} className="rounded hover:text-brand-700 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current="page" className="font-medium text-slate-900">
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
