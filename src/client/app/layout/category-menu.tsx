import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, LayoutGrid } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import type { CategoryDto } from '#shared/catalogue.ts';
import { useDisclosure } from './use-disclosure.ts';

/**
 * The categories the header and the mobile menu list (the header's request). A server
 * rendered page carries them in its embedded data, so the menu renders on the server (decision 0046);
 * a failure lists none.
 */
export function useCategories(): CategoryDto[] {
  const { data } = useQuery<CategoryDto[]>({ queryKey: ['/api/categories'] });
  return Array.isArray(data) ? data : [];
}

/**
 * 'Shop by Category' in the header's second bar: a disclosure button over a list of links. The links
 * are in the page while closed (hidden), so the server's HTML names every category.
 */
export function CategoryMenu({ categories, className }: { categories: CategoryDto[]; className: string }) {
  const { open, toggle, triggerRef, panelRef } = useDisclosure();
  const id = useId();
  if (categories.length === 0) return null;
  return (
    <div className="relative">
      <button ref={triggerRef} type="button" onClick={toggle} aria-expanded={open} aria-controls={id} className={className}>
        <LayoutGrid className="h-4 w-4" aria-hidden />
        Shop by Category
        <ChevronDown className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
      </button>
      <div
        ref={panelRef}
        id={id}
        hidden={!open}
        className="surface-light absolute top-full left-0 z-40 w-64 rounded-b-xl border border-slate-200 bg-white p-1.5 text-slate-900 shadow-xl"
      >
        <ul aria-label="Categories">
          {categories.map((c) => (
            <li key={c.id}>
              <Link to={`/category/${c.id}`} className="flex h-9 items-center rounded-md px-2.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800">
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to="/categories"
          className="mt-1 flex h-9 items-center rounded-md border-t border-slate-100 px-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          All Categories
        </Link>
      </div>
    </div>
  );
}
