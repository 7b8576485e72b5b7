import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import * as Dialog from '@radix-ui/react-dialog';
import { CheckCircle2, ChevronLeft, ChevronRight, Clock, Info, Mail, RefreshCw, ShieldAlert, X, XCircle } from 'lucide-react';
import { Link, useSearchParams } from '#client/lib/router.tsx';
import { Breadcrumb } from '#client/components/breadcrumb.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { StatusBadge, TONES, type StatusTone } from '#client/components/ui/status-badge.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { ApiError } from '#client/lib/api.ts';
import { useReturnFocus } from '#client/lib/focus.ts';
import { useSeo } from '#client/lib/seo.tsx';
import { formatDate } from '#shared/dates.ts';
import type { MailStatus, OutboxMessageDto } from '#shared/outbox.ts';
import { OUTBOX_PAGE_SIZE, outboxMessageQuery, outboxPageQuery } from '../api.ts';

const PAGE = 'mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8';

/** When a message was written or sent, to the minute, with the zone it is shown in. */
const when = (iso: string | null) => formatDate(iso, 'dateTime', '—');

/** 'order_confirmation' -> 'Order confirmation'. */
const kindLabel = (kind: string) => {
  const words = kind.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const STATUS: Record<MailStatus, StatusTone> = {
  pending: { label: 'Pending', className: TONES.waiting, Icon: Clock },
  sent: { label: 'Sent', className: TONES.done, Icon: CheckCircle2 },
  failed: { label: 'Failed', className: TONES.failed, Icon: XCircle },
};

/** Signed in but not the administrator (the server answers 403 as well). */
function AdminOnly() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="grid h-16 w-16 place-items-center rounded-2xl bg-slate-100 text-slate-600">
        <ShieldAlert className="h-8 w-8" aria-hidden />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900">Mail Outbox</h1>
      <p className="mt-3 text-base text-slate-600">This page is for the administrator.</p>
      <Link to="/" className={`${buttonClass({ variant: 'brand', size: 'lg' })} mt-8`}>
        Back to Home
      </Link>
    </section>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading messages" className="space-y-3">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex animate-pulse items-center gap-4 rounded-xl border border-slate-200 bg-white p-4">
          <div className="h-4 w-28 shrink-0 rounded bg-slate-200" />
          <div className="h-4 flex-1 rounded bg-slate-200" />
          <div className="hidden h-4 w-40 rounded bg-slate-200 sm:block" />
          <div className="h-5 w-16 rounded-full bg-slate-200" />
        </div>
      ))}
    </div>
  );
}

const subjectButton = 'text-left font-semibold text-brand-700 hover:underline focus-visible:underline';

