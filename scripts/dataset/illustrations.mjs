// Generated illustrations for the hero, banners, blog posts and content images: flat scenes drawn from simple
// shapes (packs, shakers, food, people, gym gear, landscapes), like the pack shots. No words in the picture: the
// page's heading says what the picture is about. Every scene is drawn on a 1200x630 canvas whose middle 840x480
// holds the subject, and cropped to the image's own aspect ratio.
import { escapeXml } from './lib.mjs';
import { TYPE_COLOURS } from './svg.mjs';

const W = 1200;
const H = 630;
const INK = '#1f2a24';
const SKIN = ['#f1c7a5', '#c68a5e', '#8d5a3b', '#e0ac85'];

const r = (n) => Math.round(n * 10) / 10;

/* --------------------------------------------------------------------------------------------- backgrounds */

function room(wall, bench) {
  return `<rect x="-200" y="-200" width="${W + 400}" height="${H + 400}" fill="${wall}"/>` +
    `<rect x="-200" y="440" width="${W + 400}" height="400" fill="${bench}"/>` +
    `<rect x="-200" y="440" width="${W + 400}" height="10" fill="#000" opacity=".08"/>`;
}

function outdoors({ sky = '#cfe8f7', far = '#9cc9a0', near = '#6fae72', ground = '#e9d6a8', sun = '#ffd36b', sunX = 930, sunY = 130 } = {}) {
  return `<rect x="-200" y="-200" width="${W + 400}" height="${H + 400}" fill="${sky}"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="70" fill="${sun}"/>` +
    `<path d="M-200 400Q150 270 420 360T900 330T1400 380V830H-200Z" fill="${far}"/>` +
    `<path d="M-200 450Q250 380 600 440T1400 430V830H-200Z" fill="${near}"/>` +
    `<path d="M-200 520Q400 480 700 515T1400 505V830H-200Z" fill="${ground}"/>`;
}

function night() {
  let stars = '';
  for (let i = 0; i < 14; i += 1) stars += `<circle cx="${(i * 97) % 1100 + 50}" cy="${(i * 53) % 220 + 40}" r="${i % 3 === 0 ? 3 : 2}" fill="#fff" opacity=".8"/>`;
  return `<rect x="-200" y="-200" width="${W + 400}" height="${H + 400}" fill="#22305a"/>` + stars +
    `<circle cx="880" cy="140" r="60" fill="#f4f1de"/><circle cx="905" cy="125" r="55" fill="#22305a"/>`;
}

/* --------------------------------------------------------------------------------------------- objects */

function pouch(x, y, s, colour, light) {
  return `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M-90 -150Q-90 -170 -70 -170H70Q90 -170 90 -150L105 150Q106 175 80 175H-80Q-106 175 -105 150Z" fill="${colour}"/>` +
    `<rect x="-90" y="-188" width="180" height="24" rx="6" fill="${colour}" opacity=".85"/>` +
    `<rect x="-62" y="-70" width="124" height="100" rx="12" fill="#fff" opacity=".95"/>` +
    `<rect x="-42" y="-48" width="84" height="14" rx="7" fill="${colour}"/>` +
    `<rect x="-42" y="-22" width="60" height="10" rx="5" fill="${light}"/>` +
    `<rect x="-90" y="120" width="195" height="10" fill="${light}" opacity=".7"/></g>`;
}

function tub(x, y, s, colour, light) {
  return `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<rect x="-85" y="-110" width="170" height="230" rx="18" fill="${colour}"/>` +
    `<rect x="-95" y="-140" width="190" height="44" rx="12" fill="${light}"/>` +
    `<rect x="-62" y="-60" width="124" height="100" rx="12" fill="#fff" opacity=".95"/>` +
    `<rect x="-42" y="-38" width="84" height="14" rx="7" fill="${colour}"/></g>`;
}

function bottle(x, y, s, colour, light) {
  return `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<rect x="-30" y="-150" width="60" height="36" rx="8" fill="${light}"/>` +
    `<path d="M-45 -115H45Q75 -115 75 -80V120Q75 140 55 140H-55Q-75 140 -75 120V-80Q-75 -115 -45 -115Z" fill="${colour}"/>` +
    `<rect x="-55" y="-50" width="110" height="90" rx="10" fill="#fff" opacity=".95"/></g>`;
}

