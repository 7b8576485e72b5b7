// Stripe Connect on the marketplace's side (issue 27, docs/decisions/0058-stripe-connect.md): a seller
// connects through Stripe's hosted onboarding (an Express account, created once per seller), the
// account's state follows Stripe (`account.updated`, or a look when the seller comes back from
// onboarding), and Stripe's payouts of a connected account to its bank settle the marketplace's
// payouts to it (`payout.paid`, `payout.failed`).
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { payoutAccounts, shops, users } from '#server/db/schema.ts';
import type { ConnectedAccount, ConnectPayoutProvider } from '#server/integrations/payouts/provider.ts';
import type { PayoutAccountDto } from '#shared/schemas/payouts.ts';
import { accountDto, emptyReport, settlePayouts, type PayoutDeps, type PayoutRunReport } from './service.ts';
import { pendingPayoutsTo } from './transfers.ts';

/** Where Stripe sends the seller back: finished (return) or a link that expired (refresh). */
export const onboardingReturnPath = '/seller/payouts?onboarding=return';
export const onboardingRefreshPath = '/seller/payouts?onboarding=refresh';

/**
 * A fresh onboarding link for the seller, their Express account created the first time (Stripe
 * answers the same account to a second request: the key is the seller's). The payout account is
 * kept as 'onboarding' until Stripe enables payouts.
 */
export async function startOnboarding(
  deps: { db: Db; provider: ConnectPayoutProvider; publicUrl: string },
  sellerId: number,
  now: Date,
): Promise<{ url: string }> {
  const { db, provider } = deps;
  const [[existing], [seller]] = await Promise.all([
    db.select().from(payoutAccounts).where(eq(payoutAccounts.sellerId, sellerId)),
    db
      .select({ email: users.email, username: users.username, shopName: shops.name })
      .from(users)
      .leftJoin(shops, eq(shops.sellerId, users.id))
      .where(eq(users.id, sellerId)),
  ]);
  const accountId = existing?.provider === provider.name ? existing.providerAccountId : null;
  const link = await provider.startOnboarding({
    sellerId,
    email: seller?.email ?? null,
    accountId,
    returnUrl: `${deps.publicUrl}${onboardingReturnPath}`,
    refreshUrl: `${deps.publicUrl}${onboardingRefreshPath}`,
  });
  if (link.accountId !== accountId) {
    const values = {
      provider: provider.name,
      providerAccountId: link.accountId,
      holderName: seller?.shopName ?? seller?.username ?? 'Seller',
      routingNumber: null,
      accountLast4: null,
      status: 'onboarding' as const,
      updatedAt: now,
    };
    await db
      .insert(payoutAccounts)
      .values({ sellerId, ...values })
      .onConflictDoUpdate({ target: payoutAccounts.sellerId, set: values });
  }
  return { url: link.url };
}

/**
 * The payout account as Stripe says it stands: active once onboarding is done and payouts are
 * enabled. One marked errored by a returned payout stays so until Stripe tells of another bank
 * account (the seller fixed it with Stripe).
 */
export async function applyConnectedAccount(db: Db, account: ConnectedAccount, now: Date): Promise<PayoutAccountDto | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.providerAccountId, account.id));
  if (!row) return null;
  const ready = account.detailsSubmitted && account.payoutsEnabled;
  const sameBank = row.accountLast4 !== null && account.bank?.last4 === row.accountLast4 && account.bank.routingNumber === row.routingNumber;
  const status = !ready ? 'onboarding' : row.status === 'errored' && sameBank ? 'errored' : 'active';
  const [updated] = await db
    .update(payoutAccounts)
    .set({ status, routingNumber: account.bank?.routingNumber ?? row.routingNumber, accountLast4: account.bank?.last4 ?? row.accountLast4, updatedAt: now })
    .where(eq(payoutAccounts.sellerId, row.sellerId))
    .returning();
  return accountDto(updated!);
}

/** The seller's account, looked up at Stripe while onboarding is unfinished (they may just have come back). */
export async function readConnectedAccount(db: Db, provider: ConnectPayoutProvider, sellerId: number, now: Date): Promise<PayoutAccountDto | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.sellerId, sellerId));
  if (!row) return null;
  if (row.provider !== provider.name || row.status !== 'onboarding') return accountDto(row);
  return applyConnectedAccount(db, await provider.retrieveAccount(row.providerAccountId), now);
}

/** A Stripe payout of a connected account moved: the marketplace's payouts to it are asked about again. */
export async function settleConnectedPayouts(deps: PayoutDeps, accountId: string, now: Date): Promise<PayoutRunReport> {
  const report = emptyReport();
  await settlePayouts(deps, await pendingPayoutsTo(deps.db, [accountId]), now, report);
  return report;
}