/** 1280 px: a table; the subject opens the message. */
function MessageTable({ items, onOpen }: { items: OutboxMessageDto[]; onOpen: (m: OutboxMessageDto) => void }) {
  const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
  return (
    <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white md:block">
      <table className="w-full table-fixed text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={`${th} w-48`}>
              Date
            </th>
            <th scope="col" className={`${th} w-56`}>
              To
            </th>
            <th scope="col" className={th}>
              Subject
            </th>
            <th scope="col" className={`${th} w-36`}>
              Kind
            </th>
            <th scope="col" className={`${th} w-28`}>
              Status
            </th>
            <th scope="col" className={`${th} w-24 text-right`}>
              Attempts
            </th>
            <th scope="col" className={`${th} w-44`}>
              Last error
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((m) => (
            <tr key={m.id} className="align-top hover:bg-slate-50">
              {/* The date wraps inside its column rather than running under the recipient (issue 24). */}
              <td className="px-4 py-3 break-words text-slate-600 tabular-nums">{when(m.createdAt)}</td>
              <td className="truncate px-4 py-3 text-slate-800" title={m.to}>
                {m.to}
              </td>
              <td className="px-4 py-3">
                <button type="button" className={`${subjectButton} line-clamp-2 break-words`} onClick={() => onOpen(m)}>
                  {m.subject}
                </button>
              </td>
              <td className="px-4 py-3 text-slate-600" title={m.kind}>
                {kindLabel(m.kind)}
              </td>
              <td className="px-4 py-3">
                <StatusBadge tone={STATUS[m.status] ?? STATUS.pending} />
              </td>
              <td className="px-4 py-3 text-right text-slate-800 tabular-nums">{m.attempts}</td>
              <td className="px-4 py-3 text-red-800">
                {m.lastError ? (
                  <span className="line-clamp-2 break-words" title={m.lastError}>
                    {m.lastError}
                  </span>
                ) : (
                  <span className="text-slate-400">—</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 375 px: one card per message, the whole card opens it. */
function MessageCards({ items, onOpen }: { items: OutboxMessageDto[]; onOpen: (m: OutboxMessageDto) => void }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Messages">
      {items.map((m) => (
        <li key={m.id}>
          <button
            type="button"
            onClick={() => onOpen(m)}
            className="block w-full rounded-2xl border border-slate-200 bg-white p-4 text-left hover:border-slate-300 hover:bg-slate-50"
          >
            <span className="flex items-start justify-between gap-3">
              <span className="text-xs text-slate-600 tabular-nums">{when(m.createdAt)}</span>
              <StatusBadge tone={STATUS[m.status] ?? STATUS.pending} />
            </span>
            <span className="mt-2 block font-semibold break-words text-brand-700">{m.subject}</span>
            <span className="mt-1 block truncate text-sm text-slate-800">To {m.to}</span>
            <span className="mt-1 block text-xs text-slate-600">
              {kindLabel(m.kind)} · {m.attempts} {m.attempts === 1 ? 'attempt' : 'attempts'}
            </span>
            {m.lastError && <span className="mt-2 block text-xs break-words text-red-800">Last error: {m.lastError}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function MessageDialog({ message, onClose }: { message: OutboxMessageDto | null; onClose: () => void }) {
  const detail = useQuery({ ...outboxMessageQuery(message?.id ?? 0), enabled: !!message });
  const m = detail.data ?? message;
  // Opened by a message's row, which gets the focus back on close.
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={!!message} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1rem)] max-w-3xl sm:w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-3 sm:p-6">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-bold break-words text-slate-900">{m?.subject}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm break-words text-slate-600">To {m?.to}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <X className="h-5 w-5" aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          {/* Focusable, so the keyboard can scroll a long message (it may hold no control of its own). */}
          <div tabIndex={0} role="region" aria-label="Message" className="overflow-y-auto p-3 sm:p-6">
            {m && (
              <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
                <Field term="Status">
                  <StatusBadge tone={STATUS[m.status] ?? STATUS.pending} />
                </Field>
                <Field term="Kind">{kindLabel(m.kind)}</Field>
                <Field term="Created">{when(m.createdAt)}</Field>
                <Field term="Sent">{when(m.sentAt)}</Field>
                <Field term="Attempts">{m.attempts}</Field>
                {m.lastError && (
                  <div className="col-span-2 sm:col-span-5">
                    <Field term="Last error">
                      <span className="text-red-800">{m.lastError}</span>
                    </Field>
                  </div>
                )}
              </dl>
            )}
            {detail.isPending ? (
              <div className="flex justify-center py-12">
                <Spinner label="Loading the message" />
              </div>
            ) : detail.isError ? (
              <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-6 text-center">
                <p className="font-semibold text-red-800">The message could not be loaded.</p>
                <Button variant="outline" className="mt-3" onClick={() => void detail.refetch()}>
                  Try Again
                </Button>
              </div>
            ) : (
              <>
                {detail.data.html && (
                  <section aria-labelledby="outbox-html-heading" className="mt-6">
                    <h3 id="outbox-html-heading" className="text-sm font-semibold text-slate-900">
                      HTML version
                    </h3>
                    {/* An empty sandbox: no scripts, no forms, no same-origin access, no navigation. */}
                    <iframe
                      sandbox=""
                      srcDoc={detail.data.html}
                      title="HTML version of the message"
                      referrerPolicy="no-referrer"
                      className="mt-2 h-[28rem] w-full rounded-xl border border-slate-200 bg-white"
                    />
                  </section>
                )}
                <section aria-labelledby="outbox-text-heading" className="mt-6">
                  <h3 id="outbox-text-heading" className="text-sm font-semibold text-slate-900">
                    Text version
                  </h3>
                  <pre className="mt-2 overflow-x-auto rounded-xl border border-slate-200 bg-slate-50 p-4 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap text-slate-800 sm:text-sm">
                    {detail.data.text}
                  </pre>
                </section>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Outbox() {
  const [searchParams, setSearchParams] = useSearchParams();
  const pageNumber = Math.max(1, Math.floor(Number(searchParams.get('page')) || 1));
  const offset = (pageNumber - 1) * OUTBOX_PAGE_SIZE;
  const list = useQuery(outboxPageQuery({ limit: OUTBOX_PAGE_SIZE, offset }));
  const [open, setOpen] = useState<OutboxMessageDto | null>(null);
  const goTo = (page: number) => setSearchParams(page > 1 ? { page: String(page) } : {});

  if (list.isError && list.error instanceof ApiError && list.error.status === 403) return <AdminOnly />;

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const first = offset + 1;
  const last = offset + items.length;

  return (
    <div className={PAGE}>
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Mail Outbox' }]} />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Mail Outbox</h1>
          {list.data && (
            <p className="mt-1 text-sm text-slate-600">
              {total} {total === 1 ? 'message' : 'messages'}, newest first
            </p>
          )}
        </div>
        <Button variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
          <RefreshCw className={`h-4 w-4 ${list.isFetching ? 'animate-spin' : ''}`} aria-hidden />
          Refresh
        </Button>
      </div>
      <p className="mt-4 mb-6 flex items-start gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>
          Mail is kept here as <strong>Pending</strong> until SMTP is configured (<code>SMTP_URL</code>); then it is sent and marked <strong>Sent</strong>, or{' '}
          <strong>Failed</strong> after repeated errors.
        </span>
      </p>

      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
          <p className="font-semibold text-red-800">The outbox could not be loaded.</p>
          <Button variant="outline" className="mt-4" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        </div>
      ) : total === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-16 text-center">
          <span className="grid h-16 w-16 place-items-center rounded-full bg-brand-50 text-brand-700">
            <Mail className="h-8 w-8" aria-hidden />
          </span>
          <h2 className="mt-5 text-xl font-bold text-slate-900">No messages yet</h2>
          <p className="mt-2 max-w-sm text-slate-600">Order confirmations and other mail the shop writes will appear here.</p>
        </div>
      ) : items.length === 0 ? (
        <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
          <p className="text-slate-700">There are no messages on this page.</p>
          <Button variant="outline" className="mt-4" onClick={() => goTo(1)}>
            Go to the first page
          </Button>
        </div>
      ) : (
        <div aria-busy={list.isPlaceholderData} className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <MessageTable items={items} onOpen={setOpen} />
          <MessageCards items={items} onOpen={setOpen} />
          <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600 tabular-nums">
              Showing {first}–{last} of {total}
            </p>
            <div className="flex gap-2">
              <Button variant="outline" onClick={() => goTo(pageNumber - 1)} disabled={pageNumber <= 1 || list.isPlaceholderData}>
                <ChevronLeft className="h-4 w-4" aria-hidden />
                Previous
              </Button>
              <Button variant="outline" onClick={() => goTo(pageNumber + 1)} disabled={last >= total || list.isPlaceholderData}>
                Next
                <ChevronRight className="h-4 w-4" aria-hidden />
              </Button>
            </div>
          </nav>
        </div>
      )}
      <MessageDialog message={open} onClose={() => setOpen(null)} />
    </div>
  );
}

/** /admin/outbox (docs/architecture.md §4): every message the shop writes, for the administrator. */
export default function OutboxPage() {
  useSeo({ title: 'Mail Outbox', description: 'Outgoing mail of Heartland Market.', noIndex: true });
  const { user } = useAuth();
  return user?.isAdmin ? <Outbox /> : <AdminOnly />;
}