function shaker(x, y, s, colour = '#2d6a4f', body = '#e6f0ea') {
  return `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M-55 -110H55L45 120Q44 135 30 135H-30Q-44 135 -45 120Z" fill="${body}" stroke="${colour}" stroke-width="6"/>` +
    `<path d="M-50 10H50L45 120Q44 135 30 135H-30Q-44 135 -45 120Z" fill="${colour}" opacity=".35"/>` +
    `<rect x="-62" y="-140" width="124" height="36" rx="10" fill="${colour}"/>` +
    `<rect x="-18" y="-168" width="36" height="32" rx="8" fill="${colour}"/>` +
    `<path d="M-40 -60H-20M-40 -30H-20M-40 0H-20" stroke="${colour}" stroke-width="4" stroke-linecap="round"/></g>`;
}

function scoop(x, y, s, powder = '#fbfaf5') {
  return `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M-70 0Q-70 60 0 60Q70 60 70 0Z" fill="#dfe7ee" stroke="#9fb1c2" stroke-width="5"/>` +
    `<path d="M-68 2Q-40 -55 0 -58Q45 -55 68 2Z" fill="${powder}" stroke="#e4e0d2" stroke-width="3"/>` +
    `<rect x="60" y="5" width="120" height="18" rx="9" fill="#9fb1c2" transform="rotate(-12 60 5)"/>` +
    `<circle cx="-30" cy="-20" r="4" fill="#e9e4d2"/><circle cx="12" cy="-35" r="4" fill="#e9e4d2"/><circle cx="35" cy="-12" r="3" fill="#e9e4d2"/></g>`;
}

function mug(x, y, s, colour = '#c8553d', drink = '#6f4e37') {
  return `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M-25 -110q-15 -20 0 -40t0 -40M5 -110q-15 -20 0 -40t0 -40M35 -110q-15 -20 0 -40t0 -40" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".8"/>` +
    `<path d="M80 -50q55 0 55 45t-55 45" fill="none" stroke="${colour}" stroke-width="16"/>` +
    `<path d="M-80 -90H90V40Q90 90 40 90H-30Q-80 90 -80 40Z" fill="${colour}"/>` +
    `<ellipse cx="5" cy="-90" rx="85" ry="16" fill="${drink}"/></g>`;
}

function glass(x, y, s, drink, straw = '#ffffff') {
  return `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<rect x="10" y="-200" width="12" height="150" rx="6" fill="${straw}" transform="rotate(12 16 -125)"/>` +
    `<path d="M-60 -120H60L48 120Q46 135 32 135H-32Q-46 135 -48 120Z" fill="#eef6fb" opacity=".9"/>` +
    `<path d="M-56 -70H56L48 120Q46 135 32 135H-32Q-46 135 -48 120Z" fill="${drink}"/>` +
    `<circle cx="-20" cy="-20" r="8" fill="#fff" opacity=".5"/><circle cx="15" cy="30" r="6" fill="#fff" opacity=".4"/>` +
    `<circle cx="40" cy="-120" r="22" fill="#ffd166"/><path d="M40 -142V-98M18 -120H62" stroke="#f4a261" stroke-width="3"/></g>`;
}

function bowl(x, y, s, fill, dots, count = 14) {
  let beans = '';
  for (let i = 0; i < count; i += 1) {
    const bx = -70 + ((i * 37) % 140);
    const by = -18 - ((i * 23) % 30);
    beans += `<circle cx="${bx}" cy="${by}" r="13" fill="${dots}"/>`;
  }
  return `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<ellipse cx="0" cy="-10" rx="95" ry="30" fill="${fill}"/>` + beans +
    `<path d="M-100 -10Q-100 80 0 80Q100 80 100 -10Z" fill="#f6efe3" stroke="#d9c8ae" stroke-width="4"/></g>`;
}

