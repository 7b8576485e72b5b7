import type { ReactNode } from 'react';
import { Breadcrumb } from '#client/components/breadcrumb.tsx';

/** The frame of a seller page: breadcrumbs, the title and what the page is for. */
export function SellerPage({
  title,
  intro,
  crumbs,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  crumbs: Array<{ label: string; to?: string }>;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:px-8">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, ...crumbs, { label: title }]} />
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{title}</h1>
          {intro && <div className="mt-2 text-slate-600">{intro}</div>}
        </div>
        {actions}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}
