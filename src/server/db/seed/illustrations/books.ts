import { INK, dots, leaf, round, type Drawing, type Inks } from './ink.ts';

function fieldJournal(c: Inks): string {
  return `
    <g transform="rotate(-6)">
      <rect x="-104" y="-150" width="222" height="292" rx="14" fill="${c.light}"/>
      <rect x="-116" y="-156" width="222" height="292" rx="14" fill="${c.accent2}"/>
      <rect x="58" y="-156" width="14" height="292" fill="${INK.iron}"/>
      <circle cx="-22" cy="-30" r="62" fill="${c.light}"/>
      <polygon points="-78,0 -40,-62 -20,-30 0,-70 36,0" fill="${c.accent2}"/>
      <polygon points="-40,-62 -30,-46 -50,-46" fill="${c.light}"/>
      <circle cx="12" cy="-62" r="10" fill="${c.accent}"/>
      <path d="M -78 0 L 36 0" stroke="${c.accent2}" stroke-width="6"/>
      <rect x="-56" y="130" width="16" height="44" fill="${c.accent}"/>
      <polygon points="-56,174 -48,164 -40,174" fill="${c.deep}"/>
    </g>`;
}

function flowerPrint(x: number, angle: number, c: Inks, bloom: string): string {
  return `
    <g transform="rotate(${angle} ${x} 150) translate(${x} 0)">
      <rect x="-70" y="-110" width="140" height="196" rx="4" fill="${c.light}"/>
      <rect x="-58" y="-98" width="116" height="172" fill="none" stroke="${c.deep}" stroke-width="3" opacity="0.3"/>
      <path d="M 0 60 Q -6 0 0 -40" fill="none" stroke="${INK.leaf}" stroke-width="5"/>
      ${leaf(0, 30, 40, -150, INK.leaf)}${leaf(0, 10, 38, -30, INK.leaf)}
      ${bloom}
    </g>`;
}

function artPrints(c: Inks): string {
  const petals = (fill: string, center: string) => {
    let d = '';
    for (let i = 0; i < 10; i++) d += `<ellipse cx="0" cy="-62" rx="7" ry="20" fill="${fill}" transform="rotate(${i * 36} 0 -44)"/>`;
    return `${d}<circle cx="0" cy="-44" r="11" fill="${center}"/>`;
  };
  const lupine = `<path d="${dots(
    [
      [0, -96],
      [-6, -84],
      [6, -80],
      [-8, -68],
      [8, -64],
      [-8, -52],
      [8, -48],
    ],
    7,
  )}" fill="#7a68c9"/>`;
  return `
    ${flowerPrint(-70, -12, c, petals('#e07aa0', '#7a4a2a'))}
    ${flowerPrint(70, 12, c, lupine)}
    ${flowerPrint(0, 0, c, petals('#f2b632', '#5a3a22'))}`;
}

function quiltBook(c: Inks): string {
  const block = (x: number, y: number, s: number) => {
    const h = s / 2;
    return `
      <rect x="${x}" y="${y}" width="${s}" height="${s}" fill="${c.accent}"/>
      <polygon points="${x},${y} ${x + h},${y + h} ${x},${y + s}" fill="${c.accent2}"/>
      <polygon points="${x + s},${y} ${x + h},${y + h} ${x + s},${y + s}" fill="${c.accent2}"/>
      <rect x="${x + h - s / 6}" y="${y + h - s / 6}" width="${s / 3}" height="${s / 3}" fill="${c.light}" transform="rotate(45 ${x + h} ${y + h})"/>`;
  };
  const lines = [-30, -5, 20, 45, 70].map((y) => `<path d="M 140 ${y} Q 80 ${y - 14} 26 ${y + 6}"/>`).join('');
  return `
    <path d="M 0 -60 C -55 -95 -130 -98 -178 -74 L -178 118 C -130 96 -55 96 0 128 C 55 96 130 96 178 118 L 178 -74 C 130 -98 55 -95 0 -60 Z" fill="${c.accent}"/>
    <path d="M 0 -78 C -50 -110 -120 -112 -162 -90 L -162 98 C -120 78 -50 80 0 110 Z" fill="${c.light}"/>
    <path d="M 0 -78 C 50 -110 120 -112 162 -90 L 162 98 C 120 78 50 80 0 110 Z" fill="${c.light}"/>
    <g transform="rotate(4 -80 0)">${block(-136, -68, 50)}${block(-86, -68, 50)}${block(-136, -18, 50)}${block(-86, -18, 50)}</g>
    <g fill="none" stroke="${c.deep}" stroke-width="6" stroke-linecap="round" opacity="0.25">${lines}</g>
    <path d="M 0 -78 L 0 110" stroke="${c.deep}" stroke-width="4" opacity="0.3"/>`;
}

function leatherNotebook(c: Inks): string {
  return `
    <rect x="-78" y="-164" width="150" height="20" rx="3" fill="${c.light}"/>
    <rect x="-92" y="-156" width="184" height="300" rx="20" fill="${INK.leather}"/>
    <rect x="-80" y="-144" width="160" height="276" rx="12" fill="none" stroke="${c.light}" stroke-width="3" stroke-dasharray="8 6" opacity="0.55"/>
    <rect x="20" y="-24" width="100" height="42" rx="12" fill="#6e4428"/>
    <circle cx="92" cy="-3" r="14" fill="${INK.brass}"/>
    <circle cx="92" cy="-3" r="6" fill="#b58a32"/>
    <path d="M -40 150 Q -60 176 -30 178" fill="none" stroke="${c.accent}" stroke-width="5" ${round}/>`;
}

