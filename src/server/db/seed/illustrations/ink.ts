/**
 * What every drawing shares: the inks it is given and a few shape helpers. A drawing is flat SVG
 * shapes only (no text, so no font is needed), centred on the origin and kept within about 180
 * units of it, so it sits inside the card's badge whatever the badge's shape.
 */

export interface Inks {
  /** the badge colour, used for cut-outs */
  deep: string;
  /** the cream "paper" colour of the main shape */
  light: string;
  accent: string;
  /** a second accent, for variety */
  accent2: string;
}

export type Drawing = (c: Inks) => string;

export const round = 'stroke-linecap="round" stroke-linejoin="round"';

/** Materials that stay true to the good whatever the category palette. */
export const INK = {
  iron: '#2d2a28',
  steel: '#c9ced3',
  steelDark: '#8d949b',
  brass: '#d4a94a',
  copper: '#c7733f',
  walnut: '#6b4a35',
  oak: '#d8b27a',
  maple: '#e5c28f',
  leather: '#8b5a34',
  white: '#fbf7ee',
  leaf: '#5f9a5a',
} as const;

/** Points of a five-pointed star, for a <polygon>. */
export function star(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 === 0 ? r : r * 0.45;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${(cx + rad * Math.cos(a)).toFixed(1)},${(cy + rad * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

/**
 * Path data for many small circles: one <path> is smaller and renders faster than hundreds of
 * <circle> elements.
 */
export function dots(points: ReadonlyArray<readonly [number, number]>, r: number): string {
  return points.map(([x, y]) => `M ${x - r} ${y} a ${r} ${r} 0 1 0 ${2 * r} 0 a ${r} ${r} 0 1 0 ${-2 * r} 0`).join(' ');
}

/** Points of a grid, `cols` by `rows`, starting at (x, y). */
export function grid(x: number, y: number, cols: number, rows: number, dx: number, dy: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let j = 0; j < rows; j++) for (let i = 0; i < cols; i++) out.push([x + i * dx, y + j * dy]);
  return out;
}

/** A drop of liquid pointing up, `h` tall, its round bottom at (x, y). */
export function drop(x: number, y: number, h: number, fill: string): string {
  const w = h * 0.38;
  return `<path d="M ${x} ${y - h} C ${x + w * 0.4} ${y - h * 0.55} ${x + w} ${y - h * 0.35} ${x + w} ${y - w} A ${w} ${w} 0 0 1 ${x - w} ${y - w} C ${x - w} ${y - h * 0.35} ${x - w * 0.4} ${y - h * 0.55} ${x} ${y - h} Z" fill="${fill}"/>`;
}

/** A simple leaf, `len` long from its stem at (x, y), turned by `angle` degrees (0 points right). */
export function leaf(x: number, y: number, len: number, angle: number, fill: string): string {
  const w = len * 0.32;
  return `<path d="M 0 0 Q ${len * 0.45} ${-w} ${len} 0 Q ${len * 0.45} ${w} 0 0 Z" fill="${fill}" transform="translate(${x} ${y}) rotate(${angle})"/>`;
}

/** A point on a cubic Bezier curve, for placing details along a drawn band. */
export function bezier(
  p0: readonly [number, number],
  p1: readonly [number, number],
  p2: readonly [number, number],
  p3: readonly [number, number],
  t: number,
): [number, number] {
  const u = 1 - t;
  const x = u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0];
  const y = u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1];
  return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
}
