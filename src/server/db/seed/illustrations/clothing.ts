import { INK, bezier, dots, round, type Drawing, type Inks } from './ink.ts';

/** A long-sleeved top laid flat: the shared outline of the sweater, the coat and the flannel. */
const LONG_SLEEVES =
  'M -58 -132 Q 0 -108 58 -132 L 120 -112 Q 146 -102 152 -76 L 170 92 L 124 98 L 108 -24 L 106 136 L -106 136 L -108 -24 L -124 98 L -170 92 L -152 -76 Q -146 -102 -120 -112 Z';

function tee(c: Inks): string {
  return `
    <path d="M -62 -132 L -145 -98 L -172 -18 L -118 4 L -104 -32 L -104 142 L 104 142 L 104 -32 L 118 4 L 172 -18 L 145 -98 L 62 -132 Q 0 -84 -62 -132 Z" fill="${c.light}"/>
    <path d="M -62 -132 Q 0 -84 62 -132" fill="none" stroke="${c.accent}" stroke-width="12" ${round}/>
    <rect x="24" y="-62" width="50" height="56" rx="6" fill="${c.accent}"/>
    <path d="M 24 -48 L 74 -48" stroke="${c.deep}" stroke-width="3" opacity="0.35"/>
    <path d="M -96 122 L 96 122" stroke="${c.deep}" stroke-width="4" stroke-dasharray="10 8" opacity="0.35"/>
    <path d="M -160 -30 L -114 -12 M 160 -30 L 114 -12" stroke="${c.deep}" stroke-width="4" stroke-dasharray="8 7" opacity="0.35"/>`;
}

function jeans(c: Inks): string {
  const seam = 'fill="none" stroke="#e3b23c" stroke-width="3" stroke-dasharray="7 5"';
  return `
    <g transform="scale(0.95)">
      <path d="M -82 -150 L 82 -150 L 96 164 L 22 164 L 4 -36 L -4 -36 L -22 164 L -96 164 Z" fill="#7496cc"/>
      <rect x="-86" y="-176" width="172" height="32" rx="5" fill="#5d80b8"/>
      <rect x="-66" y="-180" width="12" height="40" rx="3" fill="#4f72aa"/>
      <rect x="54" y="-180" width="12" height="40" rx="3" fill="#4f72aa"/>
      <circle cx="0" cy="-160" r="9" fill="${INK.copper}"/>
      <path d="M -34 -146 Q -38 -110 -80 -104 M 34 -146 Q 38 -110 80 -104" fill="none" stroke="#4f72aa" stroke-width="6" ${round}/>
      <path d="M 12 -146 L 12 -72 Q 12 -52 -2 -44" ${seam}/>
      <path d="M -84 -60 L -84 150 M 84 -60 L 84 150" ${seam} opacity="0.7"/>
      <path d="M -97 164 L -22 164 L -20 140 L -95 140 Z M 97 164 L 22 164 L 20 140 L 95 140 Z" fill="#d8e2f0"/>
      <path d="M -95 146 L -21 146 M 95 146 L 21 146" stroke="${c.accent}" stroke-width="4"/>
      <path d="${dots(
        [
          [-34, -144],
          [-79, -105],
          [34, -144],
          [79, -105],
        ],
        5,
      )}" fill="${INK.copper}"/>
    </g>`;
}

function ribs(x1: number, x2: number, y1: number, y2: number, step: number): string {
  let d = '';
  for (let x = x1 + step / 2; x < x2; x += step) d += `M ${x.toFixed(1)} ${y1} L ${x.toFixed(1)} ${y2} `;
  return `<path d="${d}" stroke="#000000" stroke-width="3" opacity="0.18"/>`;
}

