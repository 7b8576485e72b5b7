import { createContext, useContext } from 'react';

/**
 * The site's origin ('https://example.com') for absolute links (share links, structured data).
 * In the browser it is the page's own origin; the server renders with the configured public URL,
 * since components never read `window` while they render.
 */
export const SiteOrigin = createContext<string>(typeof window === 'undefined' ? '' : window.location.origin);

export const useSiteOrigin = (): string => useContext(SiteOrigin);
