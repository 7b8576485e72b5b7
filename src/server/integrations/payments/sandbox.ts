// The sandbox payment provider (docs/architecture.md §4): payment intents with Stripe's states and errors,
// kept in the sandbox_payment_intents table. The browser confirms with the client secret, as with
// Stripe.js; only the brand and last four digits of a card are ever stored.
//
// Every state change is one conditional UPDATE ... WHERE status = <expected> RETURNING, so of two
// concurrent confirmations only one can charge, and a decline can never overwrite a success.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sandboxPaymentIntents, type SandboxIntentStatus } from '#server/db/schema.ts';
import { centsToDecimal } from '#shared/money.ts';
import type { SandboxIntentDto } from '#shared/schemas/payments.ts';
import { CardValidationError, cardOutcome, validateCard, type CardFailure, type CardInput } from './cards.ts';
import {
  PaymentProviderError,
  type CreateIntentRequest,
  type PaymentClientConfig,
  type PaymentIntent,
  type PaymentIntentStatus,
  type PaymentProvider,
} from './provider.ts';

/** Stripe's minimum charge in USD and its maximum amount ($999,999.99). */
export const MIN_AMOUNT_CENTS = 50;
export const MAX_AMOUNT_CENTS = 99_999_999;

export const AUTHENTICATION_FAILURE: CardFailure = {
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

/** A call the intent's current state does not allow (confirming a paid intent, ...): HTTP 409. */
export class PaymentIntentStateError extends PaymentProviderError {
  constructor(
    readonly status: PaymentIntentStatus,
    message: string,
  ) {
    super('invalid_request', message);
    this.name = 'PaymentIntentStateError';
  }
}

export interface BillingDetails {
  name?: string;
  email?: string;
  phone?: string;
}

type Row = typeof sandboxPaymentIntents.$inferSelect;
type Changes = Partial<typeof sandboxPaymentIntents.$inferInsert>;

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** jsonb does not keep key order, so compare entries. */
function sameMetadata(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}

/**
 * Partial refunds are recorded in the intent's metadata under this prefix, one entry per idempotency
 * key (what Stripe's refund objects would hold for us), and never shown as the intent's metadata.
 */
const REFUND_KEY_PREFIX = 'sandbox_refund:';

const visibleMetadata = (metadata: Record<string, string>) =>
  Object.fromEntries(Object.entries(metadata).filter(([key]) => !key.startsWith(REFUND_KEY_PREFIX)));

function toIntent(row: Row): PaymentIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amountCents: row.amountCents,
    currency: 'usd',
    status: row.status,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    lastError:
      row.lastErrorCode && row.lastErrorMessage
        ? { code: row.lastErrorCode, ...(row.lastErrorDeclineCode ? { declineCode: row.lastErrorDeclineCode } : {}), message: row.lastErrorMessage }
        : null,
    amountRefundedCents: row.amountRefundedCents,
    metadata: visibleMetadata(row.metadata),
  };
}

/** A payment intent as the sandbox's card form sees it. */
export function toSandboxIntentDto(intent: PaymentIntent): SandboxIntentDto {
  return {
    id: intent.id,
    status: intent.status,
    amount: centsToDecimal(intent.amountCents),
    card: intent.card,
    lastError: intent.lastError,
    nextAction: intent.status === 'requires_action' ? { type: 'three_d_secure' } : null,
  };
}

const errorColumns = (failure: CardFailure | null): Changes => ({
  lastErrorCode: failure?.code ?? null,
  lastErrorDeclineCode: failure?.declineCode ?? null,
  lastErrorMessage: failure?.message ?? null,
});

