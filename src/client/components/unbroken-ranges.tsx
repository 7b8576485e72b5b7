import type { ReactNode } from 'react';

const RANGE = /(\d+-\d+)/;

/**
 * Text whose number ranges ("1-2 business days", "3-5") never break after their hyphen: a narrow
 * screen otherwise ends a line with "within 1-" and starts the next with "2 business days". The
 * text itself is unchanged; anything other than a string is returned as it is.
 */
export function UnbrokenRanges({ children }: { children: ReactNode }) {
  if (typeof children !== 'string' || !RANGE.test(children)) return children;
  return children.split(RANGE).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
