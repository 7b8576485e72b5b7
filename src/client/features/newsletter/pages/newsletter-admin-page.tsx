import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import * as Tabs from '@radix-ui/react-tabs';
import { Breadcrumb } from '#client/components/breadcrumb.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { UnauthorizedAccess } from '#client/components/unauthorized-access.tsx';
import { focusIfLost } from '#client/lib/focus.ts';
import { useSeo } from '#client/lib/seo.tsx';
import type { NewsletterDto } from '#shared/schemas/newsletter.ts';
import { newslettersQuery, useCreateNewsletter, useDeleteNewsletter, useSendNewsletter, useUpdateNewsletter } from '../api.ts';
import { NewsletterForm } from '../components/newsletter-form.tsx';
import { NewsletterList } from '../components/newsletter-list.tsx';
import { SubscribersPanel } from '../components/subscribers-panel.tsx';

type Tab = 'create' | 'manage' | 'edit';

// On a phone equal columns whose labels may wrap; from 640 px one row of pills.
const TRIGGER =
  'inline-flex min-h-10 items-center justify-center rounded-md px-2 py-1.5 text-center text-sm leading-tight font-semibold text-slate-600 transition-[background-color,border-color,color] ' +
  'sm:px-3 sm:whitespace-nowrap ' +
  'hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm focus-visible:outline-offset-0';

function Newsletters() {
  const list = useQuery(newslettersQuery);
  const create = useCreateNewsletter();
  const update = useUpdateNewsletter();
  const remove = useDeleteNewsletter();
  const send = useSendNewsletter();
  const [tab, setTab] = useState<Tab>('create');
  const [editing, setEditing] = useState<NewsletterDto | null>(null);
  // A new key empties the Create form after a draft is saved.
  const [createKey, setCreateKey] = useState(0);
  const busyId = remove.isPending ? remove.variables : send.isPending ? send.variables : null;
  // A saved form and the Edit button leave with their tab: the focus goes to the tab shown instead.
  const manageTab = useRef<HTMLButtonElement>(null);
  const editPanel = useRef<HTMLDivElement>(null);
  // Moved in the commit that removes the focused control, before anything sees the focus lost; a
  // commit that still shows the control (the mutation's own state) leaves the move pending.
  const focusNext = useRef<{ target: RefObject<HTMLElement | null>; from: Element | null } | null>(null);
  const refocus = (target: RefObject<HTMLElement | null>) => {
    focusNext.current = { target, from: document.activeElement };
  };
  useLayoutEffect(() => {
    const next = focusNext.current;
    if (!next || (next.from && next.from !== document.body && next.from.isConnected)) return;
    focusNext.current = null;
    focusIfLost(next.target.current);
  });

  const stopEditing = () => {
    setEditing(null);
    setTab('manage');
    refocus(manageTab);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Newsletter Management' }]} />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900">Newsletter Management</h1>
      <p className="mt-1 text-slate-600">Write newsletters, keep them as drafts and send them to every subscriber.</p>

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
        <Tabs.Root
          value={tab}
          onValueChange={(value) => {
            if (value !== 'edit') setEditing(null);
            setTab(value as Tab);
          }}
          className="min-w-0"
        >
          <Tabs.List aria-label="Newsletters" className="grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-slate-100 p-1 sm:inline-flex">
            <Tabs.Trigger value="create" className={TRIGGER}>
              Create Newsletter
            </Tabs.Trigger>
            <Tabs.Trigger ref={manageTab} value="manage" className={TRIGGER}>
              Manage Newsletters
            </Tabs.Trigger>
            {editing && (
              <Tabs.Trigger value="edit" className={TRIGGER}>
                Edit Newsletter
              </Tabs.Trigger>
            )}
          </Tabs.List>

          <Tabs.Content value="create" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 focus-visible:outline-offset-4 sm:p-6">
            <h2 className="mb-5 text-xl font-bold text-slate-900">Create Newsletter</h2>
            <NewsletterForm
              key={createKey}
              id="create"
              submitLabel="Save as Draft"
              pendingText="Saving..."
              pending={create.isPending}
              onSubmit={(values) =>
                create.mutate(values, {
                  onSuccess: () => {
                    setCreateKey((k) => k + 1);
                    setTab('manage');
                    refocus(manageTab);
                  },
                })
              }
            />
          </Tabs.Content>

          <Tabs.Content value="manage" className="mt-6 focus-visible:outline-offset-4">
            {list.isPending ? (
              <div role="status" aria-label="Loading newsletters" className="space-y-4">
                {[0, 1, 2].map((i) => (
                  <div key={i} className="h-36 animate-pulse rounded-2xl border border-slate-200 bg-white" />
                ))}
              </div>
            ) : list.isError ? (
              <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
                <p className="font-semibold text-red-800">The newsletters could not be loaded.</p>
                <Button variant="outline" className="mt-4" onClick={() => void list.refetch()}>
                  Try Again
                </Button>
              </div>
            ) : (
              <NewsletterList
                newsletters={list.data}
                busyId={busyId ?? null}
                onEdit={(n) => {
                  setEditing(n);
                  setTab('edit');
                  refocus(editPanel);
                }}
                onDelete={(n) => remove.mutate(n.id)}
                onSend={(n) => send.mutate(n.id)}
              />
            )}
          </Tabs.Content>

          {editing && (
            <Tabs.Content ref={editPanel} value="edit" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 focus-visible:outline-offset-4 sm:p-6">
              <h2 className="mb-5 text-xl font-bold text-slate-900">Edit Newsletter</h2>
              <NewsletterForm
                key={editing.id}
                id="edit"
                defaultValues={{ title: editing.title, content: editing.content }}
                submitLabel="Save Changes"
                pendingText="Saving..."
                pending={update.isPending}
                onSubmit={(values) => update.mutate({ id: editing.id, ...values }, { onSuccess: stopEditing })}
                onCancel={stopEditing}
              />
            </Tabs.Content>
          )}
        </Tabs.Root>

        <SubscribersPanel />
      </div>
    </div>
  );
}

/** /admin/newsletter (docs/product.md B2, B4, B5 and B8): the administrator (user id 1) only. */
export default function NewsletterAdminPage() {
  useSeo({ title: 'Newsletter Management', description: 'Write and send the Heartland Market newsletter.', noIndex: true });
  const { user } = useAuth();
  return user?.isAdmin ? <Newsletters /> : <UnauthorizedAccess />;
}
