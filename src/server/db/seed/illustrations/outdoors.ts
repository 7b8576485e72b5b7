import { INK, dots, round, star, type Drawing, type Inks } from './ink.ts';

function canoePaddle(c: Inks): string {
  let strips = '';
  for (let x = -60; x < 60; x += 16) strips += `<rect x="${x}" y="0" width="8" height="190" fill="#a86a3a"/>`;
  return `
    <defs><clipPath id="paddle-blade"><path d="M -10 10 C -52 30 -54 90 -50 140 Q -42 180 0 182 Q 42 180 50 140 C 54 90 52 30 10 10 Z"/></clipPath></defs>
    <g transform="rotate(32) translate(0 -6)">
      <path d="M -34 -178 Q 0 -194 34 -178 Q 38 -162 16 -158 L 9 -146 L -9 -146 L -16 -158 Q -38 -162 -34 -178 Z" fill="#e8d3a8"/>
      <rect x="-9" y="-150" width="18" height="172" rx="8" fill="#e8d3a8"/>
      <g clip-path="url(#paddle-blade)">
        <rect x="-60" y="0" width="120" height="190" fill="#c98b55"/>
        ${strips}
        <rect x="-4" y="0" width="8" height="190" fill="#e8d3a8"/>
      </g>
    </g>
    <g fill="none" stroke="${c.light}" stroke-width="7" ${round} opacity="0.7">
      <path d="M -150 130 Q -120 118 -90 130 T -30 130"/><path d="M -170 156 Q -140 144 -110 156 T -50 156"/>
    </g>`;
}

function tent(c: Inks): string {
  return `
    <circle cx="90" cy="-95" r="30" fill="${c.accent2}"/>
    <path d="M -175 70 L -90 -70 L -30 20 L 40 -55 L 175 70 Z" fill="${c.light}" opacity="0.35"/>
    <path d="M -112 -27 L -90 -70 L -66 -30 L -80 -38 L -95 -24 Z" fill="${c.light}"/>
    <path d="M -120 135 L 0 -48 L 120 135 Z" fill="${c.accent}"/>
    <path d="M 0 -48 L 120 135 L 55 135 Z" fill="#000000" opacity="0.15"/>
    <path d="M -26 135 L 0 70 L 26 135 Z" fill="${c.deep}"/>
    <path d="M -150 135 L -150 100 M -172 110 L -150 30 L -128 110 Z M 150 135 L 150 100 M 128 110 L 150 40 L 172 110 Z" fill="${c.light}" stroke="${c.light}" stroke-width="6" stroke-linejoin="round"/>
    <path d="M -185 137 L 185 137" stroke="${c.light}" stroke-width="8" ${round}/>`;
}

function flyRod(c: Inks): string {
  const rod = 'M -150 150 Q -30 -40 160 -130';
  return `
    <path d="M 160 -130 Q 150 -20 60 40 Q 10 72 -10 60" fill="none" stroke="${c.light}" stroke-width="3" opacity="0.9"/>
    <path d="${rod}" fill="none" stroke="#3c3f44" stroke-width="8" ${round}/>
    <path d="${dots(
      [
        [-62, 40],
        [10, -30],
        [88, -92],
      ],
      6,
    )}" fill="none" stroke="${INK.steel}" stroke-width="3"/>
    <path d="M -150 150 L -108 96" stroke="#c9a06b" stroke-width="22" ${round}/>
    <circle cx="-150" cy="98" r="30" fill="${INK.steel}"/>
    <circle cx="-150" cy="98" r="18" fill="${INK.steelDark}"/>
    <circle cx="-150" cy="98" r="6" fill="${INK.iron}"/>
    <g transform="translate(26 86) rotate(-24)">
      <path d="M -70 0 Q -20 -34 40 -12 L 70 -34 L 62 0 L 70 34 L 40 12 Q -20 34 -70 0 Z" fill="#9fae7a"/>
      <path d="M -62 4 Q -10 20 40 6" fill="none" stroke="#e88a8a" stroke-width="8" ${round}/>
      <path d="${dots(
        [
          [-30, -10],
          [-6, -16],
          [16, -8],
          [-16, 12],
          [8, 14],
        ],
        3,
      )}" fill="${INK.iron}"/>
      <circle cx="-52" cy="-4" r="4" fill="${INK.iron}"/>
    </g>
    <path d="M -10 60 L -24 72" stroke="${c.accent}" stroke-width="8" ${round}/>`;
}

