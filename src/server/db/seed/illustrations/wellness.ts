import { INK, dots, drop, leaf, round, type Drawing, type Inks } from './ink.ts';

function daisy(x: number, y: number, r: number, petal: string, center: string): string {
  let petals = '';
  for (let i = 0; i < 8; i++)
    petals += `<ellipse cx="${x}" cy="${y - r}" rx="${r * 0.35}" ry="${r * 0.7}" fill="${petal}" transform="rotate(${i * 45} ${x} ${y})"/>`;
  return `${petals}<circle cx="${x}" cy="${y}" r="${r * 0.45}" fill="${center}"/>`;
}

function honeyJar(c: Inks): string {
  let checks = '';
  for (let x = -108; x < 70; x += 24) checks += `<rect x="${x}" y="-112" width="12" height="40" fill="${c.accent}" opacity="0.55"/>`;
  return `
    <path d="M -104 -50 L -104 110 Q -104 140 -74 140 L 44 140 Q 74 140 74 110 L 74 -50 Z" fill="#e9a53a"/>
    <rect x="-86" y="-40" width="14" height="160" rx="7" fill="#ffffff" opacity="0.3"/>
    <rect x="-76" y="10" width="122" height="76" rx="10" fill="${c.light}"/>
    <path d="M -15 24 l 14 8 l 0 16 l -14 8 l -14 -8 l 0 -16 Z M 13 24 l 14 8 l 0 16 l -14 8 l -14 -8 l 0 -16 Z" fill="#e9a53a"/>
    <path d="M -114 -76 Q -15 -96 84 -76 L 90 -40 Q -15 -20 -120 -40 Z" fill="${c.light}"/>
    <defs><clipPath id="jar-cloth"><path d="M -114 -76 Q -15 -96 84 -76 L 90 -40 Q -15 -20 -120 -40 Z"/></clipPath></defs>
    <g clip-path="url(#jar-cloth)">${checks}</g>
    <path d="M -108 -60 Q -15 -46 80 -60" fill="none" stroke="${INK.iron}" stroke-width="5"/>
    <g transform="rotate(36 120 -60)">
      <rect x="114" y="-190" width="12" height="130" rx="6" fill="#d9b07c"/>
      <rect x="100" y="-66" width="40" height="56" rx="16" fill="#d9b07c"/>
      <path d="M 100 -54 L 140 -54 M 100 -38 L 140 -38 M 100 -22 L 140 -22" stroke="#b0854a" stroke-width="5"/>
    </g>
    ${drop(136, 40, 36, '#e9a53a')}
    ${daisy(-140, 110, 20, INK.white, '#f1c75b')}`;
}

function herbalTea(c: Inks): string {
  return `
    <rect x="44" y="-150" width="110" height="150" rx="12" fill="${c.accent}"/>
    <rect x="44" y="-150" width="110" height="26" rx="10" fill="#000000" opacity="0.18"/>
    <rect x="60" y="-96" width="78" height="54" rx="6" fill="${c.light}"/>
    ${leaf(80, -56, 40, -40, INK.leaf)}
    <ellipse cx="-10" cy="122" rx="150" ry="26" fill="${c.light}"/>
    <ellipse cx="-10" cy="116" rx="100" ry="14" fill="#000000" opacity="0.08"/>
    <path d="M 80 16 C 140 16 140 80 80 80" fill="none" stroke="${c.light}" stroke-width="16"/>
    <path d="M -110 0 L 90 0 Q 86 110 -10 114 Q -106 110 -110 0 Z" fill="${c.light}"/>
    <ellipse cx="-10" cy="0" rx="100" ry="18" fill="#c98f3a"/>
    <path d="M -110 30 Q -10 46 90 30" fill="none" stroke="${c.accent2}" stroke-width="8"/>
    <g fill="none" stroke="${c.light}" stroke-width="8" ${round} opacity="0.8">
      <path d="M -50 -30 q 12 -16 0 -32 q -12 -16 0 -32"/><path d="M 10 -36 q 12 -16 0 -32 q -12 -16 0 -32"/>
    </g>
    ${leaf(-150, -50, 60, -20, INK.leaf)}${leaf(-150, -50, 54, -70, '#6fae68')}`;
}

