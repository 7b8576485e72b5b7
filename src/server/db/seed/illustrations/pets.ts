import { INK, dots, leaf, round, type Drawing, type Inks } from './ink.ts';

function dogBed(c: Inks): string {
  return `
    <rect x="-176" y="-40" width="352" height="170" rx="44" fill="${c.accent}"/>
    <rect x="-176" y="-40" width="352" height="70" rx="35" fill="#000000" opacity="0.12"/>
    <rect x="-130" y="20" width="260" height="92" rx="30" fill="${c.accent2}"/>
    <rect x="-176" y="90" width="352" height="40" rx="20" fill="${c.accent}"/>
    <ellipse cx="20" cy="40" rx="104" ry="46" fill="${c.light}"/>
    <path d="M 118 50 Q 130 90 60 90" fill="none" stroke="${c.light}" stroke-width="16" ${round}/>
    <circle cx="-68" cy="40" r="44" fill="${c.light}"/>
    <ellipse cx="-52" cy="12" rx="18" ry="34" fill="#c9a27a" transform="rotate(30 -52 12)"/>
    <path d="M -92 36 Q -82 44 -72 36" fill="none" stroke="${INK.iron}" stroke-width="4" ${round}/>
    <ellipse cx="-108" cy="56" rx="9" ry="7" fill="${INK.iron}"/>
    <ellipse cx="40" cy="20" rx="40" ry="18" fill="#c9a27a"/>`;
}

function dogLeash(c: Inks): string {
  const d = 'M -40 -60 C -150 -60 -150 -170 -40 -150 C 40 -136 10 -70 -20 -40 C -70 10 -90 80 -20 110 C 40 136 100 80 90 20';
  return `
    <path d="${d}" fill="none" stroke="${INK.leather}" stroke-width="20" ${round}/>
    <path d="${d}" fill="none" stroke="#5e3a1f" stroke-width="20" stroke-dasharray="6 8" opacity="0.55"/>
    <path d="${d}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.2"/>
    <rect x="-52" y="-74" width="28" height="28" rx="4" fill="${INK.brass}"/>
    <circle cx="90" cy="8" r="14" fill="none" stroke="${INK.brass}" stroke-width="7"/>
    <path d="M 90 -6 L 90 -10 M 78 -28 L 78 -70 Q 78 -88 96 -88 Q 114 -88 114 -70 L 114 -46" fill="none" stroke="${INK.brass}" stroke-width="10" ${round}/>
    <rect x="72" y="-30" width="36" height="26" rx="6" fill="${INK.brass}"/>
    <g fill="${c.light}" opacity="0.9" transform="translate(120 120) scale(0.5)">
      <ellipse cx="0" cy="20" rx="32" ry="26"/><circle cx="-34" cy="-14" r="13"/><circle cx="-12" cy="-30" r="13"/><circle cx="12" cy="-30" r="13"/><circle cx="34" cy="-14" r="13"/>
    </g>`;
}

function biscuit(x: number, y: number, angle: number): string {
  return `
    <g transform="translate(${x} ${y}) rotate(${angle})">
      <rect x="-72" y="-18" width="144" height="36" fill="#d9a066"/>
      <circle cx="-74" cy="-18" r="22" fill="#d9a066"/><circle cx="-74" cy="18" r="22" fill="#d9a066"/>
      <circle cx="74" cy="-18" r="22" fill="#d9a066"/><circle cx="74" cy="18" r="22" fill="#d9a066"/>
      <path d="${dots(
        [
          [-40, 0],
          [-14, 0],
          [12, 0],
          [38, 0],
        ],
        4,
      )}" fill="#a8713b"/>
    </g>`;
}

function dogBiscuits(c: Inks): string {
  return `
    ${biscuit(-20, -70, -18)}${biscuit(30, 10, 12)}${biscuit(-40, 90, -6)}
    <g transform="translate(130 110) rotate(-30)">
      <path d="M -30 0 C -30 -26 0 -30 0 -12 C 0 -30 30 -26 30 0 C 30 26 0 30 0 12 C 0 30 -30 26 -30 0 Z" fill="#e6c28f"/>
    </g>
    <path d="${dots(
      [
        [-140, 40],
        [150, -50],
        [120, -90],
        [-150, -10],
      ],
      5,
    )}" fill="${c.light}" opacity="0.8"/>`;
}

