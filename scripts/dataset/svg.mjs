// Generated artwork: stylised product packs and abstract content images. Every file is a small, valid SVG with a <title>.
import { escapeXml, seedFrom } from './lib.mjs';

export const TYPE_COLOURS = {
  protein: ['#1f4e9c', '#8fb3ea'],
  plant: ['#2e7d32', '#a5d6a7'],
  collagen: ['#00838f', '#80deea'],
  creatine: ['#c62828', '#ef9a9a'],
  amino: ['#e65100', '#ffcc80'],
  preworkout: ['#ad1457', '#f48fb1'],
  hydration: ['#0277bd', '#81d4fa'],
  health: ['#00695c', '#80cbc4'],
  snack: ['#6d4c41', '#d7ccc8'],
  stack: ['#37474f', '#b0bec5'],
  gift: ['#b8860b', '#ffe082'],
  accessory: ['#455a64', '#cfd8dc'],
};

const FONT = 'font-family="Helvetica,Arial,sans-serif"';

function nameLines(text, max = 11) {
  const words = String(text).split(' ');
  if (text.length <= max || words.length === 1) return [text];
  let best = [text];
  let bestScore = Infinity;
  for (let i = 1; i < words.length; i += 1) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const score = Math.max(a.length, b.length);
    if (score < bestScore) {
      bestScore = score;
      best = [a, b];
    }
  }
  return best;
}

function label(cx, y, text, maxWidth, maxSize, fill) {
  const lines = nameLines(text);
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.max(28, Math.min(maxSize, Math.floor(maxWidth / (longest * 0.6))));
  const start = y - ((lines.length - 1) * size * 1.05) / 2;
  return lines
    .map((l, i) => `<text x="${cx}" y="${Math.round(start + i * size * 1.05)}" ${FONT} font-size="${size}" font-weight="700" text-anchor="middle" fill="${fill}">${escapeXml(l)}</text>`)
    .join('');
}

const SHAPES = {
  pouch: (c, l) =>
    `<path d="M225 170Q225 140 255 140H545Q575 140 575 170L600 650Q602 690 562 690H238Q198 690 200 650Z" fill="${c}"/>` +
    `<rect x="225" y="118" width="350" height="34" rx="8" fill="${c}" opacity=".85"/>` +
    `<rect x="245" y="300" width="310" height="230" rx="18" fill="#fff" opacity=".95"/>` +
    `<rect x="225" y="600" width="375" height="14" fill="${l}" opacity=".7"/>`,
  tub: (c, l) =>
    `<rect x="220" y="210" width="360" height="470" rx="30" fill="${c}"/>` +
    `<rect x="205" y="160" width="390" height="80" rx="20" fill="${l}"/>` +
    `<rect x="245" y="300" width="310" height="230" rx="18" fill="#fff" opacity=".95"/>`,
  bottle: (c, l) =>
    `<rect x="335" y="120" width="130" height="70" rx="12" fill="${l}"/>` +
    `<path d="M300 190H500Q560 190 560 250V650Q560 690 520 690H280Q240 690 240 650V250Q240 190 300 190Z" fill="${c}"/>` +
    `<rect x="255" y="300" width="290" height="230" rx="18" fill="#fff" opacity=".95"/>`,
  bar: (c, l) =>
    `<path d="M110 290L140 305L110 320L140 335L110 350L140 365L110 380L140 395L110 410L140 425L110 440L140 455L110 470L140 485L110 500H690L660 485L690 470L660 455L690 440L660 425L690 410L660 395L690 380L660 365L690 350L660 335L690 320L660 305L690 290Z" fill="${c}"/>` +
    `<rect x="180" y="320" width="440" height="150" rx="16" fill="#fff" opacity=".95"/>` +
    `<rect x="110" y="510" width="580" height="12" fill="${l}" opacity=".6"/>`,
  stack: (c, l) =>
    `<rect x="120" y="300" width="200" height="330" rx="22" fill="${l}"/>` +
    `<rect x="480" y="300" width="200" height="330" rx="22" fill="${l}"/>` +
    `<path d="M255 200Q255 175 280 175H520Q545 175 545 200L565 650Q567 690 530 690H270Q233 690 235 650Z" fill="${c}"/>` +
    `<rect x="230" y="320" width="340" height="210" rx="18" fill="#fff" opacity=".95"/>`,
  card: (c, l) =>
    `<rect x="130" y="230" width="540" height="340" rx="28" fill="${c}"/>` +
    `<rect x="360" y="230" width="40" height="340" fill="${l}"/><rect x="130" y="380" width="540" height="40" fill="${l}"/>` +
    `<rect x="190" y="300" width="420" height="200" rx="18" fill="#fff" opacity=".95"/>`,
};

const SHAPE_FOR_TYPE = {
  protein: 'pouch', plant: 'pouch', collagen: 'tub', creatine: 'tub', amino: 'tub', preworkout: 'tub', hydration: 'pouch',
  health: 'bottle', snack: 'bar', stack: 'stack', gift: 'card', accessory: 'bottle',
};

const LABEL_BOX = { pouch: [400, 415, 290], tub: [400, 415, 290], bottle: [400, 415, 270], bar: [400, 400, 400], stack: [400, 425, 320], card: [400, 400, 400] };

