import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { UnbrokenRanges } from './unbroken-ranges.tsx';

describe('UnbrokenRanges', () => {
  it('keeps each number range on one line and the text as it was', () => {
    const html = renderToStaticMarkup(
      <p>
        <UnbrokenRanges>{'Reviewed within 1-2 business days, refunded in 3-5.'}</UnbrokenRanges>
      </p>,
    );
    expect(html).toBe(
      '<p>Reviewed within <span class="whitespace-nowrap">1-2</span> business days, refunded in <span class="whitespace-nowrap">3-5</span>.</p>',
    );
  });

  it('leaves text without a range, and elements, alone', () => {
    expect(renderToStaticMarkup(<UnbrokenRanges>{'Free from $50.'}</UnbrokenRanges>)).toBe('Free from $50.');
    expect(
      renderToStaticMarkup(
        <UnbrokenRanges>
          <b>1-2</b>
        </UnbrokenRanges>,
      ),
    ).toBe('<b>1-2</b>');
  });
});
