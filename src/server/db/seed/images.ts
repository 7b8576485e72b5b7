import { KEEP_ORIENTATION, PICTURES, type Picture } from './illustrations.ts';
import { INK, star, type Inks } from './illustrations/ink.ts';

/**
 * Product pictures for the demo catalogue: an illustrated card per product, drawn as SVG and
 * rendered to an 800x800 WebP with sharp (librsvg: picture-files.ts). The drawing shows the kind of good the product
 * is (its `picture`); the colours follow the category; the hue, the accents, the badge shape, the
 * background pattern and the drawing's orientation vary with the product id, so products of one
 * category do not look identical side by side. Each demo listing shows several photos drawn from
 * the same card (productPhotoSvg): a close-up, the good on a table, a card of its materials and, for
 * a listing sold in colours, the good in each other colour.
 */

export const IMAGE_SIZE = 800;

interface Palette {
  bgFrom: string;
  bgTo: string;
  deep: string;
  light: string;
  accents: readonly [string, string, string];
}

const PALETTES: Record<number, Palette> = {
  1: { bgFrom: '#e8eff6', bgTo: '#c6d6e7', deep: '#27445e', light: '#f7f3ea', accents: ['#e8a33d', '#5fb3b3', '#d9644a'] },
  2: { bgFrom: '#eaeef5', bgTo: '#c9d3e6', deep: '#2f4a7a', light: '#f6f1e7', accents: ['#c8553d', '#e3b23c', '#8fb8de'] },
  3: { bgFrom: '#f7ede2', bgTo: '#ebd0b8', deep: '#9c4a2e', light: '#f8f0e3', accents: ['#f2b632', '#5b8e7d', '#e07a5f'] },
  4: { bgFrom: '#f9ecec', bgTo: '#eecdd2', deep: '#a4506a', light: '#fbf3ef', accents: ['#f4b98f', '#9fceb0', '#d7b8ea'] },
  5: { bgFrom: '#e9f2e7', bgTo: '#c6dbc4', deep: '#2f5d46', light: '#f4f1e6', accents: ['#e07a3f', '#f2c14e', '#c4473a'] },
  6: { bgFrom: '#f6f0e4', bgTo: '#e4d3b6', deep: '#6b2d3a', light: '#fbf6ea', accents: ['#d9a441', '#4f7c8a', '#8aa36b'] },
  7: { bgFrom: '#fdf4dc', bgTo: '#f5dc9f', deep: '#c8513c', light: '#fffaf0', accents: ['#3d7dca', '#f2b134', '#4caf7a'] },
  8: { bgFrom: '#ebf5ef', bgTo: '#cce5d6', deep: '#3f7d65', light: '#f7f5ee', accents: ['#e88b7d', '#f1c75b', '#8fbfe0'] },
  9: { bgFrom: '#efedea', bgTo: '#d1ccc4', deep: '#33363b', light: '#f3efe6', accents: ['#c8423b', '#e0a030', '#3f7cc0'] },
  10: { bgFrom: '#f8eee2', bgTo: '#e9d1b2', deep: '#8a5a3b', light: '#fbf4ea', accents: ['#e58f45', '#5d9b9b', '#c9574b'] },
};

