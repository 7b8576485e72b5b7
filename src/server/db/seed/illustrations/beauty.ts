import { INK, dots, drop, leaf, round, type Drawing, type Inks } from './ink.ts';

function soapBar(x: number, y: number, face: string, side: string, specks: string): string {
  const flecks: Array<[number, number]> = [
    [-44, 4],
    [-10, 14],
    [24, 0],
    [50, 18],
    [-30, 30],
    [10, 36],
  ];
  return `
    <g transform="translate(${x} ${y})">
      <rect x="-76" y="-6" width="152" height="54" rx="16" fill="${side}"/>
      <rect x="-76" y="-30" width="152" height="56" rx="18" fill="${face}"/>
      <path d="${dots(flecks, 3.5)}" fill="${specks}" opacity="0.7"/>
      <ellipse cx="0" cy="-2" rx="36" ry="12" fill="none" stroke="${side}" stroke-width="4"/>
    </g>`;
}

function soapBars(c: Inks): string {
  return `
    ${soapBar(-78, 84, '#d9c4ec', '#b79ad6', '#7c5aa6')}
    ${soapBar(78, 84, '#efdfbf', '#d6bf93', '#9b7a48')}
    ${soapBar(0, 16, c.light, '#e2d8c8', '#c8b8a0')}
    <path d="M 118 -40 Q 110 -110 140 -160" fill="none" stroke="${INK.leaf}" stroke-width="5" ${round}/>
    <path d="${dots(
      [
        [138, -150],
        [130, -136],
        [144, -132],
        [126, -120],
        [140, -114],
        [124, -102],
        [136, -96],
      ],
      7,
    )}" fill="#8e6cc0"/>
    <g fill="none" stroke="${c.light}" stroke-width="6"><circle cx="-96" cy="-70" r="24"/><circle cx="-46" cy="-110" r="15"/><circle cx="-118" cy="-128" r="10"/></g>`;
}

function beardOil(c: Inks): string {
  return `
    <path d="M -20 -160 Q -20 -182 0 -182 Q 20 -182 20 -160 L 20 -104 L -20 -104 Z" fill="${INK.iron}"/>
    <rect x="-32" y="-108" width="64" height="30" rx="5" fill="${INK.iron}"/>
    <path d="M -24 -80 L 24 -80 L 24 -62 Q 70 -52 70 -10 L 70 120 Q 70 140 50 140 L -50 140 Q -70 140 -70 120 L -70 -10 Q -70 -52 -24 -62 Z" fill="#a85a22"/>
    <rect x="-54" y="-30" width="12" height="150" rx="6" fill="#ffffff" opacity="0.25"/>
    <rect x="-70" y="6" width="140" height="94" fill="${c.light}"/>
    <polygon points="0,18 -30,62 -12,62 -36,90 36,90 12,62 30,62" fill="#4f7a55"/>
    ${drop(118, -40, 54, '#e0a84e')}${drop(136, 40, 30, '#e0a84e')}
    ${leaf(-120, 120, 60, -120, '#4f7a55')}${leaf(-120, 120, 50, -150, '#5f8f63')}`;
}

function lipBalm(c: Inks): string {
  const tube = (x: number, y: number, label: string, capped: boolean) => `
      <g transform="translate(${x} ${y})">
        <rect x="-24" y="-70" width="48" height="150" rx="8" fill="${label}"/>
        <rect x="-24" y="-40" width="48" height="62" fill="${c.light}" opacity="0.85"/>
        <rect x="-18" y="-30" width="36" height="8" rx="4" fill="${c.accent}"/>
        <rect x="-18" y="-14" width="24" height="6" rx="3" fill="${c.deep}" opacity="0.4"/>
        ${capped ? `<rect x="-27" y="-112" width="54" height="46" rx="8" fill="${label}"/><rect x="-27" y="-78" width="54" height="6" fill="#000000" opacity="0.15"/>` : `<path d="M -20 -70 L -20 -96 Q 0 -118 20 -96 L 20 -70 Z" fill="#f3d9b1"/>`}
      </g>`;
  return `
    ${tube(-96, 30, '#a8d5ba', true)}${tube(-32, 14, '#f1e3c6', true)}${tube(32, 30, '#e9b949', true)}${tube(96, 46, INK.white, false)}
    <rect x="120" y="70" width="54" height="46" rx="8" fill="${INK.white}" transform="rotate(28 147 93)"/>`;
}

