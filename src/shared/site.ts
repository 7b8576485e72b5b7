// The site's name and words, used by the browser's head tags and the server-rendered ones alike.
export const SITE_NAME = 'Heartland Market';
export const SITE_TAGLINE = 'Millions of products. Fast delivery. Unbeatable prices. Direct from American producers to American consumers.';
/** The home page's title. */
export const HOME_TITLE = 'Your American-Made Marketplace';

/** The marketplace as a business: who invoices the orders and where to write (invoices, help pages). */
export const SITE_BUSINESS = {
  legalName: 'Heartland Market, Inc.',
  addressLines: ['405 Court Avenue, Suite 300', 'Des Moines, IA 50309', 'United States'],
  supportEmail: 'support@heartland-market.example',
  website: 'heartland-market.example',
} as const;

/** Customer support (docs/product.md B9): the phone line, its hours (Eastern time) and how soon a message is answered. */
export const SUPPORT_PHONE = { display: '(515) 555-0142', tel: '+15155550142' } as const;
export const SUPPORT_HOURS = [
  { days: 'Monday – Friday', hours: '9 AM – 5 PM ET' },
  { days: 'Saturday', hours: '10 AM – 2 PM ET' },
  { days: 'Sunday', hours: 'Closed' },
] as const;
export const SUPPORT_REPLY_TIME = 'We reply to every message within 1-2 business days.';
