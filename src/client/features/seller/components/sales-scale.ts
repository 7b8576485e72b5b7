// The sales chart's scale (sales-chart.tsx): round figures on the money axis and which bars are
// named under the axis. Pure, so it is tested without rendering.

/**
 * Ticks from 0 to at least `max`, in about four equal steps of a round size (1, 2, 2.5 or 5 times a
 * power of ten): 0, 2500, 5000, 7500, 10000 for a maximum of 9,120.
 */
export function axisTicks(max: number, steps = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / steps;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const count = Math.ceil(max / step - 1e-9);
  return Array.from({ length: count + 1 }, (_, i) => Math.round(i * step * 100) / 100);
}

/**
 * Which of `count` bars carry their period's name, at most `most` of them: every k-th from the
 * first, and always the last (dropping the one before it when the two would touch).
 */
export function labelledBars(count: number, most: number): Set<number> {
  if (count <= most) return new Set(Array.from({ length: count }, (_, i) => i));
  const every = Math.ceil((count - 1) / (most - 1));
  const shown = new Set<number>();
  for (let i = 0; i < count - 1; i += every) shown.add(i);
  const last = count - 1;
  const before = Math.max(...shown);
  if (last - before < every / 2) shown.delete(before);
  shown.add(last);
  return shown;
}
