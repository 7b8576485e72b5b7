import { INK, dots, round, type Drawing, type Inks } from './ink.ts';

function trainSet(c: Inks): string {
  const wheel = (x: number) => `<circle cx="${x}" cy="84" r="22" fill="${c.accent}"/><circle cx="${x}" cy="84" r="7" fill="${INK.iron}"/>`;
  return `
    <rect x="-180" y="104" width="360" height="22" rx="6" fill="#c7a06b"/>
    <path d="M -180 115 L 180 115" stroke="#a37f4f" stroke-width="4" stroke-dasharray="30 10"/>
    <rect x="-168" y="0" width="110" height="80" rx="10" fill="${INK.maple}"/>
    <rect x="-156" y="-30" width="36" height="34" rx="8" fill="${c.accent2}"/>
    <rect x="-112" y="-22" width="40" height="26" rx="13" fill="${c.light}"/>
    ${wheel(-140)}${wheel(-86)}
    <rect x="-60" y="44" width="24" height="12" fill="#a37f4f"/>
    <rect x="-40" y="-80" width="76" height="160" rx="8" fill="${INK.maple}"/>
    <rect x="-50" y="-96" width="96" height="22" rx="8" fill="${c.accent}"/>
    <rect x="-24" y="-56" width="44" height="40" rx="6" fill="${c.deep}"/>
    <rect x="30" y="-6" width="110" height="86" rx="14" fill="${INK.maple}"/>
    <rect x="90" y="-56" width="28" height="52" rx="5" fill="${c.accent2}"/>
    <rect x="84" y="-66" width="40" height="14" rx="5" fill="${c.accent2}"/>
    <polygon points="140,40 172,80 140,80" fill="${c.accent}"/>
    ${wheel(4)}${wheel(60)}${wheel(112)}
    <circle cx="104" cy="-100" r="18" fill="${c.light}" opacity="0.85"/><circle cx="132" cy="-124" r="24" fill="${c.light}" opacity="0.7"/>`;
}

function buildingBlocks(c: Inks): string {
  const light = INK.maple;
  const mid = '#d9b27a';
  const dark = '#c2945a';
  return `
    <rect x="-170" y="96" width="160" height="46" rx="4" fill="${mid}"/>
    <rect x="0" y="96" width="76" height="46" rx="4" fill="${light}"/>
    <rect x="86" y="96" width="84" height="46" rx="4" fill="${dark}"/>
    <rect x="-150" y="-10" width="40" height="106" rx="3" fill="${light}"/>
    <rect x="-70" y="-10" width="40" height="106" rx="3" fill="${light}"/>
    <rect x="-166" y="-46" width="152" height="36" rx="3" fill="${dark}"/>
    <polygon points="-160,-46 -90,-120 -20,-46" fill="${c.accent}"/>
    <path d="M 20 96 L 20 -2 Q 20 -14 62 -14 Q 104 -14 104 -2 L 104 96 Z" fill="${mid}"/>
    <ellipse cx="62" cy="-4" rx="42" ry="12" fill="${light}"/>
    <rect x="36" y="-70" width="52" height="52" rx="3" fill="${c.accent2}"/>
    <path d="M 112 96 L 112 20 L 170 20 L 170 96 L 158 96 Q 158 60 141 60 Q 124 60 124 96 Z" fill="${light}"/>
    <g stroke="#a37f4f" stroke-width="3" opacity="0.5" fill="none">
      <path d="M -160 112 Q -90 106 -20 114 M -140 10 L -140 80 M -60 20 L -60 90 M -150 -30 Q -90 -34 -30 -28"/>
    </g>`;
}