function clock(x, y, radius) {
  let ticks = '';
  for (let i = 0; i < 12; i += 1) {
    const a = (i / 12) * Math.PI * 2;
    ticks += `<line x1="${r(x + Math.sin(a) * (radius - 18))}" y1="${r(y - Math.cos(a) * (radius - 18))}" x2="${r(x + Math.sin(a) * (radius - 6))}" y2="${r(y - Math.cos(a) * (radius - 6))}" stroke="${INK}" stroke-width="${i % 3 === 0 ? 8 : 4}" stroke-linecap="round"/>`;
  }
  return `<circle cx="${x}" cy="${y}" r="${radius}" fill="#fff" stroke="${INK}" stroke-width="10"/>` + ticks +
    `<line x1="${x}" y1="${y}" x2="${x}" y2="${y - radius * 0.62}" stroke="${INK}" stroke-width="10" stroke-linecap="round"/>` +
    `<line x1="${x}" y1="${y}" x2="${r(x + radius * 0.45)}" y2="${r(y + radius * 0.2)}" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="${x}" cy="${y}" r="10" fill="#e76f51"/>`;
}

/** A person from round shapes. pose: stand | run | lunge | row | arms. */
function person(x, y, s, { pose = 'stand', shirt = '#2a9d8f', shorts = '#264653', skin = SKIN[0], hair = '#3d2b1f' } = {}) {
  const limb = (x1, y1, x2, y2, x3, y3, colour, w = 22) =>
    `<path d="M${x1} ${y1}L${x2} ${y2}L${x3} ${y3}" fill="none" stroke="${colour}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const poses = {
    stand: { legs: [[-14, 40, -18, 110, -20, 175], [14, 40, 18, 110, 20, 175]], arms: [[-30, -60, -45, -5, -40, 45], [30, -60, 45, -5, 40, 45]], lean: 0 },
    run: { legs: [[-5, 40, -55, 95, -95, 120], [5, 40, 40, 100, 20, 170]], arms: [[-28, -60, -60, -20, -35, 15], [28, -60, 55, -85, 85, -50]], lean: 12 },
    lunge: { legs: [[-10, 40, -80, 70, -85, 160], [10, 40, 70, 110, 140, 150]], arms: [[-30, -60, -40, -5, -35, 40], [30, -60, 40, -5, 35, 40]], lean: 0 },
    row: { legs: [[-10, 40, 50, 0, 100, 45], [10, 40, 60, 10, 110, 50]], arms: [[-25, -60, 30, -40, 90, -35], [25, -60, 40, -35, 95, -30]], lean: -18 },
    arms: { legs: [[-14, 40, -18, 110, -20, 175], [14, 40, 18, 110, 20, 175]], arms: [[-30, -60, -70, -90, -90, -140], [30, -60, 70, -90, 90, -140]], lean: 0 },
  };
  const p = poses[pose] ?? poses.stand;
  return `<g transform="translate(${x} ${y}) scale(${s}) rotate(${p.lean})">` +
    p.legs.map((l) => limb(...l, skin, 24)).join('') +
    `<path d="M-32 20H32L36 60H-36Z" fill="${shorts}"/>` +
    `<rect x="-38" y="-85" width="76" height="115" rx="28" fill="${shirt}"/>` +
    p.arms.map((a) => limb(...a, skin, 20)).join('') +
    `<circle cx="0" cy="-125" r="36" fill="${skin}"/>` +
    `<path d="M-36 -130Q-36 -168 0 -168Q36 -168 36 -130Q20 -150 -36 -130Z" fill="${hair}"/></g>`;
}

function dumbbell(x, y, s, colour = '#37474f') {
  return `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<rect x="-70" y="-8" width="140" height="16" rx="8" fill="#90a4ae"/>` +
    `<rect x="-80" y="-35" width="28" height="70" rx="8" fill="${colour}"/><rect x="52" y="-35" width="28" height="70" rx="8" fill="${colour}"/></g>`;
}

function box(x, y, w, h, colour = '#c69c6d') {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${colour}"/>` +
    `<rect x="${x + w / 2 - 8}" y="${y}" width="16" height="${h}" fill="#e9d8b4" opacity=".8"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="none" stroke="#8c6a43" stroke-width="3"/>`;
}

function container(x, y, s, fills) {
  const [a, b, c] = fills;
  return `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<rect x="-110" y="-60" width="220" height="120" rx="18" fill="#ffffff" stroke="#b7c4cc" stroke-width="6"/>` +
    `<rect x="-98" y="-48" width="110" height="96" rx="10" fill="${a}"/>` +
    `<rect x="20" y="-48" width="78" height="44" rx="10" fill="${b}"/>` +
    `<rect x="20" y="4" width="78" height="44" rx="10" fill="${c}"/>` +
    `<circle cx="-70" cy="-20" r="6" fill="#fff" opacity=".7"/><circle cx="-40" cy="10" r="6" fill="#fff" opacity=".7"/><circle cx="-60" cy="25" r="6" fill="#fff" opacity=".7"/></g>`;
}

