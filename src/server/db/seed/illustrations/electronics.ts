import { INK, dots, grid, drop, round, type Drawing, type Inks } from './ink.ts';

const walnut = '#a8703f';

function cabinet(c: Inks, x: number): string {
  return `
    <g transform="translate(${x} 0)">
      <rect x="-68" y="-122" width="136" height="238" rx="14" fill="${walnut}"/>
      <path d="M -50 -100 Q -40 0 -52 100 M 46 -104 Q 56 -10 44 96" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.15"/>
      <circle cx="0" cy="-64" r="24" fill="${INK.iron}"/>
      <circle cx="0" cy="-64" r="10" fill="${c.accent2}"/>
      <circle cx="0" cy="28" r="52" fill="${INK.iron}"/>
      <circle cx="0" cy="28" r="36" fill="${c.light}"/>
      <circle cx="0" cy="28" r="13" fill="${INK.iron}"/>
      <rect x="-56" y="116" width="18" height="10" fill="${INK.iron}"/>
      <rect x="38" y="116" width="18" height="10" fill="${INK.iron}"/>
    </g>`;
}

const bookshelfSpeakers: Drawing = (c) => `${cabinet(c, -78)}${cabinet(c, 78)}`;

function tubeAmp(c: Inks): string {
  const tube = (x: number) => `
      <rect x="${x - 24}" y="-108" width="48" height="116" rx="24" fill="${c.light}" opacity="0.9"/>
      <rect x="${x - 9}" y="-70" width="18" height="62" rx="9" fill="${c.accent}"/>
      <circle cx="${x}" cy="-56" r="26" fill="${c.accent}" opacity="0.25"/>
      <rect x="${x - 28}" y="0" width="56" height="14" rx="3" fill="${INK.iron}"/>`;
  return `
    <rect x="-165" y="10" width="330" height="112" rx="14" fill="#3e6b4e"/>
    <rect x="-165" y="10" width="330" height="18" rx="9" fill="#4f8060"/>
    ${tube(-118)}${tube(-52)}
    <path d="M 22 8 L 22 -62 A 62 62 0 0 1 146 -62 L 146 8" fill="none" stroke="${INK.iron}" stroke-width="14" ${round}/>
    <rect x="6" y="-54" width="34" height="62" rx="14" fill="${c.accent2}"/>
    <rect x="128" y="-54" width="34" height="62" rx="14" fill="${c.accent2}"/>
    <circle cx="-110" cy="72" r="22" fill="${c.light}"/><circle cx="-110" cy="72" r="6" fill="${INK.iron}"/>
    <circle cx="-40" cy="72" r="22" fill="${c.light}"/><circle cx="-40" cy="72" r="6" fill="${INK.iron}"/>
    <circle cx="40" cy="72" r="10" fill="${INK.iron}"/>
    <circle cx="110" cy="72" r="9" fill="${c.accent}"/>
    <path d="M 40 72 C 60 140 150 130 146 8" fill="none" stroke="${INK.iron}" stroke-width="6" opacity="0.8"/>`;
}

function wallCharger(c: Inks): string {
  return `
    <rect x="-52" y="-156" width="22" height="64" rx="5" fill="${INK.steel}"/>
    <rect x="30" y="-156" width="22" height="64" rx="5" fill="${INK.steel}"/>
    <rect x="-100" y="-104" width="200" height="176" rx="34" fill="${c.light}"/>
    <path d="M 62 -104 L 66 -104 Q 100 -104 100 -70 L 100 38 Q 100 72 66 72 L 62 72 Z" fill="#000000" opacity="0.08"/>
    <polygon points="22,-80 -42,4 -4,4 -22,58 42,-28 4,-28" fill="${c.accent}"/>
    <path d="M 0 70 L 0 100 C 0 150 80 160 120 120 C 150 90 140 40 170 30" fill="none" stroke="${c.accent2}" stroke-width="16" ${round}/>
    <rect x="-17" y="64" width="34" height="48" rx="8" fill="${INK.iron}"/>`;
}

function chargingPad(c: Inks): string {
  // The phone is drawn from above and laid on the pad's plane, squashed as the pad's ellipse is.
  const plane = 'translate(0 44) scale(1 0.44) rotate(24)';
  const arc = (r: number) => `M ${-0.7 * r} ${-10 - 0.7 * r} A ${r} ${r} 0 0 1 ${0.7 * r} ${-10 - 0.7 * r}`;
  return `
    <ellipse cx="0" cy="64" rx="168" ry="74" fill="#b9834a"/>
    <ellipse cx="0" cy="48" rx="168" ry="74" fill="#dcae72"/>
    <g fill="none" stroke="#b9834a" stroke-width="4" opacity="0.6">
      <ellipse cx="0" cy="48" rx="128" ry="54"/><ellipse cx="0" cy="48" rx="88" ry="36"/>
    </g>
    <circle cx="0" cy="116" r="6" fill="${c.accent2}"/>
    <g transform="translate(0 10)"><rect x="-66" y="-124" width="132" height="248" rx="26" fill="#000000" opacity="0.25" transform="${plane}"/></g>
    <g transform="${plane}">
      <rect x="-66" y="-124" width="132" height="248" rx="26" fill="${INK.iron}"/>
      <rect x="-56" y="-112" width="112" height="224" rx="16" fill="#3d4650"/>
    </g>
    <g fill="none" stroke="${c.light}" stroke-width="10" ${round}>
      <path d="${arc(44)}"/><path d="${arc(82)}" opacity="0.8"/><path d="${arc(120)}" opacity="0.6"/>
    </g>
    <polygon points="12,-60 -22,-14 0,-14 -10,22 26,-28 4,-28" fill="${c.accent}" transform="translate(-2 58) scale(0.8)"/>`;
}