function baseballBat(): string {
  return `
    <g transform="rotate(-40)">
      <ellipse cx="-178" cy="0" rx="10" ry="20" fill="#c9a06b"/>
      <path d="M -176 -11 L -60 -11 C 0 -12 20 -30 80 -30 L 158 -30 Q 182 -30 182 0 Q 182 30 158 30 L 80 30 C 20 30 0 12 -60 11 L -176 11 Z" fill="#e2c391"/>
      <path d="M -176 -11 L -110 -11 L -110 11 L -176 11 Z" fill="${INK.iron}" opacity="0.8"/>
      <path d="M 30 -14 Q 100 -22 170 -18 M 40 10 Q 110 16 168 14" fill="none" stroke="#c9a06b" stroke-width="3" opacity="0.7"/>
      <ellipse cx="118" cy="0" rx="28" ry="12" fill="none" stroke="#8a5a3b" stroke-width="4"/>
    </g>
    <circle cx="80" cy="100" r="46" fill="${INK.white}"/>
    <path d="M 48 68 Q 70 100 48 132 M 112 68 Q 90 100 112 132" fill="none" stroke="#d9483b" stroke-width="4" stroke-dasharray="6 6"/>`;
}

function waterBottle(c: Inks): string {
  const sage = '#a3b596';
  return `
    <path d="M -22 -150 Q -22 -186 0 -186 Q 22 -186 22 -150" fill="none" stroke="#3a3f45" stroke-width="12"/>
    <rect x="-48" y="-156" width="96" height="54" rx="12" fill="#3a3f45"/>
    <rect x="-50" y="-106" width="100" height="14" fill="${INK.steel}"/>
    <path d="M -50 -92 L 50 -92 Q 66 -80 66 -56 L 66 132 Q 66 150 48 150 L -48 150 Q -66 150 -66 132 L -66 -56 Q -66 -80 -50 -92 Z" fill="${sage}"/>
    <rect x="-50" y="-70" width="14" height="196" rx="7" fill="#ffffff" opacity="0.25"/>
    <polygon points="-30,40 0,-2 16,18 28,6 52,40" fill="${c.light}"/>
    <circle cx="30" cy="-14" r="9" fill="${c.light}"/>
    <rect x="-66" y="136" width="132" height="14" rx="6" fill="${INK.steel}"/>`;
}

function downQuilt(c: Inks): string {
  // A quilt reads as one: diamond stitching across a softly scalloped sheet, the top turned back
  // to show the lining. Rows of separate puffs read as pancakes, corn or a waffle instead.
  const left = -150;
  const right = 150;
  const top = -110;
  const bottom = 132;
  let outline = `M ${left} ${top} L ${right} ${top}`;
  for (let y = top; y < bottom; y += 48) outline += ` Q ${right + 9} ${y + 24} ${right} ${Math.min(y + 48, bottom)}`;
  for (let x = right; x > left; x -= 50) outline += ` Q ${x - 25} ${bottom + 9} ${Math.max(x - 50, left)} ${bottom}`;
  for (let y = bottom; y > top; y -= 48) outline += ` Q ${left - 9} ${y - 24} ${left} ${Math.max(y - 48, top)}`;
  let stitches = '';
  for (let k = -300; k <= 300; k += 52) stitches += `M ${k - 200} -200 L ${k + 200} 200 M ${k + 200} -200 L ${k - 200} 200 `;
  return `
    <defs><clipPath id="quilt"><path d="${outline} Z"/></clipPath></defs>
    <g transform="rotate(-6) translate(0 4)">
      <path d="${outline} Z" fill="${c.accent2}"/>
      <g clip-path="url(#quilt)">
        <path d="${stitches}" fill="none" stroke="#000000" stroke-width="9" opacity="0.1" transform="translate(3 4)"/>
        <path d="${stitches}" fill="none" stroke="${c.light}" stroke-width="3" stroke-dasharray="8 6" opacity="0.75"/>
      </g>
      <path d="M ${left - 6} ${top - 24} Q 0 ${top - 36} ${right + 6} ${top - 24} L ${right + 10} ${top + 30} Q 0 ${top + 18} ${left - 10} ${top + 30} Z" fill="${c.light}"/>
      <path d="M ${left - 10} ${top + 30} Q 0 ${top + 18} ${right + 10} ${top + 30}" fill="none" stroke="#000000" stroke-width="4" opacity="0.15"/>
    </g>
    <g transform="translate(132 -170) rotate(30)">
      <path d="M 0 0 Q 26 20 8 70 Q -14 40 0 0 Z" fill="${c.light}"/>
      <path d="M 4 8 L 6 80" stroke="${c.light}" stroke-width="3"/>
    </g>`;
}

