// How a payment card is named to the shopper: on the checkout's decline notice, on order pages,
// invoices and emails alike. Only the brand and last four digits are ever known (docs/architecture.md §4).

/** Stripe and the sandbox report brands in lower case ('visa', 'amex'). */
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'Visa' for 'visa'; an unknown brand capitalised. */
export function cardBrandName(brand: string): string {
  return BRAND_NAMES[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** "Visa ending in 4242", "Card ending in 4242", "Visa", or undefined when nothing is known. */
export function cardDescription(brand: string | null | undefined, last4: string | null | undefined): string | undefined {
  const name = brand ? cardBrandName(brand) : undefined;
  if (last4) return `${name ?? 'Card'} ending in ${last4}`;
  return name;
}
