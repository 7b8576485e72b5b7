import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { ArrowRight, Mail, MessageSquare, PackageSearch, RotateCcw, Search, SearchX, Truck, X } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import { Breadcrumb } from '#client/components/breadcrumb.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { useSeo } from '#client/lib/seo.tsx';
import { SUPPORT_REPLY_TIME } from '#shared/site.ts';
import type { PageData } from '#client/ssr/page-data.ts';
import { payoutPolicyQuery, usePayoutPolicy } from '../api.ts';
import { FAQ_TABS, allFaqs, searchFaqs, type Faq, type FaqCategory } from '../faqs.ts';
import { FaqList } from '../components/faq-list.tsx';
import { SupportCard } from '../support-card.tsx';

const QUICK_LINKS = [
  { to: '/tracking', Icon: PackageSearch, title: 'Track a Package', text: 'See where your order is with its tracking number.' },
  { to: '/returns-policy', Icon: RotateCcw, title: 'Returns & Refunds', text: 'How to return an item and when your refund arrives.' },
  { to: '/shipping', Icon: Truck, title: 'Shipping Information', text: 'Costs, delivery times and where we ship.' },
  { to: '/contact', Icon: MessageSquare, title: 'Contact Us', text: 'Send our support team a message.' },
];

const TAB =
  'shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 ring-1 ring-slate-200 bg-white transition-colors hover:bg-slate-50 hover:text-slate-900 ' +
  'data-[state=active]:bg-brand-700 data-[state=active]:text-white data-[state=active]:ring-brand-700';

const CATEGORY_TABS = FAQ_TABS.filter((tab): tab is { value: FaqCategory; label: string } => tab.value !== 'all');

function FaqTabs({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <Tabs.Root defaultValue="all">
      <Tabs.List aria-label="Question topics" className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {FAQ_TABS.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={TAB}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="all" className="mt-6 space-y-8 focus-visible:outline-offset-4">
        {CATEGORY_TABS.map((tab) => (
          <section key={tab.value} aria-labelledby={`faq-group-${tab.value}`}>
            <h3 id={`faq-group-${tab.value}`} className="mb-3 text-lg font-bold text-slate-900">
              {tab.label}
            </h3>
            <FaqList faqs={faqs.filter((faq) => faq.category === tab.value)} />
          </section>
        ))}
      </Tabs.Content>
      {CATEGORY_TABS.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="mt-6 focus-visible:outline-offset-4">
          <FaqList faqs={faqs.filter((faq) => faq.category === tab.value)} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function SearchResults({ faqs, query, onClear }: { faqs: readonly Faq[]; query: string; onClear: () => void }) {
  const results = searchFaqs(faqs, query);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700" role="status">
          {results.length === 0 ? 'No questions match' : `${results.length} ${results.length === 1 ? 'question matches' : 'questions match'}`} “
          <span className="font-semibold text-slate-900">{query.trim()}</span>”
        </p>
        <button type="button" onClick={onClear} className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:underline">
          <X className="h-4 w-4" aria-hidden />
          Clear search
        </button>
      </div>
      {results.length > 0 ? (
        <div className="mt-4">
          <FaqList faqs={results} open />
        </div>
      ) : (
        <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
          <span className="grid h-14 w-14 place-items-center rounded-full bg-slate-100 text-slate-500">
            <SearchX className="h-7 w-7" aria-hidden />
          </span>
          <h3 className="mt-4 text-xl font-bold text-slate-900">No Results Found</h3>
          <p className="mt-2 max-w-md text-slate-600">Try other words, browse the questions by topic, or send us a message and we'll help you directly.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <button type="button" onClick={onClear} className={buttonClass({ variant: 'outline' })}>
              Browse all questions
            </button>
            <Link to="/contact" className={buttonClass({ variant: 'brand' })}>
              Contact Support
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}

/** What the server asks before rendering the page (decision 0051): the payout policy its sellers' answers state. */
export const pageData: PageData = {
  prefetch: (queryClient) => queryClient.prefetchQuery(payoutPolicyQuery),
};

/**
 * /help (docs/product.md B2): search, quick cards, questions by topic and the Email Support card.
 * The sellers' questions about getting paid state the server's hold and payout schedule; until the
 * policy is in (it is, when the server renders the page) they are left out rather than guessed.
 */
export default function HelpPage() {
  useSeo({
    title: 'Help Center',
    description: 'Answers about ordering, shipping, returns, refunds and your Heartland Market account, and how to reach our support team.',
  });
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  const faqs = allFaqs(usePayoutPolicy());

  return (
    <>
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-10 sm:px-6 sm:pb-14 lg:px-8">
          <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Help Center' }]} />
          <div className="mx-auto mt-8 max-w-2xl text-center">
            <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Help Center</h1>
            <p className="mt-3 text-lg text-slate-600">Answers about orders, shipping, returns and your account.</p>
            <form role="search" aria-label="Help Center" onSubmit={(e) => e.preventDefault()} className="relative mt-6">
              <label htmlFor="help-search" className="sr-only">
                Search the Help Center
              </label>
              <Search className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-400" aria-hidden />
              <input
                id="help-search"
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder="Search for answers"
                autoComplete="off"
                className="h-14 w-full rounded-xl border border-slate-300 bg-white pr-4 pl-12 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0"
              />
            </form>
          </div>
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <nav aria-label="Help topics">
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {QUICK_LINKS.map(({ to, Icon, title, text }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="group flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 transition-[border-color,box-shadow] hover:border-brand-600 hover:shadow-md sm:flex-row sm:items-start sm:gap-4 sm:p-5"
                >
                  <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon className="h-5 w-5" aria-hidden />
                  </span>
                  <span>
                    <span className="flex items-center gap-1 font-semibold text-slate-900 group-hover:text-brand-700">
                      {title}
                      <ArrowRight className="h-4 w-4 opacity-0 transition-opacity group-hover:opacity-100" aria-hidden />
                    </span>
                    <span className="mt-1 hidden text-sm text-slate-600 sm:block">{text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <section aria-labelledby="faq-title" className="min-w-0">
            <h2 id="faq-title" className="mb-5 text-2xl font-bold tracking-tight text-slate-900">
              {searching ? 'Search Results' : 'Frequently Asked Questions'}
            </h2>
            {searching ? <SearchResults faqs={faqs} query={query} onClear={() => setQuery('')} /> : <FaqTabs faqs={faqs} />}
          </section>

          <aside className="space-y-6">
            <section aria-labelledby="email-support-title" className="surface-dark rounded-2xl bg-brand-700 p-6 text-white">
              <Mail className="h-7 w-7 text-red-200" aria-hidden />
              <h2 id="email-support-title" className="mt-3 text-lg font-bold">
                Email Support
              </h2>
              <p className="mt-2 text-sm text-slate-200">Can't find your answer? Send us a message. {SUPPORT_REPLY_TIME}</p>
              <Link to="/contact" className={buttonClass({ variant: 'light', className: 'mt-5 w-full' })}>
                Contact Support
              </Link>
            </section>
            <SupportCard />
          </aside>
        </div>
      </div>
    </>
  );
}