const FLAVOUR_COLOURS = [
  [/choc|brownie|cocoa|mocha|coffee/i, '#5d3a1a'],
  [/cookies/i, '#3b3b3b'],
  [/vanilla|banana|cream|honeycomb|custard/i, '#e8c872'],
  [/strawberr|raspberr|watermelon|pink|cherry/i, '#d6336c'],
  [/berry|grape|blackcurrant/i, '#6a3d9a'],
  [/caramel|butterscotch|peanut|hot cross/i, '#b5651d'],
  [/lemon|lime|pineapple|tropical|mango|passion/i, '#9bc53d'],
  [/orange|apricot|peach/i, '#f08a24'],
  [/apple|mint|green/i, '#4caf50'],
  [/blue|ocean|ice/i, '#1e88e5'],
  [/cola/i, '#6d2e1f'],
  [/black/i, '#212121'],
  [/clear|unflavoured|natural/i, '#9e9e9e'],
];

/** The colour a flavour (or colour option) is drawn in: by its words, else a stable hue from its name. */
function flavourColour(flavour) {
  const hit = FLAVOUR_COLOURS.find(([pattern]) => pattern.test(flavour));
  return hit ? hit[1] : `hsl(${seedFrom(flavour) % 360},55%,45%)`;
}

/** A band across the pack naming the flavour, in the flavour's colour, with a swatch of it. */
function flavourBand(flavour, shape) {
  const y = shape === 'bar' ? 540 : shape === 'card' ? 590 : 555;
  const colour = flavourColour(flavour);
  const size = Math.max(22, Math.min(34, Math.floor(420 / Math.max(6, flavour.length * 0.62))));
  return (
    `<rect x="215" y="${y}" width="370" height="58" rx="29" fill="#fff" opacity=".96"/>` +
    `<circle cx="250" cy="${y + 29}" r="19" fill="${colour}"/>` +
    `<text x="420" y="${y + 29 + Math.round(size * 0.35)}" ${FONT} font-size="${size}" font-weight="700" text-anchor="middle" fill="${colour}">${escapeXml(flavour)}</text>`
  );
}

/** Front-of-pack product image, 800x800; with `flavour`, the pack of that flavour (a flavour band). */
export function productSvg({ name, shortName, type, subtitle, flavour }) {
  const [c, l] = TYPE_COLOURS[type] ?? TYPE_COLOURS.protein;
  const shape = SHAPE_FOR_TYPE[type] ?? 'pouch';
  const [cx, cy, w] = LABEL_BOX[shape];
  const brandY = shape === 'bar' ? 350 : cy - 80;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img">` +
    `<title>${escapeXml(flavour ? `${name}, ${flavour}` : name)} - Bulk Nutrients</title>` +
    `<rect width="800" height="800" fill="#f5f2ec"/>` +
    `<ellipse cx="400" cy="715" rx="280" ry="26" fill="#000" opacity=".1"/>` +
    SHAPES[shape](c, l) +
    (flavour ? flavourBand(flavour, shape) : '') +
    `<text x="${cx}" y="${brandY}" ${FONT} font-size="20" font-weight="700" letter-spacing="3" text-anchor="middle" fill="${c}">BULK NUTRIENTS</text>` +
    label(cx, shape === 'bar' ? cy + 15 : cy + 10, shortName, w, 84, '#1b1b1b') +
    (subtitle ? `<text x="${cx}" y="${shape === 'bar' ? cy + 60 : cy + 95}" ${FONT} font-size="24" text-anchor="middle" fill="#555">${escapeXml(subtitle)}</text>` : '') +
    `</svg>\n`
  );
}

/** Back-of-pack image with a nutrition-panel motif, 800x800. */
export function productBackSvg({ name, type }) {
  const [c, l] = TYPE_COLOURS[type] ?? TYPE_COLOURS.protein;
  let rows = '';
  for (let i = 0; i < 7; i += 1) {
    const y = 330 + i * 44;
    rows += `<rect x="260" y="${y}" width="${150 + ((i * 37) % 60)}" height="14" rx="7" fill="#9e9e9e"/><rect x="${470 + ((i * 23) % 30)}" y="${y}" width="70" height="14" rx="7" fill="#bdbdbd"/>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img">` +
    `<title>${escapeXml(name)} - back of pack with nutrition information</title>` +
    `<rect width="800" height="800" fill="#eef1f4"/>` +
    `<rect x="200" y="120" width="400" height="580" rx="30" fill="${c}"/>` +
    `<rect x="230" y="190" width="340" height="460" rx="14" fill="#fff"/>` +
    `<rect x="200" y="120" width="400" height="40" rx="14" fill="${l}"/>` +
    `<text x="400" y="250" ${FONT} font-size="28" font-weight="700" text-anchor="middle" fill="#1b1b1b">Nutrition Information</text>` +
    `<rect x="250" y="280" width="300" height="4" fill="#1b1b1b"/>` +
    rows +
    `</svg>\n`
  );
}

function palette(seedText) {
  const hues = [210, 145, 12, 280, 190, 35, 330, 95];
  const s = seedFrom(seedText);
  const h = hues[s % hues.length];
  return { h, a: `hsl(${h},55%,38%)`, b: `hsl(${(h + 40) % 360},60%,58%)`, c: `hsl(${(h + 200) % 360},70%,85%)` };
}

/** Portrait placeholder with initials, square. */
export function portraitSvg({ name }) {
  const p = palette(name);
  const initials = name.split(' ').filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).slice(-2).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img">` +
    `<title>Portrait of ${escapeXml(name)}</title>` +
    `<rect width="400" height="400" fill="${p.c}"/>` +
    `<circle cx="200" cy="160" r="80" fill="${p.a}"/>` +
    `<path d="M60 400Q60 270 200 270Q340 270 340 400Z" fill="${p.a}"/>` +
    `<text x="200" y="182" ${FONT} font-size="64" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(initials)}</text>` +
    `</svg>\n`
  );
}