function yogaMat(c: Inks): string {
  const cork = '#c69c6d';
  const specks: Array<[number, number]> = [
    [-120, -30],
    [-80, 10],
    [-40, -40],
    [0, 20],
    [40, -20],
    [-100, 40],
    [-20, 50],
    [30, 44],
  ];
  return `
    <path d="M -150 60 L 150 60 L 110 150 L -180 150 Z" fill="${cork}"/>
    <path d="M -180 150 L 110 150 L 112 142 L -176 142 Z" fill="${INK.iron}" opacity="0.5"/>
    <path d="M -120 -70 L 80 -70 A 46 70 0 0 1 80 70 L -120 70 A 46 70 0 0 1 -120 -70 Z" fill="${cork}"/>
    <path d="${dots(specks, 3)}" fill="#9b7245" opacity="0.6"/>
    <ellipse cx="80" cy="0" rx="46" ry="70" fill="#d8b184"/>
    <path d="M 80 0 m 0 -8 a 8 8 0 1 1 -1 0 m 1 -12 a 20 20 0 1 1 -2 0 m 2 -14 a 34 34 0 1 1 -3 0 m 3 -14 a 46 48 0 1 1 -4 0" fill="none" stroke="${INK.iron}" stroke-width="3" opacity="0.6"/>
    <path d="M -59 -70 Q -20 -150 21 -70" fill="none" stroke="${c.accent}" stroke-width="12"/>
    <rect x="-70" y="-72" width="22" height="144" fill="${c.accent}"/>
    <rect x="10" y="-72" width="22" height="144" fill="${c.accent}"/>`;
}

function elderberrySyrup(c: Inks): string {
  const berries: Array<[number, number]> = [
    [96, -70],
    [114, -64],
    [106, -50],
    [124, -48],
    [90, -54],
    [116, -32],
    [100, -36],
    [132, -66],
    [84, -38],
    [124, -84],
    [104, -88],
  ];
  return `
    <rect x="-62" y="-150" width="64" height="32" rx="6" fill="${INK.iron}"/>
    <path d="M -54 -120 L -6 -120 L -6 -92 Q 40 -70 40 -30 L 40 120 Q 40 140 20 140 L -80 140 Q -100 140 -100 120 L -100 -30 Q -100 -70 -54 -92 Z" fill="#4b2145"/>
    <rect x="-86" y="-40" width="12" height="160" rx="6" fill="#ffffff" opacity="0.25"/>
    <rect x="-100" y="0" width="140" height="80" fill="${c.light}"/>
    <path d="${dots(
      [
        [-40, 34],
        [-28, 44],
        [-50, 46],
        [-36, 56],
      ],
      8,
    )}" fill="#4b2145"/>
    <path d="M 110 -120 L 110 -90 M 110 -100 L 90 -56 M 110 -100 L 126 -60" stroke="#6a8a4a" stroke-width="4" fill="none"/>
    <path d="${dots(berries, 9)}" fill="#3b1f3a"/>
    ${leaf(110, -118, 50, -150, INK.leaf)}${leaf(110, -118, 46, -20, INK.leaf)}
    <g transform="translate(100 96) rotate(-20)">
      <rect x="-90" y="-6" width="90" height="12" rx="6" fill="${INK.steel}"/>
      <ellipse cx="26" cy="0" rx="40" ry="26" fill="${INK.steel}"/>
      <ellipse cx="26" cy="0" rx="30" ry="18" fill="#4b2145"/>
    </g>`;
}

function vitaminCapsules(c: Inks): string {
  let ridges = '';
  for (let x = -100; x < 40; x += 12) ridges += `M ${x} -116 L ${x} -78 `;
  const capsule = (x: number, y: number, a: number) => `
      <g transform="translate(${x} ${y}) rotate(${a})">
        <rect x="-38" y="-16" width="76" height="32" rx="16" fill="#f1c75b"/>
        <path d="M 0 -16 L 22 -16 A 16 16 0 0 1 22 16 L 0 16 Z" fill="#e8a33d"/>
        <rect x="-26" y="-10" width="18" height="6" rx="3" fill="#ffffff" opacity="0.6"/>
      </g>`;
  return `
    <rect x="-110" y="-120" width="158" height="46" rx="8" fill="${c.accent}"/>
    <path d="${ridges}" stroke="#000000" stroke-width="3" opacity="0.15"/>
    <rect x="-102" y="-76" width="142" height="200" rx="16" fill="${INK.white}"/>
    <rect x="-102" y="-30" width="142" height="104" fill="${c.deep}"/>
    <circle cx="-31" cy="22" r="22" fill="#f1c75b"/>
    <path d="M -31 -14 L -31 -24 M -31 58 L -31 68 M -67 22 L -77 22 M 5 22 L 15 22 M -56 -3 L -63 -10 M -6 47 L 1 54 M -56 47 L -63 54 M -6 -3 L 1 -10" stroke="#f1c75b" stroke-width="6" ${round}/>
    ${capsule(110, 80, -30)}${capsule(90, 136, 10)}${capsule(150, 20, 60)}${capsule(20, 150, -8)}`;
}