function chessSet(): string {
  const walnut = '#4a3222';
  const maple = '#ecd3a3';
  const squares: string[] = [];
  // Three rows of the board in perspective: each row narrower than the one in front of it.
  const rows = [
    { y: 60, h: 26, half: 140 },
    { y: 86, h: 30, half: 156 },
    { y: 116, h: 34, half: 174 },
  ];
  rows.forEach((r, j) => {
    const next = j + 1 < rows.length ? rows[j + 1]!.half : r.half + 18;
    for (let i = 0; i < 8; i++) {
      const x1 = -r.half + (i * 2 * r.half) / 8;
      const x2 = -r.half + ((i + 1) * 2 * r.half) / 8;
      const x3 = -next + ((i + 1) * 2 * next) / 8;
      const x4 = -next + (i * 2 * next) / 8;
      squares.push(`<polygon points="${x1},${r.y} ${x2},${r.y} ${x3},${r.y + r.h} ${x4},${r.y + r.h}" fill="${(i + j) % 2 === 0 ? walnut : maple}"/>`);
    }
  });
  const base = (x: number, fill: string) =>
    `<ellipse cx="${x}" cy="${96}" rx="40" ry="12" fill="${fill}"/><rect x="${x - 34}" y="70" width="68" height="26" rx="8" fill="${fill}"/>`;
  return `
    ${squares.join('')}
    ${base(-96, walnut)}
    <path d="M -118 70 Q -116 10 -110 -40 L -82 -40 Q -76 10 -74 70 Z" fill="${walnut}"/>
    <rect x="-120" y="-58" width="48" height="20" rx="6" fill="${walnut}"/>
    <path d="M -96 -60 L -96 -110 M -114 -92 L -78 -92" stroke="${walnut}" stroke-width="12" ${round}/>
    ${base(10, maple)}
    <path d="M -20 70 L -20 20 Q -40 -20 -20 -60 Q 0 -100 30 -84 L 40 -96 L 46 -70 Q 60 -40 50 -10 L 20 -20 L 36 20 L 40 70 Z" fill="${maple}"/>
    <circle cx="18" cy="-56" r="5" fill="${walnut}"/>
    ${base(106, walnut)}
    <path d="M 86 70 Q 92 30 98 10 L 114 10 Q 120 30 126 70 Z" fill="${walnut}"/>
    <rect x="88" y="0" width="36" height="12" rx="6" fill="${walnut}"/>
    <circle cx="106" cy="-14" r="22" fill="${walnut}"/>
`;
}

const USA =
  'M -168 -98 L -10 -98 L -2 -110 L 10 -96 L 30 -88 L 50 -78 L 60 -60 L 78 -70 L 95 -62 L 120 -80 L 140 -102 L 160 -92 L 150 -72 L 136 -58 L 118 -45 L 112 -25 L 116 -8 L 112 12 L 98 30 L 90 48 L 100 80 L 108 112 L 94 114 L 80 80 L 70 60 L 40 62 L 20 65 L 0 70 L -20 95 L -36 110 L -50 80 L -62 62 L -80 58 L -100 60 L -130 52 L -150 40 L -170 0 L -175 -40 L -170 -80 Z';

function puzzleMap(c: Inks): string {
  const bands = [
    { x: -180, w: 64, a: c.accent, b: c.accent2 },
    { x: -116, w: 56, a: '#f2b134', b: c.accent },
    { x: -60, w: 60, a: c.accent2, b: '#4caf7a' },
    { x: 0, w: 56, a: '#4caf7a', b: '#f2b134' },
    { x: 56, w: 60, a: c.accent, b: c.accent2 },
    { x: 116, w: 60, a: '#f2b134', b: '#4caf7a' },
  ];
  const fills = bands
    .map(
      (b, i) =>
        `<rect x="${b.x}" y="-120" width="${b.w}" height="${110 + (i % 2) * 24}" fill="${b.a}"/><rect x="${b.x}" y="${-10 + (i % 2) * 24}" width="${b.w}" height="150" fill="${b.b}"/>`,
    )
    .join('');
  return `
    <defs><clipPath id="usa"><path d="${USA}"/></clipPath></defs>
    <g transform="translate(0 24) scale(1.02)">
      <path d="${USA}" fill="${INK.iron}" opacity="0.2" transform="translate(6 8)"/>
      <g clip-path="url(#usa)">
        ${fills}
        <path d="M -116 -120 L -116 140 M -60 -120 L -60 140 M 0 -120 L 0 140 M 56 -120 L 56 140 M 116 -120 L 116 140 M -180 -10 L -116 -10 M -116 14 L -60 14 M -60 -10 L 0 -10 M 0 14 L 56 14 M 56 -10 L 116 -10 M 116 14 L 180 14" stroke="${c.deep}" stroke-width="4"/>
        <rect x="-60" y="-10" width="60" height="24" fill="${c.deep}" opacity="0.6"/>
      </g>
      <path d="${USA}" fill="none" stroke="${c.light}" stroke-width="5" stroke-linejoin="round"/>
    </g>
    <g transform="translate(-30 -120) rotate(-10)">
      <rect x="-34" y="-8" width="68" height="36" fill="#000000" opacity="0.2" transform="translate(6 10)"/>
      <rect x="-34" y="-8" width="68" height="36" fill="${c.accent2}"/>
      <rect x="-8" y="-2" width="16" height="16" rx="8" fill="${INK.maple}"/>
    </g>`;
}

