import { INK, round, star, type Drawing, type Inks } from './ink.ts';

function hexagon(x: number, y: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 6; i++) pts.push(`${(x + r * Math.cos((i * Math.PI) / 3)).toFixed(1)},${(y + r * Math.sin((i * Math.PI) / 3)).toFixed(1)}`);
  return pts.join(' ');
}

function socketSet(c: Inks): string {
  const socket = (x: number, y: number, r: number) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${INK.steel}"/><polygon points="${hexagon(x, y, r * 0.55)}" fill="#4a4e55"/>`;
  const top = [12, 14, 16, 18, 20, 22, 24].map((r, i) => socket(-124 + i * 40, -50, r)).join('');
  const middle = [10, 11, 12, 13, 14, 15, 16, 17].map((r, i) => socket(-130 + i * 36, 6, r)).join('');
  return `
    <g transform="scale(0.92)">
      <rect x="-172" y="-110" width="344" height="228" rx="20" fill="${c.accent}"/>
      <rect x="-158" y="-96" width="316" height="200" rx="12" fill="${INK.iron}"/>
      ${top}${middle}
      <rect x="-130" y="52" width="190" height="24" rx="12" fill="${INK.steel}"/>
      <circle cx="84" cy="64" r="30" fill="${INK.steel}"/>
      <circle cx="84" cy="64" r="14" fill="${INK.steelDark}"/>
      <rect x="-120" y="58" width="120" height="12" rx="6" fill="${INK.steelDark}" opacity="0.6"/>
      <rect x="-30" y="108" width="60" height="14" rx="4" fill="${INK.steel}"/>
    </g>`;
}

function pasteWax(c: Inks): string {
  return `
    <circle cx="54" cy="-60" r="100" fill="${c.accent}"/>
    <circle cx="54" cy="-60" r="84" fill="none" stroke="${c.light}" stroke-width="6"/>
    <polygon points="${star(54, -60, 46)}" fill="${c.light}"/>
    <path d="M -140 20 L -140 84 A 110 34 0 0 0 80 84 L 80 20 Z" fill="${INK.steel}"/>
    <path d="M -140 50 A 110 34 0 0 0 80 50" fill="none" stroke="${INK.steelDark}" stroke-width="4"/>
    <ellipse cx="-30" cy="20" rx="110" ry="34" fill="#e3e6e9"/>
    <ellipse cx="-30" cy="22" rx="96" ry="27" fill="#efd48a"/>
    <path d="M -90 20 Q -60 4 -30 18 T 30 20" fill="none" stroke="#d9b860" stroke-width="5" ${round}/>
    <ellipse cx="120" cy="110" rx="50" ry="20" fill="${c.accent2}"/>
    <path d="M 70 110 L 70 96 A 50 20 0 0 1 170 96 L 170 110" fill="${c.accent2}"/>
    <ellipse cx="120" cy="96" rx="50" ry="20" fill="#f7f0d8"/>
    <polygon points="${star(-130, -110, 22)}" fill="${c.light}"/>
    <polygon points="${star(-92, -146, 12)}" fill="${c.light}" opacity="0.8"/>`;
}

function steeringWheelCover(c: Inks): string {
  let lacing = '';
  for (let a = 0; a < 360; a += 12) {
    const r1 = 122;
    const r2 = 158;
    const t = (a * Math.PI) / 180;
    const u = ((a + 6) * Math.PI) / 180;
    lacing += `M ${(r1 * Math.cos(t)).toFixed(1)} ${(r1 * Math.sin(t)).toFixed(1)} L ${(r2 * Math.cos(u)).toFixed(1)} ${(r2 * Math.sin(u)).toFixed(1)} `;
  }
  return `
    <path d="M -128 -10 L -40 -6 M 128 -10 L 40 -6 M 0 40 L 0 128" stroke="#5b6066" stroke-width="30" ${round}/>
    <circle cx="0" cy="0" r="52" fill="#5b6066"/>
    <circle cx="0" cy="0" r="22" fill="${c.accent}"/>
    <circle cx="0" cy="0" r="140" fill="none" stroke="${INK.leather}" stroke-width="40"/>
    <path d="${lacing}" stroke="${c.light}" stroke-width="3" opacity="0.75"/>
    <circle cx="0" cy="0" r="140" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.15"/>`;
}

function floorMats(c: Inks): string {
  // The set laid out as a shop shows it: two front mats notched for the pedals, two rear mats.
  const front = 'M -56 -75 L 8 -75 L 8 -54 L 50 -54 Q 60 -54 60 -44 L 62 60 Q 62 75 48 75 L -48 75 Q -62 75 -62 60 L -64 -64 Q -64 -75 -56 -75 Z';
  const rear = 'M -62 -28 Q -62 -40 -50 -40 L 30 -40 L 62 -14 L 62 28 Q 62 40 50 40 L -50 40 Q -62 40 -62 28 Z';
  const grooves = (from: number, to: number) => {
    let d = '';
    for (let y = from; y <= to; y += 18) d += `M -70 ${y} q 17 -7 34 0 t 34 0 t 34 0 t 34 0 `;
    return `<path d="${d}" fill="none" stroke="#50545b" stroke-width="6" ${round}/>`;
  };
  const mat = (shape: string, clip: string, x: number, y: number, flip: boolean, from: number, to: number) => `
      <g transform="translate(${x} ${y})${flip ? ' scale(-1 1)' : ''}">
        <path d="${shape}" fill="#7b8089"/>
        <g clip-path="url(#${clip})">${grooves(from, to)}</g>
        <path d="${shape}" fill="none" stroke="${c.light}" stroke-width="6" stroke-linejoin="round"/>
      </g>`;
  return `
    <defs><clipPath id="mat-front"><path d="${front}"/></clipPath><clipPath id="mat-rear"><path d="${rear}"/></clipPath></defs>
    ${mat(front, 'mat-front', -70, -42, false, -40, 40)}
    ${mat(front, 'mat-front', 70, -42, true, -40, 40)}
    <rect x="-110" y="8" width="50" height="20" rx="5" fill="#50545b"/>
    ${mat(rear, 'mat-rear', -70, 96, false, -24, 30)}
    ${mat(rear, 'mat-rear', 70, 96, true, -24, 30)}`;
}