function sweater(c: Inks): string {
  let zig = '';
  for (const y of [-34, -4]) {
    zig += `M -108 ${y}`;
    for (let x = -108; x < 108; x += 24) zig += ` L ${x + 12} ${y - 14} L ${x + 24} ${y}`;
  }
  return `
    <g transform="scale(0.92)">
      <path d="${LONG_SLEEVES}" fill="${c.accent}"/>
      <path d="M 170 92 L 124 98 L 127 126 L 173 120 Z M -170 92 L -124 98 L -127 126 L -173 120 Z" fill="${c.accent}"/>
      <path d="M 170 92 L 124 98 L 127 126 L 173 120 Z M -170 92 L -124 98 L -127 126 L -173 120 Z" fill="#000000" opacity="0.15"/>
      <rect x="-106" y="126" width="212" height="32" rx="6" fill="${c.accent}"/>
      <rect x="-106" y="126" width="212" height="32" rx="6" fill="#000000" opacity="0.15"/>
      ${ribs(-106, 106, 128, 156, 12)}
      <path d="M -58 -132 Q 0 -104 58 -132" fill="none" stroke="${c.accent}" stroke-width="18" ${round}/>
      <path d="M -58 -132 Q 0 -104 58 -132" fill="none" stroke="#000000" stroke-width="18" opacity="0.15" ${round}/>
      <path d="${zig}" fill="none" stroke="${c.light}" stroke-width="8" ${round}/>
      <path d="${dots(
        [
          [-84, 30],
          [-36, 30],
          [12, 30],
          [60, 30],
        ].map(([x, y]) => [x! + 12, y!] as const),
        5,
      )}" fill="${c.light}"/>
    </g>`;
}

function choreCoat(c: Inks): string {
  const canvas = '#b8904f';
  const pocket = (x: number, y: number, w: number, h: number) => `
      <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#a57e42"/>
      <rect x="${x + 5}" y="${y + 5}" width="${w - 10}" height="${h - 10}" rx="4" fill="none" stroke="${c.light}" stroke-width="2.5" stroke-dasharray="5 4" opacity="0.6"/>`;
  return `
    <g transform="scale(0.92)">
      <path d="${LONG_SLEEVES}" fill="${canvas}"/>
      <path d="M 170 92 L 124 98 L 125 112 L 171 106 Z M -170 92 L -124 98 L -125 112 L -171 106 Z" fill="#8f6a35"/>
      <path d="M 0 -100 L 0 136" stroke="#8f6a35" stroke-width="6"/>
      ${pocket(-90, -50, 62, 54)}${pocket(28, -50, 62, 54)}${pocket(-96, 44, 74, 70)}${pocket(22, 44, 74, 70)}
      <path d="M -62 -134 Q 0 -150 62 -134 L 30 -70 L 0 -104 L -30 -70 Z" fill="#5a3d2b"/>
      <path d="${dots(
        [
          [12, -70],
          [12, -20],
          [12, 30],
          [12, 80],
        ],
        8,
      )}" fill="${INK.iron}"/>
    </g>`;
}

function socks(c: Inks): string {
  const sock = (fill: string, band: string) => `
      <path d="M -40 -150 L 30 -150 L 30 20 Q 30 40 50 50 L 120 82 Q 150 96 140 124 Q 128 150 96 140 L -6 100 Q -44 84 -40 40 Z" fill="${fill}"/>
      <rect x="-40" y="-150" width="70" height="34" fill="#000000" opacity="0.12"/>
      ${ribs(-40, 30, -150, -118, 10)}
      <rect x="-40" y="-100" width="70" height="12" fill="${band}"/>
      <rect x="-40" y="-80" width="70" height="12" fill="${band}"/>
      <path d="M -40 40 Q -44 84 -6 100 L 8 66 Q -12 60 -12 40 Z" fill="${band}"/>
      <path d="M 96 140 Q 128 150 140 124 Q 150 96 120 82 L 100 118 Z" fill="${band}"/>`;
  return `
    <g transform="translate(-10 -10) scale(0.9)">${sock(c.accent2, c.accent)}</g>
    <g transform="translate(-80 20) scale(0.9)">${sock(c.light, c.accent)}</g>`;
}

