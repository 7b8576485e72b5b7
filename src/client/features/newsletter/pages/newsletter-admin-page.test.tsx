// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '#client/lib/router.tsx';
import { Toaster } from '#client/components/ui/toast.tsx';
import type { NewsletterDto, SubscriberDto } from '#shared/schemas/newsletter.ts';
import type { PublicUser } from '#shared/user.ts';
import NewsletterAdminPage from './newsletter-admin-page.tsx';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const admin = { id: 1, username: 'admin', isAdmin: true, isSeller: false } as PublicUser;

const draft: NewsletterDto = {
  id: 5,
  title: 'Spring on the prairie',
  content: 'New makers joined this month.',
  status: 'draft',
  recipientCount: null,
  createdAt: '2025-03-01T15:00:00.000Z',
  updatedAt: '2025-03-01T15:00:00.000Z',
  sentAt: null,
};
const sent: NewsletterDto = { ...draft, id: 4, title: 'Winter market', status: 'sent', recipientCount: 12, sentAt: '2025-02-01T18:30:00.000Z' };

let newsletters: NewsletterDto[];
let subscribers: SubscriberDto[];
/** Answers of the mutating calls ('POST /api/admin/newsletters' ...); the calls made. */
let answers: Record<string, () => Response>;
let calls: Array<{ call: string; body?: unknown }>;