function tireGauge(c: Inks): string {
  let ticks = '';
  for (let i = 0; i <= 12; i++) {
    const a = ((-225 + i * 22.5) * Math.PI) / 180;
    const r1 = i % 3 === 0 ? 52 : 60;
    ticks += `M ${(r1 * Math.cos(a)).toFixed(1)} ${(r1 * Math.sin(a)).toFixed(1)} L ${(70 * Math.cos(a)).toFixed(1)} ${(70 * Math.sin(a)).toFixed(1)} `;
  }
  return `
    <path d="M -30 90 C -30 150 60 150 100 110 C 130 80 140 60 150 40" fill="none" stroke="${INK.steelDark}" stroke-width="18" ${round}/>
    <path d="M -30 90 C -30 150 60 150 100 110 C 130 80 140 60 150 40" fill="none" stroke="${INK.iron}" stroke-width="18" stroke-dasharray="4 6" opacity="0.35"/>
    <rect x="130" y="-10" width="36" height="56" rx="8" fill="${INK.brass}" transform="rotate(24 148 18)"/>
    <rect x="-48" y="60" width="36" height="40" rx="6" fill="${INK.brass}"/>
    <rect x="60" y="-70" width="34" height="20" rx="6" fill="${INK.brass}" transform="translate(8 0)"/>
    <g transform="translate(-30 -40)">
      <circle cx="0" cy="0" r="100" fill="${c.accent}"/>
      <circle cx="0" cy="0" r="84" fill="#e6f5d8"/>
      <path d="${ticks}" stroke="${INK.iron}" stroke-width="5" ${round}/>
      <path d="M 0 0 L 46 -36" stroke="#c8423b" stroke-width="7" ${round}/>
      <circle cx="0" cy="0" r="10" fill="${INK.iron}"/>
      <path d="M -70 40 A 80 80 0 0 0 70 40" fill="none" stroke="#7ccf8f" stroke-width="8" opacity="0.6"/>
    </g>`;
}

function trunkOrganizer(c: Inks): string {
  return `
    <rect x="-150" y="-70" width="300" height="60" rx="6" fill="#b39a70"/>
    <rect x="-126" y="-140" width="40" height="100" rx="12" fill="${c.accent2}"/>
    <rect x="-118" y="-156" width="24" height="20" rx="4" fill="${INK.iron}"/>
    <path d="M -20 -40 L -30 -110 L 0 -110 M 30 -40 L 40 -104 L 10 -104" fill="none" stroke="${c.accent}" stroke-width="8" ${round}/>
    <rect x="-42" y="-128" width="26" height="30" rx="4" fill="${c.accent}" transform="rotate(-10 -30 -110)"/>
    <rect x="26" y="-122" width="26" height="30" rx="4" fill="${INK.iron}" transform="rotate(10 40 -104)"/>
    <circle cx="100" cy="-70" r="44" fill="${c.light}"/>
    <path d="M 62 -90 Q 100 -60 138 -90" fill="none" stroke="${c.accent}" stroke-width="5"/>
    <path d="M -160 -20 Q -150 -80 -120 -60 M 160 -20 Q 150 -80 120 -60" fill="none" stroke="#7a5a3a" stroke-width="10" ${round}/>
    <rect x="-166" y="-30" width="332" height="150" rx="12" fill="#cdb48a"/>
    <path d="M -56 -30 L -56 120 M 56 -30 L 56 120" stroke="#b39a70" stroke-width="6"/>
    <rect x="-150" y="20" width="80" height="70" rx="6" fill="#bda277"/>
    <rect x="70" y="20" width="80" height="70" rx="6" fill="#bda277"/>
    <rect x="-144" y="26" width="68" height="58" rx="4" fill="none" stroke="#7a5a3a" stroke-width="2.5" stroke-dasharray="6 5"/>
    <rect x="76" y="26" width="68" height="58" rx="4" fill="none" stroke="#7a5a3a" stroke-width="2.5" stroke-dasharray="6 5"/>`;
}

export const AUTOMOTIVE_PICTURES = {
  'socket-set': socketSet,
  'paste-wax': pasteWax,
  'steering-wheel-cover': steeringWheelCover,
  'floor-mats': floorMats,
  'tire-gauge': tireGauge,
  'trunk-organizer': trunkOrganizer,
} satisfies Record<string, Drawing>;
