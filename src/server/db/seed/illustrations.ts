/**
 * One simple flat illustration per category, drawn with shapes only (no text, so no font is
 * needed). Each draws around the origin within about 170 units, inside the card's round badge.
 */

export interface Inks {
  /** the badge colour, used for cut-outs */
  deep: string;
  /** the cream "paper" colour of the main shape */
  light: string;
  accent: string;
  /** a second accent, for variety */
  accent2: string;
}

const round = 'stroke-linecap="round" stroke-linejoin="round"';

function speaker(c: Inks): string {
  return `
    <g transform="translate(-30 0)">
      <rect x="-95" y="-140" width="190" height="280" rx="24" fill="${c.light}"/>
      <circle cx="0" cy="-72" r="30" fill="${c.deep}"/>
      <circle cx="0" cy="-72" r="13" fill="${c.accent2}"/>
      <circle cx="0" cy="45" r="66" fill="${c.deep}"/>
      <circle cx="0" cy="45" r="46" fill="${c.accent}"/>
      <circle cx="0" cy="45" r="16" fill="${c.deep}"/>
      <circle cx="-70" cy="-120" r="5" fill="${c.deep}" opacity="0.4"/>
      <circle cx="70" cy="-120" r="5" fill="${c.deep}" opacity="0.4"/>
    </g>
    <g fill="none" stroke="${c.light}" stroke-width="12" ${round}>
      <path d="M 100 -30 A 45 45 0 0 1 100 40"/>
      <path d="M 128 -62 A 85 85 0 0 1 128 72" opacity="0.7"/>
    </g>`;
}