function mouse(x: number, y: number, s: number, body: string, c: Inks): string {
  return `
    <g transform="translate(${x} ${y}) scale(${s})">
      <path d="M 60 10 C 110 10 120 60 160 40" fill="none" stroke="${INK.iron}" stroke-width="5" ${round}/>
      <path d="M -90 10 C -60 -60 40 -60 70 0 C 80 24 60 40 30 40 L -60 40 C -80 40 -96 26 -90 10 Z" fill="${body}"/>
      <circle cx="-30" cy="-38" r="22" fill="${body}"/>
      <circle cx="-30" cy="-38" r="12" fill="#e8a2a2"/>
      <circle cx="-60" cy="-4" r="6" fill="${INK.iron}"/>
      <circle cx="-92" cy="12" r="6" fill="#e8a2a2"/>
      <path d="M -40 30 L 40 30" stroke="${c.light}" stroke-width="3" stroke-dasharray="6 5" opacity="0.7"/>
    </g>`;
}

function catnipMice(c: Inks): string {
  return `
    ${mouse(-40, -80, 0.9, c.accent2, c)}${mouse(30, 10, 1, '#cfc8bf', c)}${mouse(-70, 100, 0.9, c.accent, c)}
    ${leaf(110, 110, 50, -60, INK.leaf)}${leaf(110, 110, 44, -10, '#6fae68')}`;
}

function petBowl(c: Inks): string {
  // A heaped dome of kibble, in tones lighter than the brown badge so it shows above the rim.
  const kibble: Array<[number, number]> = [];
  for (let row = 0; row < 5; row++) {
    const y = -30 - row * 17;
    const half = Math.sqrt(Math.max(0, 1 - ((row * 17) / 90) ** 2)) * 128;
    for (let x = -half + 10 + (row % 2) * 9; x <= half - 10; x += 19) kibble.push([Math.round(x), y]);
  }
  return `
    <path d="${dots(kibble, 11)}" fill="#c4874e"/>
    <path d="${dots(
      kibble.filter((_, i) => i % 3 === 1),
      7,
    )}" fill="#e0a86a"/>
    <path d="M -160 -20 L 160 -20 L 126 110 Q 120 130 98 130 L -98 130 Q -120 130 -126 110 Z" fill="${c.accent}"/>
    <rect x="-170" y="-38" width="340" height="28" rx="14" fill="${c.accent}"/>
    <rect x="-170" y="-38" width="340" height="28" rx="14" fill="#ffffff" opacity="0.25"/>
    <g fill="${c.light}" transform="translate(0 56) scale(0.8)">
      <ellipse cx="0" cy="20" rx="32" ry="26"/><circle cx="-34" cy="-14" r="13"/><circle cx="-12" cy="-30" r="13"/><circle cx="12" cy="-30" r="13"/><circle cx="34" cy="-14" r="13"/>
    </g>`;
}

function catScratcher(c: Inks): string {
  let cardboard = '';
  for (let i = 0; i < 9; i++) {
    const y = 100 - i * 14;
    const x0 = -140 + i * 30;
    let d = `M ${x0} ${y}`;
    for (let x = x0; x < 140; x += 12) d += ` q 3 -6 6 0 t 6 0`;
    cardboard += `<path d="${d}" fill="none" stroke="#a8865a" stroke-width="3"/>`;
  }
  return `
    <polygon points="-170,130 170,130 170,-20" fill="#b5653a"/>
    <polygon points="-140,110 150,110 150,-8" fill="#d9b98c"/>
    <defs><clipPath id="scratch"><polygon points="-140,110 150,110 150,-8"/></clipPath></defs>
    <g clip-path="url(#scratch)">${cardboard}</g>
    <g transform="translate(60 -40)">
      <path d="M -40 40 Q -50 -20 -10 -50 L 30 -50 Q 60 -20 50 40 Z" fill="${c.light}"/>
      <circle cx="10" cy="-74" r="36" fill="${c.light}"/>
      <polygon points="-20,-96 -24,-130 2,-106" fill="${c.light}"/>
      <polygon points="40,-96 44,-130 18,-106" fill="${c.light}"/>
      <path d="M 50 30 Q 100 30 90 -30" fill="none" stroke="${c.light}" stroke-width="14" ${round}/>
      <circle cx="-2" cy="-76" r="5" fill="${INK.iron}"/><circle cx="22" cy="-76" r="5" fill="${INK.iron}"/>
      <path d="M 4 -64 L 10 -60 L 16 -64" fill="none" stroke="${c.accent}" stroke-width="3" ${round}/>
    </g>
    <circle cx="-120" cy="-40" r="22" fill="${c.accent}"/>
    <path d="M -120 -62 Q -110 -110 -70 -120" fill="none" stroke="${c.light}" stroke-width="4"/>`;
}

export const PETS_PICTURES = {
  'dog-bed': dogBed,
  'dog-leash': dogLeash,
  'dog-biscuits': dogBiscuits,
  'catnip-mice': catnipMice,
  'pet-bowl': petBowl,
  'cat-scratcher': catScratcher,
} satisfies Record<string, Drawing>;
