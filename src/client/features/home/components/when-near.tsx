import { useEffect, useRef, useState, type ReactNode } from 'react';

// Sections already shown once in this tab render at once when their page mounts again (Back to the
// home page): their code and data are in memory by then, and the page needs its full height at
// once for the router to return to the position the shopper left (issue 9).
const shown = new Set<string>();

/**
 * Renders `children` once the placeholder comes within `margin` of the viewport, so sections further
 * down the home page load their code and data only when the visitor scrolls towards them.
 */
export function WhenNear({ id, children, placeholder, margin = '600px' }: { id: string; children: ReactNode; placeholder: ReactNode; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // The server renders the placeholder (and the browser hydrating its HTML starts from it too).
  const [near, setNear] = useState(() => shown.has(id));
  useEffect(() => {
    const el = ref.current;
    if (near) shown.add(id);
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') return void queueMicrotask(() => setNear(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin, id]);
  return near ? <>{children}</> : <div ref={ref}>{placeholder}</div>;
}
