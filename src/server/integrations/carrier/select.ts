// Which carrier account ships a seller's package (DESIGN.md section 4, issue 12): the seller's own
// USPS account when they have saved credentials and turned it on, the platform's carrier otherwise.
import type { Carrier } from './carrier.ts';

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
