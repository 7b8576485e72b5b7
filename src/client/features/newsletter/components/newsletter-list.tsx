import { CheckCircle2, FilePen, Mail, Pencil, Send, Trash2 } from 'lucide-react';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { formatDate } from '#shared/dates.ts';
import type { NewsletterDto } from '#shared/schemas/newsletter.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

const when = (iso: string) => formatDate(iso, 'stamp');

function StatusBadge({ status }: { status: NewsletterDto['status'] }) {
  return status === 'sent' ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
      <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
      Sent
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
      <FilePen className="h-3.5 w-3.5" aria-hidden />
      Draft
    </span>
  );
}

interface NewsletterListProps {
  newsletters: NewsletterDto[];
  /** the newsletter a delete or send is under way for */
  busyId: number | null;
  onEdit: (newsletter: NewsletterDto) => void;
  onDelete: (newsletter: NewsletterDto) => void;
  onSend: (newsletter: NewsletterDto) => void;
}

/** Manage Newsletters: drafts can be edited, deleted or sent; a sent newsletter is final and shows when it went. */
export function NewsletterList({ newsletters, busyId, onEdit, onDelete, onSend }: NewsletterListProps) {
  if (newsletters.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-14 text-center">
        <span className="grid h-14 w-14 place-items-center rounded-full bg-brand-50 text-brand-700">
          <Mail className="h-7 w-7" aria-hidden />
        </span>
        <p className="mt-4 font-semibold text-slate-900">No newsletters created yet.</p>
        <p className="mt-1 text-sm text-slate-600">Write one in the Create Newsletter tab; it is kept as a draft until you send it.</p>
      </div>
    );
  }
  return (
    <ul className="space-y-4" aria-label="Newsletters">
      {newsletters.map((n) => {
        const busy = busyId === n.id;
        return (
          <li key={n.id}>
            <article aria-labelledby={`newsletter-${n.id}`} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
              <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                <h3 id={`newsletter-${n.id}`} className="min-w-0 text-lg font-semibold break-words text-slate-900">
                  {n.title}
                </h3>
                <StatusBadge status={n.status} />
              </div>
              <p className="mt-1 text-sm text-slate-600">
                {n.status === 'sent' && n.sentAt ? (
                  <>
                    Sent on {when(n.sentAt)}
                    {n.recipientCount !== null && ` · to ${n.recipientCount} ${n.recipientCount === 1 ? 'subscriber' : 'subscribers'}`}
                  </>
                ) : (
                  <>
                    Created {when(n.createdAt)}
                    {n.updatedAt !== n.createdAt && ` · edited ${when(n.updatedAt)}`}
                  </>
                )}
              </p>
              <p className="mt-3 line-clamp-3 text-sm break-words whitespace-pre-line text-slate-700">{n.content}</p>
              {n.status === 'draft' && (
                <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
                  <Button variant="outline" size="sm" onClick={() => onEdit(n)} disabled={busy} aria-label={`Edit ${n.title}`}>
                    <Pencil className="h-4 w-4" aria-hidden />
                    Edit
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <button type="button" disabled={busy} aria-label={`Delete ${n.title}`} className={buttonClass({ variant: 'danger', size: 'sm' })}>
                        <Trash2 className="h-4 w-4" aria-hidden />
                        Delete
                      </button>
                    }
                    title="Delete this newsletter?"
                    description="Are you sure you want to delete this newsletter?"
                    confirmLabel="Delete"
                    onConfirm={() => onDelete(n)}
                  />
                  <ConfirmDialog
                    trigger={
                      <Button variant="brand" size="sm" disabled={busy} aria-label={`Send ${n.title}`}>
                        <Send className="h-4 w-4" aria-hidden />
                        {busy ? 'Working...' : 'Send'}
                      </Button>
                    }
                    title="Send this newsletter?"
                    description="Are you sure you want to send this newsletter to all subscribers? This action cannot be undone."
                    confirmLabel="Send Newsletter"
                    onConfirm={() => onSend(n)}
                  />
                </div>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
