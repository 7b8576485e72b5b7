import { INK, dots, leaf, round, type Drawing, type Inks } from './ink.ts';

function chefKnife(): string {
  const dimples: Array<[number, number]> = [];
  for (let x = -30; x < 150; x += 22) dimples.push([x, -20 + ((x / 22) % 2 === 0 ? 0 : 8)]);
  return `
    <g transform="rotate(-38) scale(0.9)">
      <path d="M -48 -32 L 140 -32 Q 186 -30 214 -16 Q 176 26 104 34 L -48 34 Z" fill="#dfe3e6"/>
      <path d="M -48 -32 L 140 -32 Q 186 -30 214 -16 L 170 -10 Q 70 0 -48 4 Z" fill="#5b6066"/>
      <path d="${dots(dimples, 5)}" fill="#ffffff" opacity="0.22"/>
      <path d="M -48 26 L 104 26 Q 170 18 206 -12" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.8"/>
      <rect x="-62" y="-34" width="16" height="70" rx="4" fill="${INK.steelDark}"/>
      <path d="M -62 -24 L -190 -20 Q -208 -18 -208 2 Q -208 24 -190 26 L -62 26 Z" fill="#c58a4c"/>
      <path d="${dots(
        [
          [-90, -8],
          [-128, 12],
          [-170, -6],
          [-150, 14],
        ],
        7,
      )}" fill="#8f5a2c" opacity="0.6"/>
      <path d="${dots(
        [
          [-104, 2],
          [-160, 3],
        ],
        6,
      )}" fill="${INK.steel}"/>
    </g>`;
}

function skillet(c: Inks): string {
  return `
    <g fill="none" stroke="${c.light}" stroke-width="10" ${round} opacity="0.8">
      <path d="M -85 -112 q 16 -18 0 -36 q -16 -18 0 -36"/>
      <path d="M -35 -118 q 16 -18 0 -36 q -16 -18 0 -36"/>
      <path d="M 15 -112 q 16 -18 0 -36 q -16 -18 0 -36"/>
    </g>
    <rect x="60" y="-2" width="120" height="30" rx="15" fill="${c.light}" transform="rotate(-18 60 13)"/>
    <rect x="128" y="-2" width="52" height="30" rx="15" fill="${c.accent}" transform="rotate(-18 60 13)"/>
    <circle cx="-35" cy="30" r="118" fill="${c.light}"/>
    <circle cx="-35" cy="30" r="96" fill="${INK.iron}"/>
    <path d="M -92 30 C -100 -20 -40 -40 -10 -10 C 30 20 10 80 -40 82 C -80 84 -86 60 -92 30 Z" fill="${INK.white}"/>
    <circle cx="-42" cy="26" r="26" fill="#f4b331"/>
    <circle cx="-50" cy="18" r="8" fill="#ffffff" opacity="0.6"/>`;
}

function cuttingBoard(c: Inks): string {
  const tones = ['#7a553b', '#5e402c', '#8a6446', '#6b4a35'];
  const blocks: string[] = [];
  for (let j = 0; j < 4; j++) {
    for (let i = 0; i < 6; i++) {
      blocks.push(`<rect x="${-165 + i * 55}" y="${-100 + j * 50}" width="55" height="50" fill="${tones[(i * 3 + j * 2 + ((i * j) % 3)) % 4]}"/>`);
    }
  }
  return `
    <defs><clipPath id="board-top"><rect x="-165" y="-100" width="330" height="200" rx="22"/></clipPath></defs>
    <rect x="-165" y="-84" width="330" height="210" rx="22" fill="#3f2a1d"/>
    <g clip-path="url(#board-top)">${blocks.join('')}</g>
    <rect x="-165" y="-100" width="330" height="200" rx="22" fill="none" stroke="${c.light}" stroke-width="5" opacity="0.5"/>
    <circle cx="70" cy="-18" r="40" fill="#d9483b"/>
    <circle cx="70" cy="-18" r="31" fill="#f07a63"/>
    <path d="M 70 -18 L 70 -44 M 70 -18 L 92 -6 M 70 -18 L 48 -6" stroke="#d9483b" stroke-width="5"/>
    <circle cx="122" cy="28" r="36" fill="#d9483b"/>
    <circle cx="122" cy="28" r="28" fill="#f07a63"/>
    <path d="M 122 28 L 122 4 M 122 28 L 142 39 M 122 28 L 102 39" stroke="#d9483b" stroke-width="5"/>
    ${leaf(-110, 40, 70, -30, INK.leaf)}${leaf(-110, 40, 60, -75, '#4d8a4a')}${leaf(-110, 40, 56, 15, '#6fae68')}`;
}

