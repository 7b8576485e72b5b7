/** Where each share button goes (docs/product.md A2: Facebook, Twitter, LinkedIn, Email, Copy Link). */
export interface ShareTarget {
  name: 'Facebook' | 'Twitter' | 'LinkedIn' | 'Email';
  href: string;
}

export function productUrl(origin: string, productId: number): string {
  return `${origin}/product/${productId}`;
}

/**
 * Facebook reads the product page's preview tags through its own share page, given the product's
 * address (which carries the productId); the server renders those tags into /product/{id}.
 */
export function shareTargets(origin: string, productId: number, productName: string): ShareTarget[] {
  const url = productUrl(origin, productId);
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(`Check out ${productName} on Heartland Market`);
  return [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    {
      name: 'Email',
      href: `mailto:?subject=${encodeURIComponent(productName)}&body=${encodeURIComponent(`I found this on Heartland Market: ${url}`)}`,
    },
  ];
}
