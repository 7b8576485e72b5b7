import type { ReactNode } from 'react';
import { Breadcrumb } from '#client/components/breadcrumb.tsx';

/** The frame of a money page: breadcrumbs, the title and what the page is for. */
export function MoneyFrame({
  title,
  intro,
  crumbs,
  children,
}: {
  title: string;
  intro: ReactNode;
  crumbs: Array<{ label: string; to?: string }>;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:px-8">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, ...crumbs, { label: title }]} />
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-2 text-slate-600">{intro}</div>
      <div className="mt-6">{children}</div>
    </div>
  );
}