function marble(x: number, y: number, r: number, fill: string, swirl: string): string {
  // Shaded like a glass sphere, with an S-shaped vane through it: a plain arc reads as a frown.
  const k = (f: number) => (f * r).toFixed(1);
  return `
    <circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>
    <circle cx="${x}" cy="${y}" r="${r}" fill="#000000" opacity="0.18"/>
    <circle cx="${x - r * 0.1}" cy="${y - r * 0.1}" r="${r * 0.86}" fill="${fill}"/>
    <path d="M ${x} ${y} m ${k(-0.75)} ${k(0.3)} c ${k(0.5)} ${k(-0.9)} ${k(1)} ${k(0.3)} ${k(1.5)} ${k(-0.6)}" fill="none" stroke="${swirl}" stroke-width="${k(0.26)}" ${round}/>
    <ellipse cx="${x - r * 0.38}" cy="${y - r * 0.42}" rx="${r * 0.24}" ry="${r * 0.14}" fill="#ffffff" opacity="0.8" transform="rotate(-40 ${x - r * 0.38} ${y - r * 0.42})"/>`;
}

function marbles(c: Inks): string {
  return `
    <g transform="translate(-6 0)">
      <path d="M -104 -92 C -150 -70 -176 -10 -160 40 C -146 84 -30 84 -14 40 C 0 -10 -20 -70 -56 -92 Z" fill="${c.accent2}"/>
      <path d="M -120 10 Q -112 40 -104 62 M -80 -40 Q -78 20 -80 70 M -46 6 Q -52 40 -56 66" fill="none" stroke="#000000" stroke-width="4" opacity="0.15" ${round}/>
      <path d="M -116 -140 Q -104 -128 -92 -140 Q -80 -128 -68 -140 Q -56 -128 -44 -140 L -58 -98 L -102 -98 Z" fill="${c.accent2}"/>
      <path d="M -116 -140 Q -104 -128 -92 -140 Q -80 -128 -68 -140 Q -56 -128 -44 -140 L -58 -98 L -102 -98 Z" fill="#ffffff" opacity="0.2"/>
      <rect x="-108" y="-104" width="56" height="14" rx="7" fill="${INK.white}"/>
      <path d="M -58 -96 Q -30 -70 -36 -36 M -58 -96 Q -20 -86 -4 -58" fill="none" stroke="${INK.white}" stroke-width="5" ${round}/>
      <circle cx="-36" cy="-32" r="8" fill="${INK.maple}"/><circle cx="-3" cy="-54" r="8" fill="${INK.maple}"/>
    </g>
    ${marble(-30, 100, 44, '#8fc7d9', '#f2b134')}
    ${marble(60, 60, 38, '#4caf7a', c.light)}
    ${marble(130, 110, 32, '#f2b134', '#3d7dca')}
    ${marble(80, -40, 30, '#d7e8f0', '#d9483b')}
    ${marble(146, 14, 24, '#3d7dca', c.light)}
    ${marble(-120, 128, 26, c.light, '#3d7dca')}`;
}