function flaskLab(x, y, s, liquid) {
  return `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M-22 -130H22V-50L80 90Q88 115 60 115H-60Q-88 115 -80 90L-22 -50Z" fill="#eef6fb" stroke="#7a9bb0" stroke-width="6"/>` +
    `<path d="M-50 30H50L80 90Q88 115 60 115H-60Q-88 115 -80 90Z" fill="${liquid}"/>` +
    `<rect x="-30" y="-142" width="60" height="16" rx="6" fill="#7a9bb0"/></g>`;
}

function testTube(x, y, s, liquid) {
  return `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M-16 -110H16V90Q16 110 0 110Q-16 110 -16 90Z" fill="#eef6fb" stroke="#7a9bb0" stroke-width="5"/>` +
    `<path d="M-13 10H13V90Q13 106 0 106Q-13 106 -13 90Z" fill="${liquid}"/></g>`;
}

function tree(x, y, s, colour = '#3f7d4e') {
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-10" y="0" width="20" height="70" fill="#7b5b3a"/>` +
    `<circle cx="0" cy="-20" r="55" fill="${colour}"/><circle cx="-35" cy="10" r="38" fill="${colour}"/><circle cx="35" cy="10" r="38" fill="${colour}"/></g>`;
}

function pancakes(x, y, s) {
  let stack = '';
  for (let i = 0; i < 5; i += 1) stack += `<ellipse cx="0" cy="${-i * 26}" rx="120" ry="28" fill="${i % 2 ? '#e3a857' : '#d99a4b'}"/>`;
  return `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<ellipse cx="0" cy="20" rx="170" ry="38" fill="#fff" stroke="#d9d3c7" stroke-width="4"/>` + stack +
    `<path d="M-60 -120Q0 -150 60 -120Q70 -90 40 -80Q0 -70 -40 -80Q-70 -90 -60 -120Z" fill="#fff8e7"/>` +
    `<circle cx="-20" cy="-140" r="14" fill="#3a4f9f"/><circle cx="10" cy="-150" r="14" fill="#c81d4e"/><circle cx="35" cy="-132" r="14" fill="#3a4f9f"/></g>`;
}

/* --------------------------------------------------------------------------------------------- scenes */

const PROTEIN = TYPE_COLOURS.protein;

