// The site's name and words, used by the browser's head tags and the server-rendered ones alike.
export const SITE_NAME = 'Heartland Market';
export const SITE_TAGLINE =
  'Millions of products. Fast delivery. Unbeatable prices. Direct from American producers to American consumers.';
/** The home page's title. */
export const HOME_TITLE = 'Your American-Made Marketplace';
