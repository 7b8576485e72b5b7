import { useEffect, useState } from 'react';
import { countdownAt } from '#shared/catalogue.ts';

/**
 * The deal countdown (docs/product.md A4): from 09:45:22, one tick a second, wrapping past midnight.
 * Display only. The clock is injectable for tests.
 */
export function useCountdown(now: () => number = Date.now): string {
  const [start] = useState(now);
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setElapsed(Math.floor((now() - start) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [now, start]);
  return countdownAt(elapsed);
}
