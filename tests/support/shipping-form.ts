// A valid checkout shipping form to Des Moines, Iowa (6% state tax in the table), shared by the API
// tests (tests/support/checkout.ts), the outbox journey and the benchmark's shoppers (scripts/bench); no vitest here.
import type { ShippingFormValues } from '#shared/schemas/checkout.ts';

export const DES_MOINES_FORM: ShippingFormValues = {
  fullName: 'Jordan Shopper',
  email: 'jordan@example.test',
  address: '400 Locust Street',
  city: 'Des Moines',
  state: 'IA',
  zipCode: '50309',
  country: 'US',
  phone: '5155550100',
};