function shirt(c: Inks): string {
  return `
    <path d="M -62 -132 L -145 -98 L -172 -18 L -118 4 L -104 -32 L -104 142 L 104 142 L 104 -32 L 118 4 L 172 -18 L 145 -98 L 62 -132 Q 0 -84 -62 -132 Z" fill="${c.light}"/>
    <path d="M -62 -132 Q 0 -84 62 -132" fill="none" stroke="${c.accent}" stroke-width="12" ${round}/>
    <rect x="24" y="-62" width="50" height="56" rx="6" fill="${c.accent}"/>
    <path d="M 24 -48 L 74 -48" stroke="${c.deep}" stroke-width="3" opacity="0.35"/>
    <path d="M -96 122 L 96 122" stroke="${c.deep}" stroke-width="4" stroke-dasharray="10 8" opacity="0.35"/>
    <path d="M -160 -30 L -114 -12 M 160 -30 L 114 -12" stroke="${c.deep}" stroke-width="4" stroke-dasharray="8 7" opacity="0.35"/>`;
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
    <circle cx="-35" cy="30" r="96" fill="#2d2a28"/>
    <path d="M -92 30 C -100 -20 -40 -40 -10 -10 C 30 20 10 80 -40 82 C -80 84 -86 60 -92 30 Z" fill="#fbf7ee"/>
    <circle cx="-42" cy="26" r="26" fill="#f4b331"/>
    <circle cx="-50" cy="18" r="8" fill="#ffffff" opacity="0.6"/>`;
}

function bottle(c: Inks): string {
  return `
    <rect x="-78" y="-150" width="56" height="22" rx="6" fill="${c.accent2}"/>
    <path d="M -22 -145 L 12 -145 L 12 -130 L -22 -130 Z" fill="${c.accent2}"/>
    <rect x="-66" y="-128" width="32" height="34" fill="${c.light}"/>
    <rect x="-120" y="-96" width="116" height="232" rx="30" fill="${c.light}"/>
    <rect x="-120" y="-10" width="116" height="70" fill="${c.accent}"/>
    <circle cx="-62" cy="25" r="18" fill="${c.light}" opacity="0.7"/>
    <rect x="20" y="58" width="150" height="82" rx="26" fill="${c.accent2}"/>
    <rect x="36" y="70" width="118" height="30" rx="15" fill="#ffffff" opacity="0.35"/>
    <g fill="none" stroke="${c.light}" stroke-width="7">
      <circle cx="80" cy="10" r="26"/>
      <circle cx="128" cy="-38" r="17"/>
      <circle cx="70" cy="-58" r="11"/>
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

function book(c: Inks): string {
  const lines = [-40, -15, 10, 35, 60]
    .map((y) => `<path d="M -140 ${y} Q -80 ${y - 14} -22 ${y + 6}"/><path d="M 140 ${y} Q 80 ${y - 14} 22 ${y + 6}"/>`)
    .join('');
  return `
    <path d="M 0 -60 C -55 -95 -130 -98 -178 -74 L -178 118 C -130 96 -55 96 0 128 C 55 96 130 96 178 118 L 178 -74 C 130 -98 55 -95 0 -60 Z" fill="${c.accent}"/>
    <path d="M 0 -78 C -50 -110 -120 -112 -162 -90 L -162 98 C -120 78 -50 80 0 110 Z" fill="${c.light}"/>
    <path d="M 0 -78 C 50 -110 120 -112 162 -90 L 162 98 C 120 78 50 80 0 110 Z" fill="${c.light}"/>
    <g fill="none" stroke="${c.deep}" stroke-width="6" stroke-linecap="round" opacity="0.25">${lines}</g>
    <path d="M 0 -78 L 0 110" stroke="${c.deep}" stroke-width="4" opacity="0.3"/>
    <path d="M 95 -100 L 95 -20 L 110 -34 L 125 -20 L 125 -104 Z" fill="${c.accent2}"/>`;
}

function star(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 === 0 ? r : r * 0.45;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${(cx + rad * Math.cos(a)).toFixed(1)},${(cy + rad * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

function blocks(c: Inks): string {
  return `
    <rect x="-150" y="20" width="130" height="120" rx="14" fill="${c.light}"/>
    <circle cx="-85" cy="80" r="34" fill="${c.accent}"/>
    <rect x="-10" y="20" width="130" height="120" rx="14" fill="${c.accent2}"/>
    <path d="M 55 45 L 92 112 L 18 112 Z" fill="${c.light}"/>
    <rect x="-80" y="-112" width="130" height="122" rx="14" fill="${c.accent}" transform="rotate(-6 -15 -50)"/>
    <polygon points="${star(-15, -48, 42)}" fill="${c.light}" transform="rotate(-6 -15 -50)"/>
    <circle cx="125" cy="-60" r="38" fill="${c.light}"/>
    <path d="M 92 -78 Q 125 -50 160 -74" fill="none" stroke="${c.accent}" stroke-width="8"/>
    <path d="M 100 -30 Q 128 -52 158 -44" fill="none" stroke="${c.accent2}" stroke-width="8"/>`;
}

function heart(c: Inks): string {
  return `
    <path d="M 0 132 C -175 30 -170 -118 -72 -120 C -32 -121 -8 -96 0 -70 C 8 -96 32 -121 72 -120 C 170 -118 175 30 0 132 Z" fill="${c.light}"/>
    <path d="M -170 10 L -72 10 L -44 -52 L -10 78 L 24 -20 L 44 10 L 170 10" fill="none" stroke="${c.accent}" stroke-width="14" ${round}/>
    <path d="M 96 -150 C 150 -150 170 -110 160 -80 C 120 -80 96 -110 96 -150 Z" fill="${c.accent2}"/>
    <path d="M 104 -140 Q 130 -112 158 -84" fill="none" stroke="${c.deep}" stroke-width="4" opacity="0.4"/>`;
}

function truck(c: Inks): string {
  return `
    <path d="M -185 130 L 185 130" stroke="${c.light}" stroke-width="6" stroke-dasharray="26 18" ${round} opacity="0.6"/>
    <rect x="-170" y="0" width="200" height="70" rx="10" fill="${c.accent}"/>
    <path d="M 22 70 L 22 -60 Q 22 -72 34 -72 L 98 -72 Q 110 -72 118 -60 L 150 -6 L 168 0 Q 180 4 180 18 L 180 70 Z" fill="${c.accent}"/>
    <path d="M 42 -56 L 94 -56 L 124 -8 L 42 -8 Z" fill="${c.light}"/>
    <rect x="-170" y="38" width="350" height="10" fill="#000000" opacity="0.15"/>
    <rect x="166" y="14" width="14" height="14" rx="4" fill="${c.accent2}"/>
    <rect x="-176" y="64" width="362" height="14" rx="7" fill="${c.light}"/>
    <circle cx="-100" cy="80" r="42" fill="${c.deep}"/>
    <circle cx="-100" cy="80" r="30" fill="#2d2a28"/>
    <circle cx="-100" cy="80" r="14" fill="${c.light}"/>
    <circle cx="108" cy="80" r="42" fill="${c.deep}"/>
    <circle cx="108" cy="80" r="30" fill="#2d2a28"/>
    <circle cx="108" cy="80" r="14" fill="${c.light}"/>`;
}

function paw(c: Inks): string {
  const bone = `
      <rect x="-70" y="-15" width="140" height="30" rx="15" fill="${c.accent2}"/>
      <circle cx="-72" cy="-15" r="21" fill="${c.accent2}"/><circle cx="-72" cy="15" r="21" fill="${c.accent2}"/>
      <circle cx="72" cy="-15" r="21" fill="${c.accent2}"/><circle cx="72" cy="15" r="21" fill="${c.accent2}"/>`;
  return `
    <g transform="translate(70 118) rotate(-18)">${bone}</g>
    <g transform="translate(-22 -28) scale(0.82)">
      <path d="M 0 20 C 50 20 95 70 92 108 C 90 140 55 146 30 136 C 15 130 -15 130 -30 136 C -55 146 -90 140 -92 108 C -95 70 -50 20 0 20 Z" fill="${c.light}"/>
      <ellipse cx="-100" cy="-10" rx="30" ry="38" fill="${c.light}" transform="rotate(-20 -100 -10)"/>
      <ellipse cx="-40" cy="-60" rx="30" ry="40" fill="${c.light}" transform="rotate(-6 -40 -60)"/>
      <ellipse cx="40" cy="-60" rx="30" ry="40" fill="${c.light}" transform="rotate(6 40 -60)"/>
      <ellipse cx="100" cy="-10" rx="30" ry="38" fill="${c.light}" transform="rotate(20 100 -10)"/>
    </g>`;
}

/** Illustration per category id (the seed falls back to the book for an unknown category). */
export const ILLUSTRATIONS: Record<number, (c: Inks) => string> = {
  1: speaker,
  2: shirt,
  3: skillet,
  4: bottle,
  5: tent,
  6: book,
  7: blocks,
  8: heart,
  9: truck,
  10: paw,
};

export { star };