function safetyRazor(c: Inks): string {
  let knurl = '';
  for (let y = 6; y < 120; y += 9) knurl += `M -13 ${y} L 13 ${y} `;
  let comb = '';
  for (let x = -78; x <= 78; x += 12) comb += `M ${x} -48 L ${x} -38 `;
  return `
    <g transform="rotate(-28) translate(20 -24)">
      <rect x="-15" y="-36" width="30" height="176" rx="10" fill="${INK.steel}"/>
      <path d="${knurl}" stroke="${INK.steelDark}" stroke-width="3"/>
      <rect x="-20" y="130" width="40" height="28" rx="10" fill="#b3b9bf"/>
      <rect x="-100" y="-62" width="200" height="8" rx="2" fill="#f5f7f8"/>
      <path d="M -86 -54 L 86 -54 L 80 -40 L -80 -40 Z" fill="#b3b9bf"/>
      <path d="${comb}" stroke="${c.deep}" stroke-width="4"/>
      <path d="M -92 -64 Q 0 -100 92 -64 Z" fill="#e3e6e9"/>
    </g>
    <g transform="translate(-96 92) rotate(-14)">
      <rect x="-62" y="-24" width="124" height="48" rx="8" fill="${INK.steel}"/>
      <path d="M -40 0 L 40 0" stroke="${c.deep}" stroke-width="8" ${round}/>
      <path d="${dots(
        [
          [-40, 0],
          [0, 0],
          [40, 0],
        ],
        8,
      )}" fill="${c.deep}"/>
    </g>
    <g fill="none" stroke="${c.light}" stroke-width="6" opacity="0.8"><circle cx="-110" cy="-96" r="20"/><circle cx="-70" cy="-136" r="12"/></g>`;
}

function lavenderSprig(x: number, y: number, angle: number): string {
  const buds: Array<[number, number]> = [
    [0, -100],
    [-6, -88],
    [6, -84],
    [-6, -72],
    [6, -68],
    [-5, -56],
    [5, -52],
  ];
  return `
    <g transform="translate(${x} ${y}) rotate(${angle})">
      <path d="M 0 0 L 0 -96" stroke="${INK.leaf}" stroke-width="5" ${round}/>
      <path d="${dots(buds, 7)}" fill="#8e6cc0"/>
    </g>`;
}

function lotion(c: Inks): string {
  return `
    <rect x="-32" y="-150" width="74" height="20" rx="6" fill="${c.accent2}"/>
    <rect x="36" y="-146" width="40" height="11" rx="4" fill="${c.accent2}"/>
    <rect x="-6" y="-132" width="12" height="30" fill="${INK.steel}"/>
    <rect x="-26" y="-104" width="52" height="30" rx="6" fill="${c.accent2}"/>
    <rect x="-74" y="-78" width="148" height="218" rx="30" fill="${c.light}"/>
    <rect x="-74" y="-10" width="148" height="90" fill="#c9b3e0"/>
    ${lavenderSprig(-14, 72, 8)}${lavenderSprig(14, 72, 24)}
    ${lavenderSprig(110, 140, 14)}${lavenderSprig(130, 140, 30)}${lavenderSprig(-116, 140, -16)}`;
}

function clayMask(c: Inks): string {
  const berries: Array<[number, number]> = [
    [100, -92],
    [122, -84],
    [112, -64],
    [134, -104],
  ];
  return `
    <ellipse cx="78" cy="-30" rx="86" ry="30" fill="${c.accent2}" transform="rotate(-26 78 -30)"/>
    <ellipse cx="78" cy="-36" rx="74" ry="22" fill="#ffffff" opacity="0.25" transform="rotate(-26 78 -36)"/>
    <rect x="-150" y="0" width="200" height="130" rx="24" fill="${c.light}"/>
    <ellipse cx="-50" cy="4" rx="100" ry="26" fill="#e2d8c8"/>
    <ellipse cx="-50" cy="8" rx="86" ry="20" fill="#9aa58a"/>
    <path d="M -90 4 Q -60 -6 -30 6 Q -10 14 10 4" fill="none" stroke="#7f8a70" stroke-width="5" ${round}/>
    <rect x="-150" y="40" width="200" height="46" fill="#9aa58a" opacity="0.5"/>
    <rect x="-44" y="-108" width="24" height="120" rx="12" fill="#d9b07c" transform="rotate(24 -32 -48)"/>
    <path d="M 90 -40 L 150 -130" stroke="${INK.leaf}" stroke-width="5" ${round}/>
    <path d="${dots(berries, 11)}" fill="#4f5f8f"/>
    ${leaf(112, -70, 44, -10, INK.leaf)}${leaf(128, -100, 40, -80, INK.leaf)}`;
}

function hairBrush(): string {
  const tufts: Array<[number, number]> = [];
  for (let y = -130; y <= 10; y += 20) for (let x = -40; x <= 40; x += 20) if ((x * x) / 2500 + ((y + 60) * (y + 60)) / 7200 < 1) tufts.push([x, y]);
  return `
    <g transform="rotate(-32) translate(0 10)">
      <path d="M -22 30 L -16 160 Q 0 176 16 160 L 22 30 Z" fill="#d9b07c"/>
      <ellipse cx="0" cy="-60" rx="72" ry="100" fill="#d9b07c"/>
      <ellipse cx="0" cy="-60" rx="58" ry="86" fill="${INK.iron}"/>
      <path d="${dots(tufts, 7)}" fill="#c9a98a"/>
      <circle cx="0" cy="146" r="6" fill="${INK.iron}"/>
    </g>`;
}

export const BEAUTY_PICTURES = {
  'soap-bars': soapBars,
  'beard-oil': beardOil,
  'lip-balm': lipBalm,
  'safety-razor': safetyRazor,
  lotion,
  'clay-mask': clayMask,
  'hair-brush': hairBrush,
} satisfies Record<string, Drawing>;
