/** The brand mark (same drawing as public/favicon.svg): a red heart with a white star on navy. */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#1e3a5f" />
      <path d="M16 25s-8-5.2-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 24 14c0 5.8-8 11-8 11z" fill="#c8102e" />
      <path d="M16 8l1.2 2.4 2.6.4-1.9 1.8.5 2.6L16 14l-2.4 1.2.5-2.6-1.9-1.8 2.6-.4z" fill="#fff" />
    </svg>
  );
}

/** Mark plus the product's name; the text is the accessible name of whatever wraps it. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className="inline-flex items-center gap-2">
      <LogoMark className={`h-8 w-8 ${tone === 'light' ? 'rounded-[7px] ring-1 ring-white/30' : ''}`} />
      <span className={`text-lg leading-none font-extrabold tracking-tight whitespace-nowrap ${tone === 'light' ? 'text-white' : 'text-brand-800'}`}>
        Heartland <span className={tone === 'light' ? 'text-red-300' : 'text-accent-600'}>Market</span>
      </span>
    </span>
  );
}
