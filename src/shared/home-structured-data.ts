import { SITE_NAME, SITE_TAGLINE } from '#shared/site.ts';

/** schema.org Organization and WebSite (with the site search) for the home page (docs/product.md A2). */
export function homeStructuredData(origin: string) {
  const url = `${origin}/`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${url}#organization`,
        name: SITE_NAME,
        url,
        logo: `${origin}/favicon.svg`,
        description: SITE_TAGLINE,
      },
      {
        '@type': 'WebSite',
        '@id': `${url}#website`,
        name: SITE_NAME,
        url,
        description: SITE_TAGLINE,
        publisher: { '@id': `${url}#organization` },
        inLanguage: 'en-US',
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}