function baseballGlove(): string {
  const tan = '#c07a3e';
  const dark = '#9a5a2a';
  const finger = (x: number, top: number, angle: number) =>
    `<rect x="${x - 23}" y="${top}" width="46" height="${120 - top}" rx="23" fill="${tan}" transform="rotate(${angle} ${x} 60)"/>`;
  return `
    <g transform="translate(20 0)">
      <path d="M -132 -40 L -54 -128 L -48 -6 L -96 30 Z" fill="${dark}"/>
      <path d="M -120 -50 L -56 -110 M -112 -18 L -52 -70 M -96 10 L -50 -30 M -118 -70 L -64 -10 M -90 -100 L -56 -54" stroke="#6e4428" stroke-width="6" ${round}/>
      ${finger(-30, -150, -8)}${finger(16, -162, -2)}${finger(62, -154, 4)}${finger(106, -128, 10)}
      <rect x="-27" y="-176" width="54" height="196" rx="27" fill="${tan}" transform="translate(-62 112) rotate(-38)"/>
      <path d="M -76 -10 Q -84 110 -20 150 L 100 150 Q 142 100 134 0 Z" fill="${tan}"/>
      <rect x="-32" y="132" width="144" height="30" rx="10" fill="${dark}"/>
      <path d="M -8 -120 L -8 0 M 38 -132 L 38 0 M 84 -120 L 84 0" stroke="${dark}" stroke-width="4" stroke-dasharray="8 6"/>
      <circle cx="30" cy="52" r="44" fill="${INK.white}"/>
      <path d="M 0 22 Q 20 52 0 82 M 60 22 Q 40 52 60 82" fill="none" stroke="#d9483b" stroke-width="4" stroke-dasharray="6 6"/>
    </g>`;
}

function woolBlanket(c: Inks): string {
  const stripes = ['#2d2a28', '#f2c14e', '#c4473a', '#3c7a5a'];
  return `
    <rect x="-156" y="-40" width="312" height="160" rx="14" fill="${c.light}"/>
    <rect x="-156" y="-104" width="312" height="80" rx="40" fill="#ece5d3"/>
    ${stripes.map((s, i) => `<rect x="${-40 + i * 34}" y="-104" width="22" height="224" fill="${s}"/>`).join('')}
    <rect x="-156" y="-104" width="312" height="80" rx="40" fill="none" stroke="#000000" stroke-width="3" opacity="0.12"/>
    <path d="M -156 28 L 156 28" stroke="#000000" stroke-width="3" opacity="0.12"/>
    <path d="M 156 -20 L 140 -10 L 156 0 L 140 10 L 156 20 L 140 30 L 156 40 L 140 50 L 156 60 L 140 70 L 156 80 L 140 90 L 156 100" fill="none" stroke="${c.accent}" stroke-width="4"/>
    <polygon points="${star(-110, -150, 16)}" fill="${c.light}"/>`;
}

export const OUTDOORS_PICTURES = {
  'canoe-paddle': canoePaddle,
  tent,
  'fly-rod': flyRod,
  'baseball-bat': baseballBat,
  'water-bottle': waterBottle,
  'down-quilt': downQuilt,
  'baseball-glove': baseballGlove,
  'wool-blanket': woolBlanket,
} satisfies Record<string, Drawing>;
