import type { ReactNode } from 'react';

export type PillTone = 'new' | 'sale' | 'trending' | 'top-pick' | 'discount' | 'top-rated';

const TONES: Record<PillTone, string> = {
  new: 'bg-brand-700 text-white',
  sale: 'bg-accent-600 text-white',
  trending: 'bg-amber-400 text-amber-950',
  'top-pick': 'bg-violet-600 text-white',
  discount: 'bg-accent-600 text-white',
  'top-rated': 'bg-emerald-700 text-white',
};

/** The small labels on cards: NEW, SALE, Trending, Top Pick, -20%, Top Rated. */
export function Pill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-bold tracking-wide uppercase shadow-sm ${TONES[tone]}`}>
      {children}
    </span>
  );
}
