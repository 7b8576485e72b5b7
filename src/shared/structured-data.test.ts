import { describe, expect, it } from 'vitest';
import { homeStructuredData } from './structured-data.ts';

describe('homeStructuredData', () => {
  it('describes the organisation and the website with its search', () => {
    const data = homeStructuredData('https://shop.example');
    const [org, site] = data['@graph'];
    expect(org).toMatchObject({ '@type': 'Organization', name: 'Heartland Market', url: 'https://shop.example/' });
    expect(site).toMatchObject({ '@type': 'WebSite', name: 'Heartland Market', url: 'https://shop.example/' });
    expect(site).toMatchObject({
      potentialAction: { target: { urlTemplate: 'https://shop.example/search?q={search_term_string}' } },
    });
  });
});
