// How a variant is named wherever it is bought (docs/decisions/0060-photos-and-variants.md), apart from
// catalogue.ts so that pages without variants (the home page) do not load it.

/**
 * A variant's option values as one line: "Size: M, Colour: Walnut"; '' for a listing without options.
 * The options come in the order the database keeps JSON keys (shorter names first, then by their
 * bytes), whoever built the object, so a variant reads the same in the cart, the order and its emails.
 */
export function variantLabel(options: Record<string, string> | null | undefined): string {
  return Object.entries(options ?? {})
    .sort(([a], [b]) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
}

/**
 * What an order or cart line is called in invoices, emails, returns and stock messages: the product
 * and its variant, "Walnut Bench - Size: Large, Colour: Walnut"; the product's name alone without options.
 */
export function lineName(productName: string, options: Record<string, string> | null | undefined): string {
  const label = variantLabel(options);
  return label ? `${productName} - ${label}` : productName;
}
