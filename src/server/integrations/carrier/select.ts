// Which carrier account ships a seller's package (docs/architecture.md §4, issue 12): the seller's own
// USPS account when they have saved credentials and turned it on, the platform's carrier otherwise.
import { createHash } from 'node:crypto';
import type { Carrier } from './carrier.ts';
import { UspsCarrier, type UspsCarrierOptions } from './usps.ts';

/** A carrier account and the name its labels are recorded under (shipments.provider). */
export interface CarrierAccount {
  provider: 'sandbox' | 'usps';
  carrier: Carrier;
}

/** Chooses the account for a seller's package (null: the platform's own stock). */
export type CarrierFor = (sellerId: number | null) => Promise<CarrierAccount>;

/** Every package ships on the platform's carrier: the choice until sellers' USPS accounts are read. */
export function platformCarrierOnly(carrier: Carrier): CarrierFor {
  return async () => ({ provider: 'sandbox', carrier });
}

/** A seller's usable USPS credentials, or null when Shipping Settings has none turned on. */
export type ReadUspsAccount = (sellerId: number) => Promise<{ clientId: string; clientSecret: string } | null>;

export interface SellerCarrierOptions {
  /**
   * reads the seller's Shipping Settings (the profile feature's readUspsAccount, given by app.ts:
   * an integration never imports a feature, docs/architecture.md §7)
   */
  readAccount: ReadUspsAccount;
  /** the platform's carrier, for the platform's own stock and sellers without a usable USPS account */
  platform: Carrier;
  /** USPS_API_BASE and the adapter's other settings, shared by every seller's account */
  usps?: Pick<UspsCarrierOptions, 'apiBase' | 'timeoutMs' | 'now' | 'fetch'>;
}

/** Seller accounts kept alive so their OAuth tokens are reused; the oldest is dropped past this many. */
const MAX_CACHED_ACCOUNTS = 500;

/**
 * The seller's own USPS account (provider 'usps') when Shipping Settings has it turned on with a
 * Consumer Key and a saved key that opens; the platform's carrier (provider 'sandbox') otherwise.
 * The settings are read on every choice, so turning USPS off or removing the key takes effect at
 * once; the carrier for unchanged credentials is reused, with its cached token.
 */
export function sellerCarrier(options: SellerCarrierOptions): CarrierFor {
  const accounts = new Map<string, UspsCarrier>();
  return async (sellerId) => {
    const account = sellerId === null ? null : await options.readAccount(sellerId);
    if (!account) return { provider: 'sandbox', carrier: options.platform };
    const key = createHash('sha256').update(`${sellerId}\0${account.clientId}\0${account.clientSecret}`).digest('hex');
    let carrier = accounts.get(key);
    if (carrier) {
      // Most recently used last, so the oldest is the one dropped.
      accounts.delete(key);
    } else {
      carrier = new UspsCarrier({ ...options.usps, clientId: account.clientId, clientSecret: account.clientSecret });
      if (accounts.size >= MAX_CACHED_ACCOUNTS) accounts.delete(accounts.keys().next().value!);
    }
    accounts.set(key, carrier);
    return { provider: 'usps', carrier };
  };
}
