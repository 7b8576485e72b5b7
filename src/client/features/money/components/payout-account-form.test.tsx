// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PayoutAccountDto } from '#shared/schemas/payouts.ts';
import { PayoutAccountForm } from './payout-account-form.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const saved: PayoutAccountDto = { provider: 'sandbox', holderName: 'Ada Maker', routingNumber: '110000000', accountLast4: '6789', status: 'active' };

let current: PayoutAccountDto | null;
let putAnswer: () => Response;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  current = null;
  putAnswer = () => json(current ?? saved);
  fetchMock = vi.fn(async (_url: string, init?: RequestInit) => (init?.method === 'PUT' ? putAnswer() : json(current)));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PayoutAccountForm />
    </QueryClientProvider>,
  );
}

const puts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String((init as RequestInit).body)) as unknown }));

async function fill(user: ReturnType<typeof userEvent.setup>, values: { holder?: string; routing?: string; account?: string }) {
  if (values.holder !== undefined) await user.type(screen.getByLabelText('Account holder name'), values.holder);
  if (values.routing !== undefined) await user.type(screen.getByLabelText('Routing number'), values.routing);
  if (values.account !== undefined) await user.type(screen.getByLabelText('Account number'), values.account);
}

describe('PayoutAccountForm (Payouts page)', () => {
  it('says what is wrong with each field, checks the routing number’s digits, and sends nothing until then', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('Account holder name is required')).toBeTruthy();
    expect(screen.getByText('Routing number must be the 9 digits printed on your checks')).toBeTruthy();
    expect(screen.getByText('Account number must be 4 to 17 digits')).toBeTruthy();

    await fill(user, { holder: 'Ada Maker', routing: '123456789', account: '000123456789' });
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('This is not a valid routing number: check the digits')).toBeTruthy();
    expect(screen.getByLabelText('Routing number').getAttribute('aria-invalid')).toBe('true');
    expect(puts()).toEqual([]);
  });

  it('sends the account once and then shows only its last four digits', async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user, { holder: 'Ada Maker', routing: '110000000', account: '000987654321' });
    current = { ...saved, accountLast4: '4321' };
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    await waitFor(() =>
      expect(puts()).toEqual([
        { url: '/api/seller/payout-account', body: { holderName: 'Ada Maker', routingNumber: '110000000', accountNumber: '000987654321' } },
      ]),
    );
    expect(await screen.findByText('4321')).toBeTruthy();
    expect((screen.getByLabelText('Account number') as HTMLInputElement).value).toBe('');
    expect(document.body.textContent).not.toContain('000987654321');
    expect(screen.getByRole('button', { name: 'Change bank account' })).toBeTruthy();
  });

  it('shows the server’s refusal beside its field', async () => {
    const user = userEvent.setup();
    putAnswer = () =>
      json(
        {
          error: 'bad_request',
          message: 'The bank refused this account.',
          details: [{ path: 'accountNumber', message: 'The bank does not know this account.' }],
        },
        400,
      );
    renderForm();
    await fill(user, { holder: 'Ada Maker', routing: '110000000', account: '4444' });
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('The bank does not know this account.')).toBeTruthy();
    expect(screen.getByLabelText('Account number').getAttribute('aria-invalid')).toBe('true');
  });

  it('tells the seller when a payout bounced and the account must be entered again', async () => {
    current = { ...saved, status: 'errored' };
    renderForm();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('returned a payout to the account ending 6789');
    expect((screen.getByLabelText('Account holder name') as HTMLInputElement).value).toBe('Ada Maker');
  });
});