function flannelShirt(c: Inks): string {
  let check = '';
  for (let x = -180; x < 180; x += 52) check += `M ${x} -160 h 26 v 320 h -26 Z `;
  let rows = '';
  for (let y = -150; y < 160; y += 52) rows += `M -180 ${y} h 360 v 26 h -360 Z `;
  return `
    <defs><clipPath id="flannel"><path d="${LONG_SLEEVES}"/></clipPath></defs>
    <g transform="scale(0.92)">
      <path d="${LONG_SLEEVES}" fill="#c23b2e"/>
      <g clip-path="url(#flannel)">
        <path d="${check}" fill="${INK.iron}" opacity="0.55"/>
        <path d="${rows}" fill="${INK.iron}" opacity="0.55"/>
      </g>
      <rect x="-10" y="-112" width="20" height="248" fill="#c23b2e"/>
      <rect x="-10" y="-112" width="20" height="248" fill="${INK.iron}" opacity="0.3"/>
      <path d="${dots(
        [
          [0, -80],
          [0, -30],
          [0, 20],
          [0, 70],
          [0, 116],
        ],
        6,
      )}" fill="${c.light}"/>
      <path d="M -60 -132 L -4 -112 L -34 -72 Z M 60 -132 L 4 -112 L 34 -72 Z" fill="#c23b2e" stroke="${INK.iron}" stroke-width="4" stroke-linejoin="round"/>
      <path d="M -84 -50 L -30 -50 L -30 -10 L -57 0 L -84 -10 Z M 84 -50 L 30 -50 L 30 -10 L 57 0 L 84 -10 Z" fill="none" stroke="${c.light}" stroke-width="4" stroke-linejoin="round" opacity="0.7"/>
    </g>`;
}

function belt(c: Inks): string {
  const p0 = [-96, -30] as const;
  const p1 = [-30, -110] as const;
  const p2 = [30, 110] as const;
  const p3 = [150, 40] as const;
  const d = `M ${p0.join(' ')} C ${p1.join(' ')} ${p2.join(' ')} ${p3.join(' ')}`;
  const holes = [0.72, 0.79, 0.86].map((t) => bezier(p0, p1, p2, p3, t));
  return `
    <path d="${d}" fill="none" stroke="${INK.leather}" stroke-width="48" stroke-linecap="round"/>
    <path d="${d}" fill="none" stroke="${c.light}" stroke-width="2.5" stroke-dasharray="6 6" opacity="0.5"/>
    <path d="${dots(holes, 6)}" fill="${INK.iron}"/>
    <rect x="-108" y="-64" width="30" height="64" rx="4" fill="#6e4428" transform="rotate(-40 -96 -30)"/>
    <g transform="rotate(-40 -96 -30)">
      <rect x="-174" y="-72" width="72" height="84" rx="14" fill="none" stroke="${INK.brass}" stroke-width="14"/>
      <path d="M -174 -30 L -112 -30" stroke="${INK.brass}" stroke-width="9" ${round}/>
    </g>`;
}

function watchCap(c: Inks): string {
  let lines = '';
  for (let x = -96; x <= 96; x += 16) lines += `M ${x} 40 Q ${x * 0.8} -60 ${x * 0.3} -128 `;
  return `
    <path d="M -124 46 C -124 -76 -62 -140 0 -140 C 62 -140 124 -76 124 46 Z" fill="${c.accent}"/>
    <path d="${lines}" fill="none" stroke="#000000" stroke-width="3" opacity="0.15"/>
    <rect x="-138" y="24" width="276" height="96" rx="22" fill="${c.accent}"/>
    <rect x="-138" y="24" width="276" height="96" rx="22" fill="#000000" opacity="0.12"/>
    ${ribs(-132, 132, 32, 112, 13)}
    <rect x="-26" y="52" width="52" height="38" rx="5" fill="${c.light}"/>
    <rect x="-18" y="60" width="36" height="22" rx="3" fill="none" stroke="${c.accent2}" stroke-width="3"/>`;
}

export const CLOTHING_PICTURES = {
  jeans,
  sweater,
  'chore-coat': choreCoat,
  tee,
  socks,
  'flannel-shirt': flannelShirt,
  belt,
  'watch-cap': watchCap,
} satisfies Record<string, Drawing>;