function roadAtlas(c: Inks): string {
  let rings = '';
  for (let x = -140; x <= 140; x += 22) rings += `<rect x="${x - 4}" y="-132" width="8" height="30" rx="4" fill="${INK.iron}"/>`;
  return `
    <rect x="-166" y="-110" width="332" height="226" rx="10" fill="${c.light}"/>
    <rect x="-150" y="-90" width="300" height="190" rx="4" fill="#cfe0b8"/>
    <path d="M -150 40 Q -90 20 -60 60 Q -40 100 -70 100 L -150 100 Z" fill="#8fbcd4"/>
    <path d="M -130 -70 C -40 -70 -60 10 10 10 C 80 10 60 -60 130 -60" fill="none" stroke="${INK.iron}" stroke-width="14" ${round}/>
    <path d="M -130 -70 C -40 -70 -60 10 10 10 C 80 10 60 -60 130 -60" fill="none" stroke="#f2c14e" stroke-width="3" stroke-dasharray="10 8"/>
    <path d="M 70 20 L 130 20 L 130 50 Q 130 80 100 92 Q 70 80 70 50 Z" fill="${INK.white}" stroke="${INK.iron}" stroke-width="5"/>
    <path d="M 70 32 L 130 32" stroke="${INK.iron}" stroke-width="4"/>
    <path d="M 10 -54 C 30 -54 38 -34 10 -4 C -18 -34 -10 -54 10 -54 Z" fill="${c.accent}" transform="translate(0 -10)"/>
    <circle cx="10" cy="-46" r="7" fill="${c.light}"/>
    ${rings}`;
}

function vinylRecord(c: Inks): string {
  return `
    <circle cx="60" cy="-6" r="116" fill="#1e1c1b"/>
    <g fill="none" stroke="#3a3634" stroke-width="3"><circle cx="60" cy="-6" r="98"/><circle cx="60" cy="-6" r="80"/><circle cx="60" cy="-6" r="62"/></g>
    <circle cx="60" cy="-6" r="36" fill="${c.accent}"/>
    <circle cx="60" cy="-6" r="5" fill="${c.light}"/>
    <rect x="-174" y="-122" width="232" height="232" rx="6" fill="${c.accent2}"/>
    <g transform="translate(-58 -6) rotate(-30)">
      <rect x="-6" y="-110" width="12" height="80" fill="${INK.iron}"/>
      <circle cx="0" cy="-112" r="12" fill="${INK.iron}"/>
      <path d="M 0 -36 C 40 -36 44 -6 28 8 C 52 20 54 70 0 76 C -54 70 -52 20 -28 8 C -44 -6 -40 -36 0 -36 Z" fill="#b5653a"/>
      <path d="M -14 6 q 6 12 0 24 M 14 6 q -6 12 0 24" fill="none" stroke="${INK.iron}" stroke-width="4"/>
      <rect x="-16" y="48" width="32" height="8" fill="${INK.iron}"/>
    </g>
    <path d="M 60 -90 L 150 110" stroke="${c.light}" stroke-width="5" opacity="0.6"/>`;
}

function cookbook(c: Inks): string {
  let lattice = '';
  for (let x = -90; x <= 130; x += 36) lattice += `M ${x} 40 L ${x + 30} 124 `;
  for (let x = -70; x <= 150; x += 36) lattice += `M ${x} 40 L ${x - 30} 124 `;
  return `
    <defs><clipPath id="pie-top"><ellipse cx="20" cy="82" rx="132" ry="42"/></clipPath></defs>
    <g transform="rotate(-8 -20 0)">
      <rect x="-118" y="-160" width="200" height="250" rx="8" fill="${c.accent2}"/>
      <rect x="-118" y="-160" width="24" height="250" fill="#000000" opacity="0.18"/>
      <rect x="-70" y="-120" width="120" height="80" rx="6" fill="${c.light}"/>
      <path d="M -10 -50 L -10 -108 M -10 -90 l -14 -12 M -10 -90 l 14 -12 M -10 -74 l -14 -12 M -10 -74 l 14 -12 M -10 -58 l -14 -12 M -10 -58 l 14 -12" stroke="${INK.brass}" stroke-width="6" ${round}/>
    </g>
    <path d="M -118 86 L -100 150 L 140 150 L 158 86 Z" fill="${c.light}"/>
    <ellipse cx="20" cy="82" rx="140" ry="46" fill="#c98a46"/>
    <ellipse cx="20" cy="82" rx="132" ry="42" fill="#8f2f3a"/>
    <g clip-path="url(#pie-top)"><path d="${lattice}" stroke="#e3a857" stroke-width="14"/></g>
    <ellipse cx="20" cy="82" rx="136" ry="44" fill="none" stroke="#e3a857" stroke-width="10" stroke-dasharray="14 6"/>`;
}

export const BOOKS_PICTURES = {
  'field-journal': fieldJournal,
  'art-prints': artPrints,
  'quilt-book': quiltBook,
  'leather-notebook': leatherNotebook,
  'road-atlas': roadAtlas,
  'vinyl-record': vinylRecord,
  cookbook,
} satisfies Record<string, Drawing>;