function microphone(c: Inks): string {
  const mesh = grid(-48, -150, 7, 12, 16, 16).map(([x, y]) => [x, y] as const);
  return `
    <defs><clipPath id="mic-grille"><rect x="-62" y="-170" width="124" height="150" rx="62"/></clipPath></defs>
    <rect x="-12" y="60" width="24" height="90" fill="${INK.steelDark}"/>
    <ellipse cx="0" cy="152" rx="78" ry="16" fill="${INK.iron}"/>
    <path d="M -96 -40 L -96 20 A 96 96 0 0 0 96 20 L 96 -40" fill="none" stroke="${INK.iron}" stroke-width="16" ${round}/>
    <circle cx="-96" cy="-40" r="14" fill="${c.accent}"/>
    <circle cx="96" cy="-40" r="14" fill="${c.accent}"/>
    <rect x="-62" y="-170" width="124" height="270" rx="50" fill="${c.light}"/>
    <g clip-path="url(#mic-grille)">
      <rect x="-62" y="-170" width="124" height="150" fill="${INK.steel}"/>
      <path d="${dots(mesh, 4)}" fill="${INK.steelDark}"/>
    </g>
    <rect x="-64" y="-32" width="128" height="20" rx="4" fill="${c.accent2}"/>
    <circle cx="0" cy="30" r="10" fill="${c.accent}"/>
    <path d="M -60 -10 L -96 20 M 60 -10 L 96 20 M -60 60 L -96 20 M 60 60 L 96 20" stroke="${INK.iron}" stroke-width="4" opacity="0.6"/>`;
}

function outdoorSpeaker(c: Inks): string {
  const holes = grid(-98, -46, 12, 6, 18, 18);
  return `
    <path d="M -150 -40 C -196 -40 -196 40 -150 40" fill="none" stroke="${INK.iron}" stroke-width="12" ${round}/>
    <rect x="-160" y="-74" width="320" height="156" rx="72" fill="${c.accent}"/>
    <rect x="-112" y="-74" width="224" height="156" fill="${c.light}"/>
    <path d="${dots(holes, 4.5)}" fill="${c.deep}" opacity="0.75"/>
    <rect x="-60" y="-88" width="30" height="14" rx="5" fill="${INK.iron}"/>
    <rect x="-14" y="-88" width="30" height="14" rx="5" fill="${INK.iron}"/>
    <rect x="32" y="-88" width="30" height="14" rx="5" fill="${INK.iron}"/>
    ${drop(-90, -112, 38, c.accent2)}${drop(20, -130, 30, c.accent2)}${drop(120, -112, 44, c.accent2)}
    <path d="M -150 120 Q -75 100 0 120 T 150 120" fill="none" stroke="${c.light}" stroke-width="8" ${round} opacity="0.6"/>`;
}

function keyboard(c: Inks): string {
  const keys: string[] = [];
  const key = (x: number, y: number, w: number, fill = c.light) => keys.push(`<rect x="${x}" y="${y}" width="${w}" height="22" rx="4" fill="${fill}"/>`);
  const left = -158;
  const step = 24.6;
  for (let row = 0; row < 4; row++) {
    const y = -58 + row * 27;
    for (let i = 0; i < 13; i++) {
      const fill = row === 0 && i === 0 ? c.accent : row === 2 && i === 12 ? c.accent2 : c.light;
      key(left + i * step, y, 21, fill);
    }
  }
  const y = -58 + 4 * 27;
  key(left, y, 30);
  key(left + 36, y, 30);
  key(left + 72, y, 170);
  key(left + 248, y, 30);
  key(left + 284, y, 30);
  return `
    <path d="M 110 -84 C 110 -130 60 -136 40 -168" fill="none" stroke="${INK.iron}" stroke-width="9" ${round}/>
    <rect x="-172" y="-84" width="344" height="166" rx="18" fill="#b05a3a"/>
    <rect x="-164" y="-66" width="328" height="140" rx="8" fill="#7d3b28"/>
    ${keys.join('')}`;
}

function usbCable(c: Inks): string {
  const d = 'M -110 90 C -110 -40 -10 -140 90 -90 C 170 -50 150 60 60 70 C -20 78 -40 -20 10 -50 C 40 -68 90 -40 110 -40';
  // Kept clear of the badge's rim, which the plug at the lower end would otherwise touch.
  return `<g transform="translate(0 -18) scale(0.92)">
    <path d="${d}" fill="none" stroke="${c.accent}" stroke-width="22" ${round}/>
    <path d="${d}" fill="none" stroke="${INK.iron}" stroke-width="22" stroke-dasharray="5 9" opacity="0.25"/>
    <rect x="-128" y="86" width="36" height="58" rx="8" fill="${INK.iron}"/>
    <rect x="-122" y="142" width="24" height="26" rx="8" fill="${INK.steel}"/>
    <rect x="104" y="-58" width="58" height="36" rx="8" fill="${INK.iron}"/>
    <rect x="160" y="-52" width="22" height="24" rx="8" fill="${INK.steel}"/>
    </g>`;
}

export const ELECTRONICS_PICTURES = {
  'bookshelf-speakers': bookshelfSpeakers,
  'tube-amp': tubeAmp,
  'wall-charger': wallCharger,
  'charging-pad': chargingPad,
  microphone,
  'outdoor-speaker': outdoorSpeaker,
  keyboard,
  'usb-cable': usbCable,
} satisfies Record<string, Drawing>;