function meditationCushion(c: Inks): string {
  // A zafu: pleated all round its side and gathered into a button on top, on a flat mat.
  let pleats = '';
  for (let x = -105; x <= 105; x += 21) pleats += `M ${x} ${-22 + Math.abs(x) * 0.08} Q ${x * 1.1} 20 ${x} ${64 - Math.abs(x) * 0.12} `;
  // A fixed plum: in the palette's yellow or blue a pleated drum reads as a cheese or a cake.
  const zafu = '#7a5c8e';
  let gathers = '';
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    gathers += `M ${(14 * Math.cos(a)).toFixed(1)} ${(-34 + 5 * Math.sin(a)).toFixed(1)} L ${(112 * Math.cos(a)).toFixed(1)} ${(-34 + 34 * Math.sin(a)).toFixed(1)} `;
  }
  return `
    <rect x="-176" y="70" width="352" height="62" rx="18" fill="${c.accent}"/>
    <path d="${dots(
      [
        [-120, 100],
        [-40, 100],
        [40, 100],
        [120, 100],
      ],
      5,
    )}" fill="#000000" opacity="0.2"/>
    <path d="M -124 -34 L -124 54 A 124 36 0 0 0 124 54 L 124 -34 Z" fill="${zafu}"/>
    <path d="M -124 -34 L -124 54 A 124 36 0 0 0 124 54 L 124 -34 Z" fill="#000000" opacity="0.12"/>
    <path d="${pleats}" fill="none" stroke="#000000" stroke-width="4" opacity="0.18"/>
    <ellipse cx="0" cy="-34" rx="124" ry="40" fill="${zafu}"/>
    <path d="${gathers}" stroke="#000000" stroke-width="3" opacity="0.16"/>
    <circle cx="0" cy="-34" r="13" fill="${c.light}"/>
    <path d="M 112 14 Q 152 14 142 56" fill="none" stroke="${c.light}" stroke-width="8" ${round}/>`;
}

function bathSoak(c: Inks): string {
  const crystals: Array<[number, number]> = [
    [-70, -10],
    [-40, -24],
    [-10, -8],
    [-56, 20],
    [-22, 16],
    [8, 24],
    [-80, 40],
    [-40, 46],
    [0, 50],
  ];
  return `
    <path d="M -120 -130 L 40 -130 L 52 120 Q 54 142 32 142 L -130 142 Q -150 142 -148 120 Z" fill="#c9a26b"/>
    <rect x="-120" y="-130" width="160" height="20" fill="#000000" opacity="0.15"/>
    <rect x="-100" y="-40" width="124" height="110" rx="14" fill="#eef2f4"/>
    <path d="${dots(crystals, 7)}" fill="#e7c6d6"/>
    <rect x="-100" y="-84" width="124" height="30" rx="6" fill="${c.light}"/>
    ${leaf(-80, -69, 34, 0, INK.leaf)}
    <g transform="translate(110 100) rotate(-30)">
      <rect x="-10" y="-90" width="20" height="70" rx="10" fill="#d9b07c"/>
      <path d="M -40 -30 L 40 -30 Q 40 30 0 30 Q -40 30 -40 -30 Z" fill="#d9b07c"/>
      <path d="${dots(
        [
          [-20, -36],
          [0, -42],
          [20, -36],
          [-8, -48],
          [12, -50],
        ],
        8,
      )}" fill="${INK.white}"/>
    </g>
    ${daisy(120, -60, 26, '#f1c75b', '#e8a33d')}
    ${leaf(120, -40, 50, 110, INK.leaf)}`;
}

export const WELLNESS_PICTURES = {
  'honey-jar': honeyJar,
  'herbal-tea': herbalTea,
  'yoga-mat': yogaMat,
  'elderberry-syrup': elderberrySyrup,
  'vitamin-capsules': vitaminCapsules,
  'meditation-cushion': meditationCushion,
  'bath-soak': bathSoak,
} satisfies Record<string, Drawing>;
