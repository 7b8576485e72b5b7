import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api.ts';
import type { LedgerCheckDto, LedgerEntryDto, LedgerSummaryDto, SellerBalanceDto } from '#shared/schemas/ledger.ts';
import type { Period } from './period.ts';

export const BALANCE_PATH = '/api/seller/balance';
export const STATEMENT_PATH = '/api/seller/ledger';
export const LEDGER_CHECK_PATH = '/api/admin/ledger/check';
export const LEDGER_SUMMARY_PATH = '/api/admin/ledger/summary';

const periodQuery = (period: Period) => new URLSearchParams({ from: period.from, to: period.to }).toString();

/** The signed-in seller's pending, available and paid-out balances (docs/product.md "Payouts and statements"). */
export const balanceQuery = () =>
  queryOptions({
    queryKey: [BALANCE_PATH],
    queryFn: () => apiJson<SellerBalanceDto>('GET', BALANCE_PATH),
    // Money moves with deliveries and payouts: a revisit asks again.
    staleTime: 0,
  });

/** The seller's statement for a period, oldest first. */
export const statementQuery = (period: Period) =>
  queryOptions({
    queryKey: [STATEMENT_PATH, period],
    queryFn: () => apiJson<LedgerEntryDto[]>('GET', `${STATEMENT_PATH}?${periodQuery(period)}`),
    staleTime: 0,
    // The last period's rows stay on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** The same statement as a CSV file: a plain link, so the browser downloads it with the session cookie. */
export const statementCsvUrl = (period: Period) => `${STATEMENT_PATH}.csv?${periodQuery(period)}`;

/** The administrator's balance check of the whole books. */
export const ledgerCheckQuery = () =>
  queryOptions({
    queryKey: [LEDGER_CHECK_PATH],
    queryFn: () => apiJson<LedgerCheckDto>('GET', LEDGER_CHECK_PATH),
    staleTime: 0,
  });

/** Fees, sales tax by state and payouts for a period. */
export const ledgerSummaryQuery = (period: Period) =>
  queryOptions({
    queryKey: [LEDGER_SUMMARY_PATH, period],
    queryFn: () => apiJson<LedgerSummaryDto>('GET', `${LEDGER_SUMMARY_PATH}?${periodQuery(period)}`),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