function mug(x: number, y: number, s: number, glaze: string): string {
  const speckles: Array<[number, number]> = [
    [-30, -30],
    [10, -44],
    [28, -8],
    [-18, 6],
    [20, 30],
    [-34, 34],
    [0, -14],
  ];
  return `
    <g transform="translate(${x} ${y}) scale(${s})">
      <path d="M 50 -30 C 100 -30 100 40 50 40" fill="none" stroke="${glaze}" stroke-width="16"/>
      <rect x="-56" y="-64" width="112" height="128" rx="16" fill="${glaze}"/>
      <rect x="-56" y="44" width="112" height="20" rx="8" fill="#d8c3a5"/>
      <path d="${dots(speckles, 3.5)}" fill="#ffffff" opacity="0.5"/>
      <rect x="-56" y="-64" width="112" height="12" rx="6" fill="#000000" opacity="0.15"/>
    </g>`;
}

function mugs(c: Inks): string {
  return `
    ${mug(-62, -58, 0.82, '#3f6d96')}${mug(74, -58, 0.82, '#3f6d96')}
    ${mug(-74, 56, 1, '#5687b3')}${mug(60, 56, 1, '#5687b3')}
    <g fill="none" stroke="${c.light}" stroke-width="8" ${round} opacity="0.8">
      <path d="M -84 -150 q 12 -14 0 -28 q -12 -14 0 -28"/><path d="M 60 -150 q 12 -14 0 -28 q -12 -14 0 -28"/>
    </g>`;
}

function saucepan(): string {
  const dents: Array<[number, number]> = [
    [-120, -10],
    [-84, 20],
    [-44, -4],
    [-6, 30],
    [10, -12],
    [-100, 60],
    [-56, 74],
    [-20, 66],
  ];
  return `
    <g transform="translate(-20 10)">
      <path d="M 50 -26 L 176 -72 Q 192 -74 192 -58 Q 190 -46 178 -42 L 52 2 Z" fill="${INK.iron}"/>
      <path d="${dots(
        [
          [64, -20],
          [64, -6],
        ],
        5,
      )}" fill="#e09a63"/>
      <path d="M -150 -40 L 52 -40 L 46 92 Q 44 112 24 112 L -124 112 Q -144 112 -146 92 Z" fill="${INK.copper}"/>
      <path d="${dots(dents, 8)}" fill="#e8a26d" opacity="0.5"/>
      <rect x="-158" y="-52" width="218" height="18" rx="9" fill="#e09a63"/>
      <path d="M -150 -54 Q -48 -150 52 -54 Z" fill="#d6844d"/>
      <rect x="-66" y="-116" width="36" height="20" rx="9" fill="${INK.iron}"/>
      <path d="M -120 -66 Q -90 -100 -60 -106" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.35" ${round}/>
    </g>`;
}