function hexToHsl(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  const r = ((n >> 16) & 255) / 255;
  const g = ((n >> 8) & 255) / 255;
  const b = (n & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function hslToHex(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f(0), f(8), f(4)]
    .map((x) =>
      Math.round(x * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Rotates a colour's hue by `degrees`, keeping its saturation and lightness. */
export function shiftHue(hex: string, degrees: number): string {
  const [h, s, l] = hexToHsl(hex);
  return hslToHex((h + degrees + 360) % 360, s, l);
}

/**
 * A faint background pattern drawn as one path over the whole (rotated) card. librsvg renders an
 * SVG <pattern> tile by tile, which cost about 150 ms a picture; one long path costs a few. The
 * path depends only on the kind, and building it is most of the cost of a card's SVG, which every
 * start computes to check the pictures (ensureProductImages), so each kind is built once.
 */
const patternPaths = new Map<number, string>();

function patternPath(kind: number): string {
  const cached = patternPaths.get(kind);
  if (cached) return cached;
  const from = -180;
  const to = 980;
  const parts: string[] = [];
  const step = kind === 0 ? 28 : 48;
  for (let y = from; y <= to; y += step) {
    if (kind === 1) {
      parts.push(`M ${from} ${y} L ${to} ${y}`);
      continue;
    }
    if (kind === 2) {
      let zig = `M ${from} ${y}`;
      for (let x = from; x < to; x += 24) zig += ` L ${x + 12} ${y - 12} L ${x + 24} ${y}`;
      parts.push(zig);
      continue;
    }
    for (let x = from; x <= to; x += step) {
      if (kind === 0) parts.push(`M ${x - 3.2} ${y} a 3.2 3.2 0 1 0 6.4 0 a 3.2 3.2 0 1 0 -6.4 0`);
      else parts.push(`M ${star(x, y, 7).replace(/ /g, ' L ')} Z`);
    }
  }
  const d = parts.join(' ');
  patternPaths.set(kind, d);
  return d;
}

function backgroundPattern(kind: number, ink: string, tilt: number): string {
  const paint = kind === 0 || kind === 3 ? `fill="${ink}"` : `fill="none" stroke="${ink}" stroke-width="${kind === 1 ? 5 : 3.5}"`;
  return `<path d="${patternPath(kind)}" ${paint} opacity="0.07" transform="rotate(${tilt} 400 400)"/>`;
}

const CX = 400;
const CY = 372;
const R = 218;

/**
 * The outline of the badge behind the drawing, `inset` units inside the full size: a circle, a
 * rounded square or an arch, so products of one category do not all wear the same badge.
 */
function badgePath(kind: number, inset: number): string {
  const r = R - inset;
  const left = CX - r;
  const right = CX + r;
  if (kind === 0) return `M ${left} ${CY} A ${r} ${r} 0 1 1 ${right} ${CY} A ${r} ${r} 0 1 1 ${left} ${CY} Z`;
  const top = CY - r;
  const bottom = CY + r;
  const k = Math.max(24, 72 - inset);
  const bottomCorners = `L ${right} ${bottom - k} Q ${right} ${bottom} ${right - k} ${bottom} L ${left + k} ${bottom} Q ${left} ${bottom} ${left} ${bottom - k}`;
  if (kind === 1) {
    return `M ${left} ${top + k} Q ${left} ${top} ${left + k} ${top} L ${right - k} ${top} Q ${right} ${top} ${right} ${top + k} ${bottomCorners} Z`;
  }
  return `M ${left} ${CY} A ${r} ${r} 0 0 1 ${right} ${CY} ${bottomCorners} Z`;
}

/** What every photo of a product shares: its colours and the drawing as placed on the cover. */
function cardLook(product: { id: number; categoryId: number; picture: Picture }) {
  const palette = PALETTES[product.categoryId] ?? PALETTES[6]!;
  const draw = PICTURES[product.picture];
  const id = product.id;
  const hue = ((id * 37) % 19) - 9;
  const deep = shiftHue(palette.deep, hue);
  const inks: Inks = {
    deep,
    light: palette.light,
    accent: shiftHue(palette.accents[id % 3]!, hue / 2),
    accent2: shiftHue(palette.accents[(id + 1) % 3]!, hue / 2),
  };
  // Ids are dealt round-robin over the ten categories, so `round` counts a category's products.
  const round = Math.floor((id - 1) / 10);
  const flip = round % 2 === 1 && !KEEP_ORIENTATION.has(product.picture) ? ' scale(-1 1)' : '';
  const scale = (0.96 + (id % 5) * 0.02).toFixed(2);
  return { palette, hue, deep, round, drawing: draw(inks), flip, scale };
}

/**
 * A filter that redraws the drawing in one colour (a duotone from the colour's shadow to its
 * highlight by each pixel's lightness), for a variant's own photo: "Chore coat in Black".
 */
function tintFilter(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const rows = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const shadow = (c * 0.45) / 255;
    const highlight = (c + (255 - c) * 0.4) / 255;
    const span = highlight - shadow;
    return `${(span * 0.2126).toFixed(4)} ${(span * 0.7152).toFixed(4)} ${(span * 0.0722).toFixed(4)} 0 ${shadow.toFixed(4)}`;
  });
  return `<filter id="tint" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="${rows.join(' ')} 0 0 0 1 0"/></filter>`;
}

/** The cover card; with `tint`, the same card with the drawing in that colour. */
function cardSvg(product: { id: number; categoryId: number; picture: Picture }, opts: { viewBox?: string; tint?: string } = {}): string {
  const { palette, hue, deep, round, drawing, flip, scale } = cardLook(product);
  const id = product.id;
  const shape = round % 3;
  const patternKind = Math.floor(id / 3) % 4;
  const tilt = [0, 45, -30, 15][id % 4]!;
  const ribbonStars = [340, 400, 460].map((x) => `<polygon points="${star(x, 700, 15)}" fill="${deep}"/>`).join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="${opts.viewBox ?? '0 0 800 800'}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${shiftHue(palette.bgFrom, hue)}"/>
      <stop offset="1" stop-color="${shiftHue(palette.bgTo, hue)}"/>
    </linearGradient>
    <radialGradient id="badge" cx="0.38" cy="0.32" r="0.8">
      <stop offset="0" stop-color="${shiftHue(deep, 4)}" stop-opacity="0.82"/>
      <stop offset="1" stop-color="${deep}"/>
    </radialGradient>${opts.tint ? tintFilter(opts.tint) : ''}
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  ${backgroundPattern(patternKind, deep, tilt)}
  <ellipse cx="400" cy="628" rx="190" ry="22" fill="#000000" opacity="0.08"/>
  <path d="${badgePath(shape, -14)}" fill="#ffffff" opacity="0.35"/>
  <path d="${badgePath(shape, 0)}" fill="url(#badge)"/>
  <path d="${badgePath(shape, 20)}" fill="none" stroke="${palette.light}" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="3 11" stroke-linecap="round"/>
  <g transform="translate(400 380) scale(${scale})${flip}"${opts.tint ? ' filter="url(#tint)"' : ''}>${drawing}
  </g>
  <path d="M 220 700 L 312 700 M 488 700 L 580 700" stroke="${deep}" stroke-width="4" stroke-linecap="round" opacity="0.55"/>
  ${ribbonStars}
</svg>`;
}

/** The SVG source of one product card; pure, so it can be tested and previewed. */
export function productCardSvg(product: { id: number; categoryId: number; picture: Picture }): string {
  return cardSvg(product);
}

/** The drawing standing on a workshop table against a plain wall, as if photographed in the shop. */
function settingSvg(product: { id: number; categoryId: number; picture: Picture }): string {
  const { palette, hue, drawing, flip, scale } = cardLook(product);
  const planks = [590, 640, 700, 760].map((y) => `M 0 ${y} L 800 ${y + 6}`).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 800 800">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shiftHue(palette.light, hue)}"/>
      <stop offset="1" stop-color="${shiftHue(palette.bgTo, hue)}"/>
    </linearGradient>
    <linearGradient id="table" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${INK.oak}"/>
      <stop offset="1" stop-color="#b88a55"/>
    </linearGradient>
  </defs>
  <rect width="800" height="560" fill="url(#wall)"/>
  <path d="M 560 60 L 740 60 L 740 300 L 560 300 Z M 650 60 L 650 300 M 560 180 L 740 180" fill="#ffffff" fill-opacity="0.35" stroke="#ffffff" stroke-opacity="0.6" stroke-width="6"/>
  <rect y="560" width="800" height="240" fill="url(#table)"/>
  <rect y="552" width="800" height="14" fill="#9a6e40"/>
  <path d="${planks}" stroke="#8a5f36" stroke-width="2" opacity="0.35"/>
  <ellipse cx="400" cy="${Math.round(392 + 180 * Number(scale) * 0.88)}" rx="200" ry="24" fill="#000000" opacity="0.18"/>
  <g transform="translate(400 392) scale(${(Number(scale) * 0.88).toFixed(3)})${flip}">${drawing}
  </g>
</svg>`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Lines of at most `width` characters, broken between words. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + 1 + word.length <= width) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A card with the drawing small at the top and what the good is made of, and its care, below it. */
function materialsSvg(product: { id: number; categoryId: number; picture: Picture }, materials: string, care: string | null): string {
  const { palette, hue, deep, drawing } = cardLook(product);
  const font = 'font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif"';
  let y = 360;
  const block = (heading: string, text: string) => {
    const lines = wrap(text, 34).slice(0, 4);
    const out = `<text x="96" y="${y}" ${font} font-size="26" font-weight="bold" letter-spacing="3" fill="${deep}">${heading}</text>
  ${lines.map((line, i) => `<text x="96" y="${y + 48 + i * 40}" ${font} font-size="30" fill="#2f2a26">${escapeXml(line)}</text>`).join('\n  ')}`;
    y += 48 + lines.length * 40 + 44;
    return out;
  };
  const text = `${block('MATERIALS', materials)}${care ? `\n  ${block('CARE', care)}` : ''}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="${shiftHue(palette.bgFrom, hue)}"/>
  <rect x="48" y="48" width="704" height="704" rx="28" fill="${palette.light}"/>
  <circle cx="400" cy="190" r="118" fill="${deep}"/>
  <g transform="translate(400 190) scale(0.5)">${drawing}
  </g>
  <path d="M 96 318 L 704 318" stroke="${deep}" stroke-width="3" opacity="0.3"/>
  ${text}
</svg>`;
}

/**
 * The views of a product a demo listing shows (docs/decisions/0060-photos-and-variants.md): the card
 * (cover), a close-up (the card's middle at twice the size, on a detail that moves with the id),
 * the good in a setting, a card of its materials and care, and the good in another colour.
 */
export type PhotoView =
  | { kind: 'cover' }
  | { kind: 'close-up' }
  | { kind: 'setting' }
  | { kind: 'materials'; materials: string; care: string | null }
  | { kind: 'colour'; hex: string };

/** The SVG source of one photo of a product. */
export function productPhotoSvg(product: { id: number; categoryId: number; picture: Picture }, view: PhotoView): string {
  switch (view.kind) {
    case 'cover':
      return cardSvg(product);
    case 'close-up': {
      const dx = product.id % 2 === 0 ? -65 : 65;
      const dy = product.id % 4 < 2 ? -60 : 50;
      return cardSvg(product, { viewBox: `${200 + dx} ${180 + dy} 400 400` });
    }
    case 'setting':
      return settingSvg(product);
    case 'materials':
      return materialsSvg(product, view.materials, view.care);
    case 'colour':
      return cardSvg(product, { tint: view.hex });
  }
}
