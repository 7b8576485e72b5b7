// The heads of the not-found screens (decision 0047), which the pages set and the server sends with
// its 404s (src/server/http/spa.ts). Apart from page-head.ts, so the home page's JavaScript does not
// carry them.
import type { HeadInput } from './page-head.ts';
import { SITE_NAME } from './site.ts';

/** The not-found screen of a path that names no page: crawlers drop the URL. */
export const PAGE_NOT_FOUND_HEAD: HeadInput = {
  title: '404 Page Not Found',
  description: "The page you're looking for doesn't exist or has moved.",
  noIndex: true,
};

/** A product, category or order that does not exist: its page's not-found state; crawlers drop the URL. */
export const notFoundHead = (thing: string): HeadInput => ({
  title: `${thing} Not Found`,
  description: `This ${thing.toLowerCase()} could not be found on ${SITE_NAME}.`,
  noIndex: true,
});