function taper(x: number, top: number): string {
  return `
    <circle cx="${x}" cy="${top - 34}" r="30" fill="#fff3c4" opacity="0.3"/>
    <path d="M ${x} ${top - 60} C ${x + 14} ${top - 36} ${x + 14} ${top - 18} ${x} ${top - 10} C ${x - 14} ${top - 18} ${x - 14} ${top - 36} ${x} ${top - 60} Z" fill="#f4b331"/>
    <path d="M ${x} ${top - 40} C ${x + 6} ${top - 30} ${x + 6} ${top - 20} ${x} ${top - 14} C ${x - 6} ${top - 20} ${x - 6} ${top - 30} ${x} ${top - 40} Z" fill="#fff3c4"/>
    <path d="M ${x} ${top - 12} L ${x} ${top}" stroke="${INK.iron}" stroke-width="3"/>
    <rect x="${x - 15}" y="${top}" width="30" height="${104 - top}" rx="6" fill="#e9b949"/>
    <path d="M ${x + 8} ${top} L ${x + 8} ${top + 26} Q ${x + 8} ${top + 34} ${x + 12} ${top + 34} L ${x + 15} ${top + 34} L ${x + 15} ${top + 6}" fill="#d9a43a"/>
    <rect x="${x - 26}" y="100" width="52" height="14" rx="6" fill="${INK.brass}"/>
    <rect x="${x - 9}" y="112" width="18" height="18" fill="${INK.brass}"/>
    <ellipse cx="${x}" cy="138" rx="46" ry="12" fill="${INK.brass}"/>
    <ellipse cx="${x}" cy="134" rx="30" ry="5" fill="#ffffff" opacity="0.3"/>`;
}

const taperCandles: Drawing = () => `${taper(-56, -76)}${taper(56, -40)}`;

function stepStool(): string {
  // Drawn with real depth: seen flat from the side, a stepped panel reads as a chair.
  const side = 'M -150 150 L -150 40 L -30 40 L -30 -70 L 100 -70 L 100 150 L 74 150 Q 74 96 36 96 L -86 96 Q -124 96 -124 150 Z';
  const [dx, dy] = [56, -40];
  return `
    <g transform="translate(-4 -6)">
      <path d="${side}" fill="#a67c48" transform="translate(${dx} ${dy})"/>
      <polygon points="-150,40 -30,40 ${-30 + dx},${40 + dy} ${-150 + dx},${40 + dy}" fill="#f0d3a2"/>
      <polygon points="-30,40 -30,-70 ${-30 + dx},${-70 + dy} ${-30 + dx},${40 + dy}" fill="#c49a62"/>
      <polygon points="-30,-70 100,-70 ${100 + dx},${-70 + dy} ${-30 + dx},${-70 + dy}" fill="#f0d3a2"/>
      <path d="${side}" fill="${INK.oak}"/>
      <path d="M -150 40 L -30 40 M -30 -70 L 100 -70" stroke="#f6e2bd" stroke-width="5"/>
      <path d="M -30 40 L -30 150" stroke="#c49a62" stroke-width="4"/>
    </g>`;
}

function kitchenTowels(c: Inks): string {
  const towel = (x: number, w: number, h: number, fill: string, stripe: string) => {
    let waffle = '';
    for (let gx = x + 10; gx < x + w; gx += 12) waffle += `M ${gx} -112 L ${gx} ${-118 + h} `;
    for (let gy = -104; gy < -118 + h; gy += 12) waffle += `M ${x} ${gy} L ${x + w} ${gy} `;
    return `
      <rect x="${x}" y="-124" width="${w}" height="${h}" rx="6" fill="${fill}"/>
      <path d="${waffle}" stroke="#000000" stroke-width="1.5" opacity="0.08"/>
      <rect x="${x}" y="${-124 + h - 58}" width="${w}" height="14" fill="${stripe}"/>
      <rect x="${x}" y="${-124 + h - 36}" width="${w}" height="6" fill="${stripe}"/>
      <rect x="${x}" y="-124" width="${w}" height="18" rx="6" fill="#000000" opacity="0.12"/>`;
  };
  return `
    ${towel(-134, 112, 236, c.light, c.accent)}
    ${towel(-54, 112, 268, c.accent2, c.light)}
    ${towel(30, 112, 224, c.light, c.accent2)}
    <rect x="-168" y="-136" width="336" height="18" rx="9" fill="${INK.walnut}"/>
    <circle cx="-168" cy="-127" r="14" fill="${INK.walnut}"/><circle cx="168" cy="-127" r="14" fill="${INK.walnut}"/>`;
}

export const HOME_PICTURES = {
  'chef-knife': chefKnife,
  skillet,
  'cutting-board': cuttingBoard,
  mugs,
  saucepan,
  'taper-candles': taperCandles,
  'step-stool': stepStool,
  'kitchen-towels': kitchenTowels,
} satisfies Record<string, Drawing>;