function boardGame(c: Inks): string {
  const die = (x: number, y: number, a: number, pips: Array<[number, number]>) => `
      <g transform="translate(${x} ${y}) rotate(${a})">
        <rect x="-30" y="-30" width="60" height="60" rx="10" fill="${INK.white}"/>
        <path d="${dots(pips, 6)}" fill="${INK.iron}"/>
      </g>`;
  return `
    <rect x="-170" y="-140" width="260" height="196" rx="10" fill="#000000" opacity="0.2"/>
    <rect x="-176" y="-150" width="260" height="196" rx="10" fill="${c.light}"/>
    <rect x="-164" y="-138" width="236" height="100" rx="4" fill="#8fc7e8"/>
    <rect x="-164" y="-38" width="236" height="72" rx="4" fill="#4caf7a"/>
    <path d="M -164 -10 L 72 -20 M -164 14 L 72 8" stroke="#3d8f5f" stroke-width="6"/>
    <circle cx="30" cy="-108" r="18" fill="#f2b134"/>
    <polygon points="-120,-38 -120,-86 -84,-116 -48,-86 -48,-38" fill="${c.deep}"/>
    <rect x="-96" y="-72" width="24" height="34" fill="${c.light}"/>
    <path d="M -96 -72 L -72 -38 M -72 -72 L -96 -38" stroke="${c.deep}" stroke-width="3"/>
    ${die(0, 110, -12, [
      [-14, -14],
      [14, 14],
      [0, 0],
    ])}
    ${die(84, 96, 16, [
      [-14, -14],
      [14, -14],
      [-14, 14],
      [14, 14],
    ])}
    <path d="M 130 40 a 16 16 0 1 1 22 0 l 14 30 l -50 0 Z" fill="${c.accent2}"/>
    <path d="M 150 -40 a 14 14 0 1 1 20 0 l 12 26 l -44 0 Z" fill="${c.accent}"/>`;
}

function plushBison(c: Inks): string {
  const fur = '#8a5a3b';
  const mane = '#5e3c27';
  return `
    <rect x="-86" y="60" width="40" height="70" rx="18" fill="${mane}"/>
    <rect x="80" y="60" width="40" height="70" rx="18" fill="${fur}"/>
    <path d="M 150 0 Q 178 20 168 60" fill="none" stroke="${fur}" stroke-width="8" ${round}/>
    <circle cx="168" cy="64" r="10" fill="${mane}"/>
    <path d="M -110 40 C -120 -60 -60 -120 10 -112 C 90 -104 160 -60 158 20 C 156 80 120 100 60 100 L -60 100 C -100 100 -108 80 -110 40 Z" fill="${fur}"/>
    <path d="M -110 40 C -120 -60 -60 -120 10 -112 C 30 -60 30 40 -20 100 L -60 100 C -100 100 -108 80 -110 40 Z" fill="${mane}"/>
    <rect x="-40" y="64" width="40" height="70" rx="18" fill="${mane}"/>
    <rect x="40" y="64" width="40" height="70" rx="18" fill="${fur}"/>
    <path d="M -150 -34 Q -170 -70 -140 -80" fill="none" stroke="${INK.white}" stroke-width="12" ${round}/>
    <path d="M -62 -40 Q -40 -74 -70 -90" fill="none" stroke="${INK.white}" stroke-width="12" ${round}/>
    <ellipse cx="-110" cy="10" rx="56" ry="62" fill="${mane}"/>
    <ellipse cx="-128" cy="44" rx="34" ry="26" fill="#7a5138"/>
    <circle cx="-136" cy="40" r="5" fill="${INK.iron}"/><circle cx="-118" cy="40" r="5" fill="${INK.iron}"/>
    <circle cx="-104" cy="-6" r="9" fill="${INK.iron}"/><circle cx="-101" cy="-9" r="3" fill="${c.light}"/>
    <path d="M -70 -100 Q -50 -120 -30 -102 M -20 -110 Q 0 -128 20 -108" fill="none" stroke="#4a2f1f" stroke-width="6" ${round}/>`;
}

export const TOYS_PICTURES = {
  'train-set': trainSet,
  'building-blocks': buildingBlocks,
  'chess-set': chessSet,
  'puzzle-map': puzzleMap,
  marbles,
  'board-game': boardGame,
  'plush-bison': plushBison,
} satisfies Record<string, Drawing>;