/** Why `call` is refused in `status`, in words a shopper understands. */
function stateMessage(call: 'confirm' | 'authenticate', status: PaymentIntentStatus): string {
  switch (status) {
    case 'succeeded':
      return 'This payment has already been completed.';
    case 'canceled':
      return 'This payment was canceled. Please start the checkout again.';
    case 'processing':
      return 'This payment is being processed.';
    case 'requires_action':
      return 'This payment is waiting for 3-D Secure authentication.';
    case 'requires_payment_method':
      return call === 'authenticate' ? 'This payment is not waiting for 3-D Secure authentication.' : 'This payment cannot be confirmed now.';
  }
}

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  clientConfig(): PaymentClientConfig {
    return { provider: 'sandbox' };
  }

  /**
   * A new intent awaiting a card. With an idempotency key the id is derived from the key, so a retry
   * finds the intent the first call made (and a retry with another amount is refused, as Stripe does).
   */
  async createIntent(request: CreateIntentRequest): Promise<PaymentIntent> {
    const { amountCents, metadata, idempotencyKey } = request;
    if (!Number.isInteger(amountCents) || amountCents < MIN_AMOUNT_CENTS) {
      throw new PaymentProviderError('invalid_request', 'Amount must be at least $0.50 usd');
    }
    if (amountCents > MAX_AMOUNT_CENTS) throw new PaymentProviderError('invalid_request', 'Amount must be no more than $999,999.99');
    const id = idempotencyKey
      ? `pi_sandbox_${createHash('sha256').update(`sandbox-idempotency:${idempotencyKey}`).digest('hex').slice(0, 24)}`
      : `pi_sandbox_${hex(12)}`;
    const at = this.now();
    const [created] = await this.db
      .insert(sandboxPaymentIntents)
      .values({ id, clientSecret: `${id}_secret_${hex(12)}`, amountCents, currency: 'usd', metadata: { ...metadata }, createdAt: at, updatedAt: at })
      .onConflictDoNothing({ target: sandboxPaymentIntents.id })
      .returning();
    if (created) return toIntent(created);
    const existing = await this.retrieveIntent(id);
    if (existing.amountCents !== amountCents || !sameMetadata(existing.metadata, metadata)) {
      throw new PaymentProviderError('invalid_request', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
    }
    return existing;
  }

  async retrieveIntent(id: string): Promise<PaymentIntent> {
    const [row] = await this.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id)).limit(1);
    if (!row) throw new PaymentProviderError('not_found', `No such payment_intent: '${id}'`);
    return toIntent(row);
  }

  /** The intent a client secret belongs to (what Stripe.js's retrievePaymentIntent gives). */
  async retrieveByClientSecret(clientSecret: string): Promise<PaymentIntent> {
    const [row] = await this.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.clientSecret, clientSecret)).limit(1);
    if (!row) throw new PaymentProviderError('not_found', 'No such payment_intent');
    return toIntent(row);
  }

  async refundOrCancel(id: string): Promise<PaymentIntent> {
    // A concurrent confirmation can move the intent between the read and the update: read again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const intent = await this.retrieveIntent(id);
      let updated: Row | undefined;
      if (intent.status === 'succeeded') {
        if (intent.amountRefundedCents >= intent.amountCents) return intent;
        // Like Stripe: the intent stays succeeded; its charge carries the refunded amount.
        [updated] = await this.db
          .update(sandboxPaymentIntents)
          .set({ amountRefundedCents: sql`${sandboxPaymentIntents.amountCents}`, updatedAt: this.now() })
          .where(
            and(
              eq(sandboxPaymentIntents.id, id),
              eq(sandboxPaymentIntents.status, 'succeeded'),
              lt(sandboxPaymentIntents.amountRefundedCents, sandboxPaymentIntents.amountCents),
            ),
          )
          .returning();
      } else if (intent.status === 'requires_payment_method' || intent.status === 'requires_action') {
        [updated] = await this.db
          .update(sandboxPaymentIntents)
          .set({ status: 'canceled', updatedAt: this.now() })
          .where(and(eq(sandboxPaymentIntents.id, id), inArray(sandboxPaymentIntents.status, ['requires_payment_method', 'requires_action'])))
          .returning();
      } else {
        // canceled already, or processing (never entered by the sandbox): nothing to give back.
        return intent;
      }
      if (updated) return toIntent(updated);
    }
    return this.retrieveIntent(id);
  }

  /**
   * One conditional update: the amount is added and the key recorded together, only while the key is
   * new and the amount fits in what is left, so a replay or a race refunds once.
   */
  async refund(id: string, amountCents: number, idempotencyKey: string): Promise<PaymentIntent> {
    if (!Number.isInteger(amountCents) || amountCents <= 0)
      throw new PaymentProviderError('invalid_request', 'A refund amount must be a positive number of cents');
    const key = `${REFUND_KEY_PREFIX}${idempotencyKey}`;
    const t = sandboxPaymentIntents;
    const [updated] = await this.db
      .update(t)
      .set({
        amountRefundedCents: sql`${t.amountRefundedCents} + ${amountCents}`,
        metadata: sql`${t.metadata} || jsonb_build_object(${key}::text, ${String(amountCents)}::text)`,
        updatedAt: this.now(),
      })
      .where(
        and(
          eq(t.id, id),
          eq(t.status, 'succeeded'),
          sql`not jsonb_exists(${t.metadata}, ${key}::text)`,
          sql`${t.amountRefundedCents} + ${amountCents} <= ${t.amountCents}`,
        ),
      )
      .returning();
    if (updated) return toIntent(updated);
    const [row] = await this.db.select().from(t).where(eq(t.id, id)).limit(1);
    if (!row) throw new PaymentProviderError('not_found', `No such payment_intent: '${id}'`);
    if (key in row.metadata) return toIntent(row);
    if (row.status !== 'succeeded') throw new PaymentIntentStateError(row.status, 'Only a completed payment can be refunded.');
    throw new PaymentProviderError(
      'invalid_request',
      `Refund amount (${centsToDecimal(amountCents)}) is greater than unrefunded amount on charge (${centsToDecimal(row.amountCents - row.amountRefundedCents)})`,
    );
  }

  /**
   * The browser presents a card (POST /api/payments/sandbox/confirm). Allowed only while the intent
   * awaits a payment method, a retry after a decline included. An invalid or declined card leaves it
   * there with lastError set; the 3-D Secure card moves it to requires_action; a good card succeeds.
   * Throws not_found for an unknown secret and PaymentIntentStateError in any other state.
   */
  async confirm(clientSecret: string, card: CardInput, _billingDetails?: BillingDetails): Promise<PaymentIntent> {
    // Billing details would belong to Stripe's payment method; the sandbox keeps no card data beyond
    // brand and last four, so they only travel with the request.
    let changes: Changes;
    try {
      const valid = validateCard(card, this.now());
      const brandAndLast4 = { cardBrand: valid.brand, cardLast4: valid.last4 };
      const outcome = cardOutcome(valid.number);
      if (outcome.kind === 'succeeded') changes = { status: 'succeeded', ...brandAndLast4, ...errorColumns(null) };
      else if (outcome.kind === 'requires_action') changes = { status: 'requires_action', ...brandAndLast4, ...errorColumns(null) };
      else changes = { status: 'requires_payment_method', ...brandAndLast4, ...errorColumns(outcome.failure) };
    } catch (error) {
      if (!(error instanceof CardValidationError)) throw error;
      // The card never became a payment method: nothing of it is recorded.
      changes = { status: 'requires_payment_method', cardBrand: null, cardLast4: null, ...errorColumns(error.toFailure()) };
    }
    return this.transition('confirm', clientSecret, 'requires_payment_method', changes);
  }

  /** The 3-D Secure challenge's answer: approve succeeds, fail returns the intent to the card form. */
  async authenticate(clientSecret: string, outcome: 'approve' | 'fail'): Promise<PaymentIntent> {
    const changes: Changes =
      outcome === 'approve' ? { status: 'succeeded', ...errorColumns(null) } : { status: 'requires_payment_method', ...errorColumns(AUTHENTICATION_FAILURE) };
    return this.transition('authenticate', clientSecret, 'requires_action', changes);
  }

  private async transition(call: 'confirm' | 'authenticate', clientSecret: string, expected: SandboxIntentStatus, changes: Changes): Promise<PaymentIntent> {
    const [row] = await this.db
      .update(sandboxPaymentIntents)
      .set({ ...changes, updatedAt: this.now() })
      .where(and(eq(sandboxPaymentIntents.clientSecret, clientSecret), eq(sandboxPaymentIntents.status, expected)))
      .returning();
    if (row) return toIntent(row);
    const current = await this.retrieveByClientSecret(clientSecret);
    throw new PaymentIntentStateError(current.status, stateMessage(call, current.status));
  }
}
