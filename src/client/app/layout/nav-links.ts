/** The shell's link lists (docs/product.md A2, "Startup and shell"), kept pure so the role rules are tested. */

export interface ShellLink {
  to: string;
  label: string;
}

/** Shopping lists, in header and mobile-menu order. */
export const SHOP_LINKS: readonly ShellLink[] = [
  { to: '/deals', label: 'Deals & Promotions' },
  { to: '/bestsellers', label: 'Best Sellers' },
  { to: '/new-arrivals', label: 'New Arrivals' },
];

export const WISHLIST_LINK: ShellLink = { to: '/wishlist', label: 'Wishlist' };
export const TRACKING_LINK: ShellLink = { to: '/tracking', label: 'Track Package' };
export const SIGN_IN_LINK: ShellLink = { to: '/auth', label: 'Sign In / Register' };

interface AccountHolder {
  id: number;
  isSeller: boolean;
  /** the administrator's role, as the server says it (GET /api/user) */
  isAdmin: boolean;
}

/** The newsletter administrator: the administrator's role, which the server gives (the seeded user 1). */
export const isNewsletterAdmin = (user: AccountHolder): boolean => user.isAdmin;

/**
 * The administrator's tools: the spec's Newsletter Admin, the review of sellers' listings (decision
 * 0028), the mail the shop writes (decision 0021's outbox), the books (docs/product.md "Payouts and statements"), and the platform's own orders to ship, on the seller dashboard (decision 0026).
 */
const adminLinks = (user: AccountHolder): ShellLink[] =>
  isNewsletterAdmin(user)
    ? [
        { to: '/admin/newsletter', label: 'Newsletter Admin' },
        { to: '/admin/listings', label: 'Review Listings' },
        { to: '/admin/outbox', label: 'Mail Outbox' },
        { to: '/admin/ledger', label: 'Ledger' },
        { to: '/seller/dashboard', label: 'Ship Orders' },
      ]
    : [];

/** Desktop account menu: Profile, Buyer Orders, Seller Dashboard and Payouts (sellers), Newsletter Admin, Review Listings, Mail Outbox and Ledger (id 1). */
export function desktopAccountLinks(user: AccountHolder): ShellLink[] {
  return [
    { to: '/profile', label: 'Profile' },
    { to: '/orders', label: 'Buyer Orders' },
    // The administrator's dashboard is the platform's (Ship Orders below), even when they also sell.
    ...(user.isSeller && !isNewsletterAdmin(user)
      ? [
          { to: '/seller/dashboard', label: 'Seller Dashboard' },
          { to: '/seller/payouts', label: 'Payouts' },
        ]
      : []),
    ...adminLinks(user),
  ];
}

/** Mobile menu: Profile, Orders, Seller Returns and Payouts (sellers), Newsletter Admin, Review Listings, Mail Outbox and Ledger (id 1). */
export function mobileAccountLinks(user: AccountHolder): ShellLink[] {
  return [
    { to: '/profile', label: 'Profile' },
    { to: '/orders', label: 'Orders' },
    ...(user.isSeller ? [{ to: '/seller/returns', label: 'Seller Returns' }] : []),
    ...(user.isSeller && !isNewsletterAdmin(user) ? [{ to: '/seller/payouts', label: 'Payouts' }] : []),
    ...adminLinks(user),
  ];
}