beforeEach(() => {
  newsletters = [];
  subscribers = [];
  answers = {};
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace(/[?&]_=\d+/, '');
      const call = `${init?.method ?? 'GET'} ${path.split('?')[0]}`;
      calls.push({ call, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (answers[call]) return answers[call]();
      if (call === 'GET /api/admin/newsletters') return json(newsletters);
      if (call === 'GET /api/admin/subscribers') {
        const active = subscribers.filter((s) => s.subscribed).length;
        return json(subscribers, 200, { 'X-Total-Count': String(subscribers.length), 'X-Active-Count': String(active) });
      }
      return json({ message: 'unexpected' }, 500);
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(user: PublicUser = admin) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(['/api/user'], user);
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={['/admin/newsletter']}>
        <NewsletterAdminPage />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** The toast on screen (its view loads with the first toast, which takes a moment on a busy machine). */
async function findToast(title: string, description?: string) {
  const region = await screen.findByRole('region', { name: /Notifications/ }, { timeout: 5000 });
  const toast = await within(region).findByText(title, { selector: 'li *' }, { timeout: 5000 });
  if (description) expect(within(region).getByText(description)).toBeTruthy();
  return toast;
}
const mutations = () => calls.filter((c) => !c.call.startsWith('GET'));

describe('NewsletterAdminPage', () => {
  it("shows 'Unauthorized Access' to anyone but the administrator and calls nothing", () => {
    renderPage({ ...admin, id: 3, isAdmin: false });
    expect(screen.getByRole('heading', { name: 'Unauthorized Access' })).toBeTruthy();
    expect(screen.getByText("You don't have permission to access this page.")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('has the title, the Create and Manage tabs (no Edit tab) and the empty states', async () => {
    const user = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter Management' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Create Newsletter', 'Manage Newsletters']);
    expect(await screen.findByText('No subscribers yet.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Manage Newsletters' }));
    expect(await screen.findByText('No newsletters created yet.')).toBeTruthy();
  });

  it("refuses a blank title or content with the 'Missing Fields' toast and sends nothing", async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.type(screen.getByLabelText('Content'), 'Some words');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await findToast('Missing Fields')).toBeTruthy();
    expect(screen.getAllByText('Please provide both a title and content for your newsletter.').length).toBeGreaterThan(0);
    expect(mutations()).toEqual([]);
  });

  it("saves a draft ('Newsletter Created') and shows it under Manage Newsletters", async () => {
    answers['POST /api/admin/newsletters'] = () => {
      newsletters = [draft];
      return json(draft, 201);
    };
    const user = renderPage();
    await user.type(screen.getByLabelText('Title'), draft.title);
    await user.type(screen.getByLabelText('Content'), draft.content);
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));

    expect(await findToast('Newsletter Created')).toBeTruthy();
    expect(mutations()).toEqual([{ call: 'POST /api/admin/newsletters', body: { title: draft.title, content: draft.content } }]);
    expect(screen.getByRole('tab', { name: 'Manage Newsletters' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: draft.title })).toBeTruthy();
  });

  it("a sent newsletter shows 'Sent on' and no controls; a draft has Edit, Delete and Send", async () => {
    newsletters = [draft, sent];
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Manage Newsletters' }));
    const sentCard = (await screen.findByRole('heading', { name: 'Winter market' })).closest('article')!;
    expect(within(sentCard as HTMLElement).getByText(/^Sent on Feb 1, 2025 · 12:30 PM · to 12 subscribers$/)).toBeTruthy();
    expect(within(sentCard as HTMLElement).queryAllByRole('button')).toEqual([]);
    const draftCard = screen.getByRole('heading', { name: draft.title }).closest('article') as HTMLElement;
    expect(
      within(draftCard)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit', 'Delete', 'Send']);
  });

  it("asks before deleting, then deletes ('Deleted')", async () => {
    newsletters = [draft];
    answers[`DELETE /api/admin/newsletters/${draft.id}`] = () => {
      newsletters = [];
      return json({ message: 'The newsletter has been deleted.' });
    };
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Manage Newsletters' }));
    await user.click(await screen.findByRole('button', { name: `Delete ${draft.title}` }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this newsletter?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mutations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: `Delete ${draft.title}` }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Deleted')).toBeTruthy();
    expect(await screen.findByText('No newsletters created yet.')).toBeTruthy();
  });

  it("asks before sending, sends ('Sent' with the server's message)", async () => {
    newsletters = [draft];
    answers[`POST /api/admin/newsletters/${draft.id}/send`] = () => {
      newsletters = [{ ...draft, status: 'sent', sentAt: '2025-03-02T15:00:00.000Z', recipientCount: 3 }];
      return json({ message: 'The newsletter is on its way to 3 subscribers.', newsletter: newsletters[0] });
    };
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Manage Newsletters' }));
    await user.click(await screen.findByRole('button', { name: `Send ${draft.title}` }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to send this newsletter to all subscribers? This action cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send Newsletter' }));

    expect(await findToast('Sent', 'The newsletter is on its way to 3 subscribers.')).toBeTruthy();
    expect(await screen.findByText(/^Sent on /)).toBeTruthy();
  });

  it("says 'Failed to Send Newsletter' with the server's message", async () => {
    newsletters = [draft];
    answers[`POST /api/admin/newsletters/${draft.id}/send`] = () => json({ message: 'There are no active subscribers to send this newsletter to.' }, 409);
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Manage Newsletters' }));
    await user.click(await screen.findByRole('button', { name: `Send ${draft.title}` }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Send Newsletter' }));
    expect(await findToast('Failed to Send Newsletter', 'There are no active subscribers to send this newsletter to.')).toBeTruthy();
  });

  it("edits a draft in the Edit Newsletter tab, which is there only while editing ('Updated')", async () => {
    newsletters = [draft];
    answers[`PUT /api/admin/newsletters/${draft.id}`] = () => {
      newsletters = [{ ...draft, title: 'Summer on the prairie' }];
      return json(newsletters[0]);
    };
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Manage Newsletters' }));
    await user.click(await screen.findByRole('button', { name: `Edit ${draft.title}` }));
    expect(screen.getByRole('tab', { name: 'Edit Newsletter' }).getAttribute('aria-selected')).toBe('true');
    const title = screen.getByLabelText('Title') as HTMLInputElement;
    expect(title.value).toBe(draft.title);
    await user.clear(title);
    await user.type(title, 'Summer on the prairie');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Updated')).toBeTruthy();
    expect(mutations()).toEqual([{ call: `PUT /api/admin/newsletters/${draft.id}`, body: { title: 'Summer on the prairie', content: draft.content } }]);
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Edit Newsletter' })).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Summer on the prairie' })).toBeTruthy();
  });

  it('lists the subscribers with how many are active', async () => {
    subscribers = [
      { id: 2, email: 'bo@example.test', subscribed: false, createdAt: '2025-03-02T15:00:00.000Z' },
      { id: 1, email: 'ann@example.test', subscribed: true, createdAt: '2025-03-01T15:00:00.000Z' },
    ];
    renderPage();
    const panel = (await screen.findByRole('list', { name: 'Subscribers' })).closest('aside') as HTMLElement;
    expect(within(panel).getByText('1 active of 2')).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['bo@example.testSince March 2, 2025Unsubscribed', 'ann@example.testSince March 1, 2025Active']);
  });
});
