import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Breadcrumb } from '#client/components/breadcrumb.tsx';
import { UnbrokenRanges } from '#client/components/unbroken-ranges.tsx';
import { SupportCard } from '../support-card.tsx';

export interface Highlight {
  Icon: LucideIcon;
  title: string;
  text: string;
}

export interface ContentSection {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * A policy page (returns, shipping, the legal pages): Home > Help Center > the page, its title and
 * summary, the facts at a glance, then the sections with a table of contents and the support card
 * beside them. `updated` is the date a legal text last changed.
 */
export function ContentPage({
  title,
  lead,
  updated,
  highlights,
  sections,
}: {
  title: string;
  lead: string;
  updated?: string;
  highlights: readonly Highlight[];
  sections: readonly ContentSection[];
}) {
  return (
    <>
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-10 sm:px-6 lg:px-8">
          <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Help Center', to: '/help' }, { label: title }]} />
          <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-3 max-w-3xl leading-relaxed text-slate-600 sm:text-lg">{lead}</p>
          {updated && <p className="mt-3 text-sm text-slate-500">Last updated {updated}</p>}
          <ul className="mt-8 grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4" aria-label="At a glance">
            {highlights.map(({ Icon, title: heading, text }) => (
              <li key={heading} className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:block sm:p-5">
                <Icon className="mt-0.5 h-6 w-6 shrink-0 text-accent-600 sm:mt-0" aria-hidden />
                <div>
                  <p className="font-semibold text-slate-900 sm:mt-3">{heading}</p>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
        <article className="min-w-0 max-w-3xl space-y-10">
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
              <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-slate-700">{section.body}</div>
            </section>
          ))}
        </article>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <nav aria-label="On this page" className="hidden rounded-2xl border border-slate-200 bg-white p-5 lg:block">
            <p className="text-sm font-semibold tracking-wide text-slate-500 uppercase">On this page</p>
            <ul className="mt-3 space-y-2 text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-slate-700 hover:text-brand-700 hover:underline">
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <SupportCard />
        </aside>
      </div>
    </>
  );
}

/** A bulleted list in a section's body. */
export function Bullets({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-2 pl-5 marker:text-slate-400">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

/** Numbered steps in a section's body. */
export function Steps({ items }: { items: ReadonlyArray<{ title: string; text: ReactNode }> }) {
  return (
    <ol className="space-y-4">
      {items.map((item, i) => (
        <li key={item.title} className="flex gap-4">
          <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white" aria-hidden>
            {i + 1}
          </span>
          <div>
            <p className="font-semibold text-slate-900">{item.title}</p>
            <p className="mt-0.5 text-slate-700">
              <UnbrokenRanges>{item.text}</UnbrokenRanges>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