const SCENES = {
  'home-hero': () =>
    outdoors({ sunX: 1010, sunY: 150 }) +
    `<rect x="-200" y="470" width="${W + 400}" height="400" fill="#e2cfa5"/>` +
    person(250, 330, 0.9, { pose: 'run', shirt: '#e76f51', skin: SKIN[1] }) +
    pouch(520, 370, 0.78, ...PROTEIN) + tub(700, 390, 0.7, ...TYPE_COLOURS.creatine) + bottle(850, 395, 0.62, ...TYPE_COLOURS.health) +
    shaker(980, 395, 0.62),
  'blog-creatine-explained': () => room('#f3e3d3', '#d8b98f') + shaker(720, 360, 0.95) + scoop(470, 250, 1.1) + tub(300, 370, 0.6, ...TYPE_COLOURS.creatine),
  'blog-whey-isolate-vs-concentrate': () => room('#e3edf7', '#c9a77c') + pouch(470, 320, 0.95, ...PROTEIN) + pouch(730, 320, 0.95, '#8a5a2b', '#e6c9a8') + scoop(600, 450, 0.45),
  'blog-protein-timing': () => room('#fdf0d5', '#c9a77c') + clock(600, 280, 210) + shaker(600, 390, 0.55),
  'blog-plant-protein-guide': () => room('#eef6e8', '#c9a77c') + bowl(360, 450, 1, '#a7c957', '#6a994e') + bowl(620, 470, 0.9, '#f2e8cf', '#efe6d2', 18) + glass(850, 380, 1, '#74a95b'),
  'blog-pre-workout-caffeine': () => room('#fde2e4', '#b08968') + tub(470, 330, 1, ...TYPE_COLOURS.preworkout) + mug(760, 380, 0.9, '#3d5a80', '#6f4e37'),
  'blog-electrolytes-for-endurance': () =>
    outdoors({ sky: '#ffe8c2', far: '#e9b872', near: '#d8894a', ground: '#c8693b', sun: '#ffb703', sunX: 900, sunY: 120 }) +
    person(600, 330, 1.05, { pose: 'run', shirt: '#0077b6', skin: SKIN[2], hair: '#111' }) + `<rect x="660" y="230" width="36" height="60" rx="14" fill="#90e0ef" transform="rotate(-30 678 260)"/>`,
  'blog-collagen-and-joints': () => room('#e8f1f2', '#b08968') + mug(600, 380, 1.3, '#f4f1de', '#a47148') + `<rect x="640" y="160" width="22" height="200" rx="11" fill="#adb5bd" transform="rotate(25 650 260)"/><ellipse cx="705" cy="165" rx="40" ry="24" fill="#fbfaf5" stroke="#adb5bd" stroke-width="6" transform="rotate(25 705 165)"/>`,
  'blog-bcaa-vs-eaa': () => room('#edf2fb', '#c9a77c') + glass(480, 360, 1.05, '#ff7b00') + glass(720, 360, 1.05, '#4361ee'),
  'blog-high-protein-breakfasts': () => room('#fff1e6', '#b08968') + pancakes(520, 420, 1) + bowl(820, 460, 0.8, '#fffaf0', '#c81d4e', 6),
  'blog-training-for-your-first-half-marathon': () =>
    outdoors({ sky: '#ffd6a5', far: '#b5c99a', near: '#87a96b', ground: '#5e8c61', sun: '#ffadad', sunX: 260, sunY: 190 }) +
    `<path d="M-200 470Q600 380 1400 470V520Q600 430 -200 520Z" fill="#8d99ae"/>` +
    `<path d="M-200 520V640M100 490V640M400 450V640M800 450V640M1100 490V640" stroke="#8d99ae" stroke-width="24"/>` +
    person(470, 300, 0.72, { pose: 'run', shirt: '#ef476f', skin: SKIN[0] }) + person(650, 290, 0.72, { pose: 'run', shirt: '#118ab2', skin: SKIN[2], hair: '#111' }) +
    person(820, 300, 0.72, { pose: 'run', shirt: '#ffd166', skin: SKIN[3] }),
  'blog-magnesium-and-sleep': () => night() + `<rect x="-200" y="440" width="${W + 400}" height="400" fill="#3a2e5d"/>` + `<rect x="380" y="420" width="440" height="40" rx="8" fill="#8d6e63"/><rect x="410" y="460" width="30" height="200" fill="#6d4c41"/><rect x="760" y="460" width="30" height="200" fill="#6d4c41"/>` +
    mug(600, 330, 0.85, '#b8c0ff', '#e9c46a') + `<ellipse cx="460" cy="405" rx="40" ry="14" fill="#ffd166" opacity=".4"/>`,
  'blog-how-we-test-our-protein': () => room('#e0f2f1', '#cfd8dc') + flaskLab(470, 330, 1.1, '#a8dadc') + testTube(660, 340, 1, '#f1faee') + testTube(730, 340, 1, '#e9c46a') + testTube(800, 340, 1, '#a8dadc') + `<rect x="620" y="420" width="220" height="30" rx="6" fill="#90a4ae"/>`,
  'blog-building-a-home-gym': () => room('#e9ecef', '#8d99ae') +
    `<rect x="330" y="90" width="24" height="360" fill="#343a40"/><rect x="620" y="90" width="24" height="360" fill="#343a40"/><rect x="310" y="90" width="354" height="20" fill="#343a40"/>` +
    `<rect x="260" y="230" width="460" height="14" rx="7" fill="#adb5bd"/><rect x="270" y="190" width="30" height="94" rx="8" fill="#212529"/><rect x="680" y="190" width="30" height="94" rx="8" fill="#212529"/>` +
    `<rect x="760" y="380" width="220" height="26" rx="10" fill="#495057"/><rect x="790" y="406" width="16" height="50" fill="#343a40"/><rect x="930" y="406" width="16" height="50" fill="#343a40"/>` +
    dumbbell(460, 450, 0.7) + dumbbell(860, 330, 0.5, '#e63946'),
  'blog-meal-prep-on-a-budget': () => room('#f1faee', '#b08968') + container(380, 360, 1, ['#f8f4e3', '#d4a373', '#6a994e']) + container(720, 400, 1, ['#f8f4e3', '#e9c46a', '#2a9d8f']) + container(560, 250, 0.8, ['#f8f4e3', '#d4a373', '#a7c957']),
  'blog-strength-training-for-runners': () => room('#e7ecef', '#6c757d') + person(600, 260, 1.1, { pose: 'lunge', shirt: '#8338ec', skin: SKIN[1] }) + dumbbell(520, 330, 0.4) + dumbbell(690, 330, 0.4),
  'about-warehouse': () => {
    let shelves = '';
    for (const sx of [160, 520, 880]) {
      shelves += `<rect x="${sx}" y="80" width="16" height="420" fill="#2f3e46"/><rect x="${sx + 240}" y="80" width="16" height="420" fill="#2f3e46"/>`;
      for (const sy of [180, 320, 460]) {
        shelves += `<rect x="${sx}" y="${sy}" width="256" height="12" fill="#2f3e46"/>`;
        shelves += box(sx + 20, sy - 80, 90, 80) + box(sx + 130, sy - 60, 100, 60, '#d4a373');
      }
    }
    return room('#dde5e8', '#adb5bd') + shelves;
  },
  'community-club': () => outdoors({ near: '#4caf50', ground: '#43a047' }) +
    person(380, 300, 0.8, { shirt: '#d62828', skin: SKIN[0], pose: 'arms' }) + person(520, 310, 0.8, { shirt: '#d62828', skin: SKIN[2], hair: '#111' }) +
    person(660, 305, 0.8, { shirt: '#d62828', skin: SKIN[1] }) + person(800, 300, 0.8, { shirt: '#d62828', skin: SKIN[3], pose: 'arms' }) +
    `<circle cx="950" cy="500" r="34" fill="#fff" stroke="${INK}" stroke-width="4"/>`,
  'partnership-gym': () => room('#e9ecef', '#6c757d') +
    `<rect x="330" y="460" width="560" height="18" rx="9" fill="#343a40"/><circle cx="860" cy="440" r="60" fill="#495057"/><rect x="520" y="420" width="90" height="30" rx="10" fill="#212529"/>` +
    person(560, 300, 0.9, { pose: 'row', shirt: '#f77f00', skin: SKIN[1] }),
  'packaging-recycle': () => room('#edf6f9', '#c9ada7') + box(330, 330, 260, 120) + box(370, 250, 200, 80, '#d4a373') + box(640, 290, 240, 160) +
    `<g transform="translate(760 150)" fill="none" stroke="#2a9d8f" stroke-width="16" stroke-linecap="round"><path d="M-50 30A60 60 0 0 1 20 -55"/><path d="M55 -10A60 60 0 0 1 5 60"/><path d="M-20 55A60 60 0 0 1 -60 -15"/></g>`,
  'style-guide-sample': () => outdoors() + tree(300, 380, 1) + tree(900, 400, 0.8, '#52796f'),
};

