import { ArrowRight, ChevronDown } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import { UnbrokenRanges } from '#client/components/unbroken-ranges.tsx';
import type { Faq } from '../faqs.ts';

/**
 * Questions as an accordion of native disclosure widgets: keyboard and screen-reader support come
 * with the element, they work before the page's JavaScript arrives, and the browser's find-in-page
 * opens the answer that holds the words. `open` shows every answer (search results).
 */
export function FaqList({ faqs, open = false }: { faqs: readonly Faq[]; open?: boolean }) {
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.id} open={open || undefined} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-4 font-semibold text-slate-900 transition-colors hover:bg-slate-50 focus-visible:outline-offset-[-3px] sm:px-6 [&::-webkit-details-marker]:hidden">
            <span>{faq.question}</span>
            <ChevronDown className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" aria-hidden />
          </summary>
          <div className="px-4 pb-5 leading-relaxed text-slate-700 sm:px-6">
            <p>
              <UnbrokenRanges>{faq.answer}</UnbrokenRanges>
            </p>
            {faq.link && (
              <Link to={faq.link.to} className="mt-3 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
                {faq.link.label}
                <ArrowRight className="h-4 w-4" aria-hidden />
              </Link>
            )}
          </div>
        </details>
      ))}
    </div>
  );
}