/** A product's feature image: its pack on a bench with a shaker, in the product's colours. */
function productScene(type) {
  const [c, l] = TYPE_COLOURS[type] ?? PROTEIN;
  const pack = ['health', 'accessory'].includes(type) ? bottle : ['creatine', 'amino', 'preworkout', 'collagen'].includes(type) ? tub : pouch;
  return room(l, '#c9a77c') + `<circle cx="960" cy="120" r="160" fill="#fff" opacity=".35"/>` + pack(540, 320, 1.05, c, l) + shaker(780, 370, 0.7, c);
}

/**
 * An illustration for a content image of any size: the scene named `name` (product feature images take the
 * product's type), cropped from the 1200x630 canvas to width x height around its middle.
 */
export function illustrationSvg({ name, width, height, title, type }) {
  const scene = name.startsWith('product-') ? productScene(type) : (SCENES[name] ?? SCENES['style-guide-sample'])();
  const aspect = width / height;
  const vw = aspect >= W / H ? W : Math.round(H * aspect);
  const vh = aspect >= W / H ? Math.round(W / aspect) : H;
  const vx = Math.round((W - vw) / 2);
  const vy = Math.round((H - vh) / 2);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${vx} ${vy} ${vw} ${vh}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    scene +
    `</svg>\n`
  );
}
