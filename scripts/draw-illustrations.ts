/**
 * npx tsx scripts/draw-illustrations.ts: writes the site's flat SVG
 * illustrations under public/images/assets/ (no photos are available). One
 * visual style: 1200x800, the palette of src/styles/tokens.css plus wood and
 * light grey, simple geometric shapes, no text. Re-run after changing a scene.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const C = {
  primary: '#0d4f6c',
  soft: '#e3eff4',
  accent: '#b4470e',
  light: '#f3a65a',
  ink: '#17212b',
  surface: '#f3f6f8',
  wood: '#c9a27a',
  grey: '#d3dbe2',
  white: '#ffffff',
  darkWood: '#a67c52',
  green: '#7fa37a',
  darkGreen: '#4f7a55',
  mid: '#9aa8b4',
}
type El = string
const r = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"/>`
const c = (cx: number, cy: number, rr: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${rr}" fill="${fill}"/>`
const p = (pts: string, fill: string) => `<polygon points="${pts}" fill="${fill}"/>`
const l = (x1: number, y1: number, x2: number, y2: number, stroke: string, w = 4) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round"/>`
const path_ = (d: string, fill: string, stroke = 'none', w = 0) =>
  `<path d="${d}" fill="${fill}"${stroke !== 'none' ? ` stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"` : ''}/>`
const g = (els: El[], t = '') => `<g${t ? ` transform="${t}"` : ''}>${els.join('')}</g>`
const svg = (els: El[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800">${els.join('')}</svg>\n`
const range = (n: number) => [...Array(n).keys()]

// ---- Building blocks ----
const room = (wall: string, floor: string, floorLines = true) => [
  r(0, 0, 1200, 800, wall),
  r(0, 600, 1200, 200, floor),
  r(0, 588, 1200, 14, C.white),
  ...(floorLines ? range(8).map((i) => l(i * 160 + 40, 602, i * 160 - 40, 800, C.darkWood, 3)) : []),
]
const win = (x: number, y: number, w = 220, h = 260) => [
  r(x - 12, y - 12, w + 24, h + 24, C.white, 6),
  r(x, y, w, h, C.soft),
  l(x + w / 2, y, x + w / 2, y + h, C.white, 10),
  l(x, y + h * 0.45, x + w, y + h * 0.45, C.white, 10),
  p(`${x},${y + h} ${x + w * 0.35},${y} ${x + w * 0.55},${y} ${x + w * 0.2},${y + h}`, '#f6fafc'),
]
const sofa = (x: number, y: number, col = C.primary) => [
  r(x, y, 380, 110, col, 24),
  r(x - 20, y + 60, 420, 90, col, 20),
  r(x + 10, y + 140, 20, 30, C.ink),
  r(x + 350, y + 140, 20, 30, C.ink),
  r(x + 30, y + 20, 150, 60, '#1b6a8c', 16),
  r(x + 200, y + 20, 150, 60, '#1b6a8c', 16),
]
const plant = (x: number, y: number) => [
  r(x - 30, y, 60, 70, C.accent, 8),
  c(x, y - 40, 50, C.green),
  c(x - 35, y - 10, 35, C.darkGreen),
  c(x + 35, y - 15, 35, C.darkGreen),
]
const lamp = (x: number) => [
  l(x, 0, x, 90, C.ink, 4),
  p(`${x - 60},150 ${x + 60},150 ${x + 35},90 ${x - 35},90`, C.light),
]
const ladder = (x: number, y: number, h = 360) => [
  l(x, y, x + 60, y + h, C.mid, 10),
  l(x + 110, y, x + 50, y + h, C.mid, 10),
  ...range(4).map((i) => l(x + 10 + i * 4, y + 70 + i * 75, x + 100 - i * 4, y + 70 + i * 75, C.mid, 8)),
]
const roller = (x: number, y: number) => [
  r(x, y, 120, 40, C.light, 12),
  l(x + 60, y + 40, x + 60, y + 90, C.ink, 8),
  l(x + 60, y + 90, x + 60, y + 200, C.ink, 10),
]
const bucket = (x: number, y: number, col = C.primary) => [
  p(`${x},${y} ${x + 100},${y} ${x + 88},${y + 110} ${x + 12},${y + 110}`, col),
  r(x - 4, y - 10, 108, 16, C.ink, 6),
]
const sky = (col = C.soft) => [r(0, 0, 1200, 800, col)]
const ground = (y = 640, col = C.green) => [r(0, y, 1200, 800 - y, col)]
const cloud = (x: number, y: number) => [
  c(x, y, 40, C.white),
  c(x + 45, y - 15, 50, C.white),
  c(x + 95, y, 38, C.white),
  r(x, y, 95, 38, C.white),
]
const pine = (x: number, y: number, s = 1) =>
  g(
    [p(`0,-220 70,-60 -70,-60`, C.darkGreen), p(`0,-150 90,20 -90,20`, C.darkGreen), r(-12, 20, 24, 40, C.darkWood)],
    `translate(${x} ${y}) scale(${s})`,
  )
const house = (x: number, y: number, wall: string, roof: string, w = 360, h = 220) => [
  p(`${x - 30},${y} ${x + w / 2},${y - 150} ${x + w + 30},${y}`, roof),
  r(x, y, w, h, wall),
  ...win(x + 40, y + 50, 90, 90),
  ...win(x + w - 130, y + 50, 90, 90),
  r(x + w / 2 - 35, y + h - 130, 70, 130, C.primary),
]
const block = (
  x: number,
  y: number,
  w: number,
  h: number,
  col: string,
  rows: number,
  cols: number,
  winCol = C.soft,
) => [
  r(x, y, w, h, col),
  ...range(rows).flatMap((ri) =>
    range(cols).map((ci) =>
      r(
        x + 25 + ci * ((w - 30) / cols),
        y + 30 + ri * ((h - 50) / rows),
        (w - 30) / cols - 25,
        (h - 50) / rows - 30,
        winCol,
        3,
      ),
    ),
  ),
]
const van = (x: number, y: number, col = C.white) => [
  r(x, y, 420, 200, col, 18),
  p(`${x + 420},${y + 40} ${x + 520},${y + 60} ${x + 560},${y + 140} ${x + 560},${y + 200} ${x + 420},${y + 200}`, col),
  p(`${x + 430},${y + 55} ${x + 505},${y + 70} ${x + 535},${y + 130} ${x + 430},${y + 130}`, C.soft),
  r(x, y + 130, 560, 16, C.primary),
  c(x + 110, y + 205, 45, C.ink),
  c(x + 110, y + 205, 18, C.grey),
  c(x + 450, y + 205, 45, C.ink),
  c(x + 450, y + 205, 18, C.grey),
]
const box = (x: number, y: number, w = 120, h = 100) => [
  r(x, y, w, h, C.wood, 4),
  r(x, y + h / 2 - 8, w, 16, C.darkWood),
  l(x + w / 2, y, x + w / 2, y + h / 2 - 8, C.darkWood, 6),
]
const container = (x: number, y: number) => [
  p(`${x},${y} ${x + 420},${y} ${x + 390},${y + 170} ${x + 30},${y + 170}`, C.accent),
  ...range(5).map((i) => l(x + 70 + i * 70, y + 20, x + 70 + i * 70, y + 150, '#8f380a', 8)),
  r(x - 10, y - 10, 440, 20, '#8f380a', 6),
]
let patternId = 0
/** A tiled area drawn with an SVG pattern (small files): grout lines every `size` px. */
const tiles = (x: number, y: number, w: number, h: number, col: string, line: string, size = 60) => {
  const id = `t${patternId++}`
  return `<defs><pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse" x="${x}" y="${y}">${r(0, 0, size, size, line)}${r(2, 2, size - 3, size - 3, col)}</pattern></defs>${r(x, y, w, h, `url(#${id})`)}`
}
const crack = (x: number, y: number) => path_(`M${x} ${y} l30 60 l-20 50 l40 70 l-10 60 l30 50`, 'none', C.mid, 6)
const toilet = (x: number, y: number) => [
  r(x, y, 110, 150, C.white, 14),
  r(x - 20, y + 150, 150, 50, C.white, 25),
  p(`${x},${y + 200} ${x + 110},${y + 200} ${x + 90},${y + 270} ${x + 20},${y + 270}`, C.white),
]
const sink = (x: number, y: number) => [
  r(x, y, 180, 40, C.white, 16),
  r(x + 20, y + 40, 140, 120, C.grey, 8),
  l(x + 90, y - 40, x + 90, y, C.mid, 10),
  r(x + 15, y - 260, 150, 190, C.soft, 70),
]
const benches = (x: number, y: number) => [
  r(x, y, 560, 40, C.light, 6),
  r(x, y + 40, 560, 120, C.darkWood),
  r(x - 120, y + 160, 680, 40, C.light, 6),
  r(x - 120, y + 200, 680, 60, C.darkWood),
]
const planks = (col: string, line: string) => [
  r(0, 0, 1200, 800, col),
  ...range(15).map((i) => l(i * 80 + 40, 0, i * 80 + 40, 800, line, 3)),
]
const stove = (x: number, y: number) => [
  r(x, y, 170, 230, C.ink, 10),
  ...range(3).flatMap((i) => range(4).map((j) => c(x + 30 + j * 37, y - 10 - i * 25, 22, i % 2 ? C.mid : '#6f7c88'))),
  r(x + 30, y + 60, 110, 50, C.accent, 6),
]
const cabinets = (x: number, y: number, n: number, col: string, handle: string) =>
  range(n).flatMap((i) => [r(x + i * 130, y, 124, 220, col, 4), r(x + i * 130 + 90, y + 30, 10, 60, handle, 4)])
const upper = (x: number, y: number, n: number, col: string) =>
  range(n).flatMap((i) => [r(x + i * 130, y, 124, 170, col, 4)])

// ---- Scenes ----
const scenes: Record<string, () => El[]> = {
  'hero-home': () => [
    ...room(C.soft, C.wood),
    ...win(110, 140),
    ...lamp(760),
    ...sofa(600, 400),
    ...plant(1080, 520),
    r(300, 170, 180, 130, C.light, 6),
    r(320, 190, 140, 90, C.accent, 4),
    ...ladder(380, 240),
    ...roller(180, 400),
    ...bucket(80, 500),
  ],
  // Cities
  'kaupungit/helsinki': () => [
    ...sky(),
    ...cloud(880, 130),
    r(0, 660, 1200, 140, C.primary),
    ...range(3).map((i) => l(80 + i * 400, 720, 200 + i * 400, 720, C.soft, 6)),
    ...block(40, 290, 240, 370, C.light, 4, 3),
    p('40,290 160,210 280,290', C.accent),
    ...block(300, 220, 260, 440, C.grey, 5, 3),
    r(300, 200, 260, 30, C.mid),
    ...block(580, 320, 220, 340, '#e7c9a0', 4, 3),
    p('580,320 690,250 800,320', C.primary),
    r(840, 160, 90, 500, C.white),
    c(885, 160, 70, C.darkGreen),
    r(870, 60, 30, 50, C.darkGreen),
    ...block(950, 300, 220, 360, C.grey, 4, 3),
  ],
  'kaupungit/espoo': () => [
    ...sky(),
    ...cloud(150, 140),
    ...ground(600),
    r(820, 130, 150, 470, C.white),
    ...range(9).map((i) => r(840, 160 + i * 48, 110, 26, C.soft)),
    r(810, 110, 170, 30, C.primary),
    ...house(100, 400, C.white, C.primary, 380, 200),
    ...house(560, 440, C.light, C.ink, 220, 160),
    ...[pine(1080, 560), pine(60, 560, 0.8)],
    r(0, 720, 1200, 80, C.grey),
  ],
  'kaupungit/vantaa': () => [
    ...sky(),
    p('860,120 1010,150 860,170', C.white),
    p('900,110 930,160 960,150', C.white),
    ...ground(620),
    r(80, 380, 1040, 240, C.wood),
    p('60,380 1140,380 1080,300 120,300', C.ink),
    ...range(4).flatMap((i) => [r(140 + i * 250, 470, 70, 150, C.primary), ...win(240 + i * 250, 430, 70, 70)]),
    ...range(4).map((i) => r(120 + i * 250, 620, 200, 40, C.grey)),
    pine(40, 600, 0.7),
  ],
  'kaupungit/lappeenranta': () => [
    ...sky(),
    c(980, 170, 70, C.light),
    r(0, 520, 1200, 280, C.primary),
    ...range(5).map((i) => l(100 + i * 220, 600 + (i % 2) * 60, 200 + i * 220, 600 + (i % 2) * 60, C.soft, 6)),
    r(0, 450, 1200, 90, C.green),
    ...house(140, 330, C.accent, C.ink, 260, 130),
    ...house(520, 340, C.light, C.primary, 220, 120),
    pine(880, 470),
    pine(980, 470, 0.8),
    pine(1100, 470, 1.1),
    pine(60, 470, 0.7),
  ],
  // Examples
  'esimerkit/olohuoneen-maalaus': () => [
    ...room(C.soft, C.wood),
    ...win(120, 130),
    ...sofa(640, 400),
    ...plant(1080, 520),
    ...ladder(420, 220),
    ...roller(250, 380),
    ...bucket(520, 500, C.accent),
  ],
  'esimerkit/olohuoneen-maalaus-ennen': () => [
    ...room('#cfc6b4', C.darkWood),
    ...win(120, 130),
    crack(600, 120),
    crack(900, 200),
    r(700, 130, 200, 150, '#bdb29c', 4),
    ...box(720, 480, 160, 110),
    ...box(900, 500, 120, 90),
  ],
  'esimerkit/kylpyhuone-ja-sauna': () => [
    ...tiles(0, 0, 1200, 620, C.white, C.grey, 80),
    ...tiles(0, 620, 1200, 180, C.mid, C.grey, 90),
    r(80, 80, 8, 540, C.mid),
    r(80, 80, 340, 8, C.mid),
    r(88, 88, 332, 532, 'rgba(227,239,244,0.6)'),
    c(250, 150, 30, C.mid),
    ...sink(560, 360),
    r(860, 60, 300, 560, C.wood),
    ...range(4).map((i) => l(900 + i * 70, 60, 900 + i * 70, 620, C.darkWood, 3)),
    r(930, 180, 160, 300, C.soft, 8),
    r(1040, 300, 14, 60, C.ink),
  ],
  'esimerkit/kylpyhuone-ja-sauna-ennen': () => [
    ...tiles(0, 0, 1200, 620, '#cdd3b8', '#a9b092', 40),
    ...tiles(0, 620, 1200, 180, '#8d8f7e', '#6f715f', 60),
    crack(300, 150),
    crack(700, 320),
    r(500, 360, 200, 40, C.grey, 10),
    r(530, 400, 140, 120, C.mid),
    r(880, 80, 260, 540, C.darkWood),
    r(950, 200, 120, 260, '#8c6a46'),
  ],
  'esimerkit/wc-remontti': () => [
    ...tiles(0, 0, 1200, 620, C.soft, C.white, 100),
    ...tiles(0, 620, 1200, 180, C.grey, C.white, 100),
    ...toilet(480, 330),
    ...sink(800, 360),
    r(120, 120, 220, 10, C.mid),
    r(150, 140, 60, 180, C.white, 6),
    r(220, 140, 60, 180, C.light, 6),
  ],
  'esimerkit/wc-remontti-ennen': () => [
    r(0, 0, 1200, 620, '#d9cfae'),
    ...range(12).map((i) => l(i * 100 + 50, 0, i * 100 + 50, 620, '#c7bb94', 10)),
    ...tiles(0, 620, 1200, 180, '#9c8f75', '#7e725a', 60),
    ...toilet(480, 330),
    crack(200, 80),
    r(820, 380, 160, 30, C.grey, 8),
    r(850, 410, 100, 90, C.mid),
  ],
  'esimerkit/purkutyot-52-asuntoa': () => [
    ...sky(),
    ...cloud(900, 110),
    ...ground(640, C.mid),
    ...block(120, 120, 720, 520, C.grey, 5, 6),
    r(120, 100, 720, 30, C.mid),
    ...container(760, 470),
    ...range(5).map((i) => p(`${800 + i * 60},470 ${830 + i * 60},430 ${860 + i * 60},470`, i % 2 ? C.wood : C.white)),
    ...ladder(60, 300, 340),
  ],
  'esimerkit/terassi': () => [
    ...sky(),
    ...cloud(200, 120),
    ...ground(560),
    r(0, 120, 520, 480, C.white),
    ...win(120, 220, 200, 200),
    p('0,120 560,120 520,60 0,60', C.ink),
    r(0, 540, 1200, 80, C.wood),
    ...range(14).map((i) => l(i * 90, 540, i * 90, 620, C.darkWood, 3)),
    r(0, 620, 1200, 30, C.darkWood),
    ...range(12).map((i) => r(560 + i * 55, 420, 14, 120, C.darkWood)),
    r(560, 410, 640, 18, C.darkWood),
    r(700, 450, 120, 90, C.primary, 8),
    r(860, 470, 160, 16, C.ink),
    l(880, 486, 880, 540, C.ink, 8),
    l(1000, 486, 1000, 540, C.ink, 8),
  ],
  'esimerkit/terassi-ennen': () => [
    ...sky(),
    ...cloud(200, 120),
    ...ground(560),
    r(0, 120, 520, 480, C.white),
    ...win(120, 220, 200, 200),
    p('0,120 560,120 520,60 0,60', C.ink),
    r(520, 520, 120, 40, C.mid),
    r(520, 480, 80, 40, C.mid),
    ...range(8).map((i) => c(700 + i * 60, 600 + (i % 3) * 40, 18, C.darkGreen)),
  ],
  'esimerkit/kattoremontti': () => [
    ...sky(),
    ...cloud(900, 140),
    ...ground(640),
    r(220, 400, 700, 240, C.light),
    p('160,410 570,150 980,410', C.ink),
    ...range(9).map((i) => l(250 + i * 80, 400, 540 + i * 10, 180, '#3a4652', 6)),
    ...win(300, 470, 120, 110),
    ...win(700, 470, 120, 110),
    r(540, 500, 80, 140, C.primary),
    ...ladder(880, 300, 340),
    r(760, 130, 60, 140, C.accent),
  ],
  'esimerkit/lumityot': () => [
    ...sky(C.grey),
    ...range(30).map((i) => c((i * 137) % 1200, (i * 89) % 560, 8, C.white)),
    r(0, 620, 1200, 180, C.white),
    r(160, 360, 560, 260, C.light),
    p('120,370 440,170 760,370', C.ink),
    p('140,360 440,175 740,360 700,340 440,200 180,340', C.white),
    ...win(240, 430, 110, 100),
    ...win(530, 430, 110, 100),
    r(820, 520, 230, 110, C.accent, 12),
    r(940, 460, 100, 70, C.accent, 8),
    r(950, 470, 80, 40, C.soft),
    p('780,560 820,540 820,630 760,630', C.mid),
    c(880, 640, 34, C.ink),
    c(1010, 640, 34, C.ink),
    p('0,620 300,560 520,620', C.white),
  ],
  'esimerkit/tietyot': () => [
    ...sky(),
    ...cloud(160, 120),
    ...ground(420),
    p('500,420 700,420 1150,800 50,800', C.mid),
    ...range(5).map((i) => r(590 - i * 4, 470 + i * 70, 20 + i * 6, 36, C.white)),
    r(760, 500, 280, 120, C.light, 16),
    r(900, 420, 120, 90, C.light, 8),
    r(910, 430, 90, 50, C.soft),
    r(700, 560, 110, 110, C.ink, 55),
    r(1000, 580, 90, 90, C.ink, 45),
    pine(120, 420, 0.8),
    pine(250, 420, 0.6),
    pine(1080, 420, 0.7),
  ],
  'esimerkit/keittioremontti': () => [
    ...room(C.white, C.grey, false),
    ...tiles(0, 0, 0, 0, C.white, C.white),
    ...upper(120, 100, 7, C.white),
    r(110, 90, 930, 8, C.grey),
    ...tiles(120, 300, 910, 120, C.soft, C.white, 60),
    r(100, 420, 950, 24, C.wood),
    ...cabinets(120, 444, 7, C.primary, C.light),
    r(1070, 140, 100, 460, C.grey, 8),
    ...lamp(570),
    r(560, 380, 120, 40, C.mid, 10),
  ],
  'esimerkit/keittioremontti-ennen': () => [
    ...room('#e8dcc0', '#b59b74', false),
    ...upper(120, 100, 7, '#a87f55'),
    r(100, 420, 950, 24, '#7d6b55'),
    ...cabinets(120, 444, 7, '#a87f55', C.ink),
    r(1070, 140, 100, 460, C.white, 8),
    crack(600, 150),
    r(400, 300, 90, 40, '#c9b994'),
  ],
  kiveys: () => [
    ...sky(),
    ...ground(300),
    r(0, 80, 700, 230, C.white),
    ...win(100, 130, 140, 120),
    r(400, 160, 90, 150, C.primary),
    p('0,80 740,80 700,30 0,30', C.ink),
    '<defs><pattern id="k" width="156" height="104" patternUnits="userSpaceOnUse">' +
      r(0, 0, 156, 104, C.mid) +
      r(4, 4, 70, 44, C.grey, 10) +
      r(82, 4, 70, 44, C.grey, 10) +
      r(-35, 56, 70, 44, C.grey, 10) +
      r(43, 56, 70, 44, C.surface, 10) +
      r(121, 56, 70, 44, C.grey, 10) +
      '</pattern></defs>',
    r(0, 330, 1200, 470, 'url(#k)'),
    ...bucket(980, 220, C.accent),
  ],
  'esimerkit/talon-maalaus': () => [
    ...sky(),
    ...cloud(960, 120),
    ...ground(640),
    r(200, 330, 640, 310, C.accent),
    ...range(16).map((i) => l(220 + i * 40, 330, 220 + i * 40, 640, '#8f380a', 3)),
    p('160,340 520,140 880,340', C.ink),
    ...win(280, 400, 110, 120),
    ...win(640, 400, 110, 120),
    r(480, 500, 80, 140, C.white),
    ...range(3).map((i) => l(900, 320 + i * 110, 1100, 320 + i * 110, C.mid, 10)),
    l(910, 300, 910, 640, C.mid, 10),
    l(1090, 300, 1090, 640, C.mid, 10),
    ...bucket(960, 530, C.light),
  ],
  'esimerkit/lattiaremontti': () => [
    r(0, 0, 1200, 420, C.soft),
    ...win(820, 90, 200, 220),
    r(0, 420, 1200, 380, C.grey),
    ...range(7).map((i) => r(0, 430 + i * 54, 700 - (i % 2) * 80, 48, C.wood, 4)),
    ...range(7).map((i) => l(200 + (i % 3) * 150, 430 + i * 54, 200 + (i % 3) * 150, 478 + i * 54, C.darkWood, 3)),
    ...range(4).map((i) => r(820, 560 - i * 26, 300, 22, i % 2 ? C.wood : C.darkWood, 4)),
    r(740, 700, 200, 40, C.mid, 8),
  ],
  'esimerkit/saunaremontti': () => [
    ...planks(C.wood, C.darkWood),
    ...benches(440, 400),
    ...stove(120, 430),
    r(0, 660, 1200, 140, C.mid),
    r(160, 120, 180, 130, C.soft, 6),
    c(1000, 170, 40, C.light),
  ],
  'esimerkit/pergola': () => [
    ...sky(),
    ...cloud(180, 120),
    ...ground(560),
    r(0, 560, 1200, 90, C.wood),
    ...[260, 560, 860].map((x) => r(x, 240, 34, 330, C.darkWood)),
    r(220, 220, 720, 30, C.darkWood),
    ...range(10).map((i) => r(240 + i * 72, 200, 18, 70, C.wood)),
    ...range(6).map((i) => c(320 + i * 110, 270, 30, C.green)),
    r(450, 470, 260, 18, C.ink),
    l(480, 488, 480, 560, C.ink, 8),
    l(680, 488, 680, 560, C.ink, 8),
    ...plant(1040, 520),
  ],
  'esimerkit/kolmion-pintaremontti': () => [
    ...room(C.white, C.wood),
    ...range(7).map((i) => r(i * 180, 0, 90, 588, C.surface)),
    ...win(150, 130),
    r(560, 150, 300, 200, C.primary, 6),
    r(590, 180, 240, 140, C.light, 4),
    r(560, 420, 380, 180, C.white, 12),
    r(540, 400, 420, 60, C.soft, 14),
    ...plant(1060, 520),
  ],
  'esimerkit/kolmion-pintaremontti-ennen': () => [
    ...room('#e2d6a8', '#9b8566'),
    ...range(7).map((i) => r(i * 180, 0, 90, 588, '#d4c38d')),
    p('700,0 760,0 820,260 700,200', C.white),
    ...win(150, 130),
    ...box(640, 470),
    ...box(790, 480, 140, 110),
    ...ladder(960, 240),
  ],
  'esimerkit/sisapurku': () => [
    r(0, 0, 1200, 600, C.grey),
    r(0, 600, 1200, 200, C.mid),
    ...range(6).map((i) => r(100 + i * 170, 40, 12, 560, C.wood)),
    r(90, 40, 1030, 14, C.wood),
    p('150,600 260,520 360,600', C.wood),
    p('320,600 420,540 540,600', C.white),
    ...container(640, 420),
    ...box(160, 520, 100, 80),
    l(520, 300, 600, 520, C.ink, 12),
    r(490, 260, 80, 60, C.accent, 8),
  ],
  // Shared and blog
  'muutto-pakettiauto': () => [
    ...sky(),
    ...cloud(900, 120),
    r(0, 600, 1200, 200, C.mid),
    ...range(6).map((i) => r(80 + i * 200, 690, 110, 14, C.white)),
    ...van(160, 360),
    ...box(800, 500, 140, 110),
    ...box(960, 520, 110, 90),
    ...box(860, 410, 110, 90),
  ],
  'blogi/saunan-remontti': () => [
    ...planks(C.wood, C.darkWood),
    ...benches(500, 420),
    ...stove(140, 450),
    r(0, 680, 1200, 120, C.mid),
    ...bucket(820, 560, C.darkWood),
    r(160, 100, 200, 150, C.soft, 6),
  ],
  'blogi/seinien-halkeamat': () => [
    r(0, 0, 1200, 800, C.surface),
    ...win(80, 110, 200, 240),
    r(0, 648, 1200, 14, C.white),
    r(0, 660, 1200, 140, C.wood),
    path_('M420 60 l40 90 l-30 80 l60 100 l-20 90 l50 110 l-20 110', 'none', C.mid, 10),
    r(620, 300, 200, 140, C.white, 8),
    p('620,300 560,250 560,390 620,440', C.mid),
    l(820, 370, 920, 420, C.ink, 14),
    ...bucket(900, 540, C.white),
    r(905, 520, 90, 20, C.grey, 4),
    ...ladder(1000, 260, 400),
  ],
  'blogi/lattian-tasoitus': () => [
    r(0, 0, 1200, 420, C.soft),
    ...win(120, 90, 200, 230),
    r(0, 400, 1200, 20, C.white),
    r(0, 420, 1200, 380, C.mid),
    p('0,520 700,470 1200,520 1200,800 0,800', C.grey),
    '<ellipse cx="560" cy="690" rx="330" ry="70" fill="#e8edf1"/>',
    r(260, 600, 360, 30, C.primary, 6),
    ...range(3).map((i) => c(300 + i * 140, 615, 10, C.light)),
    p('760,560 900,530 920,560 780,590', C.white),
    l(900, 545, 980, 470, C.ink, 12),
    ...bucket(980, 420, C.accent),
    ...box(620, 300, 130, 100),
  ],
  'meista-tiimi': () => [
    ...sky(),
    ...ground(600, C.grey),
    ...van(80, 380),
    r(760, 420, 340, 180, C.primary, 10),
    r(790, 390, 280, 40, C.ink, 8),
    ...ladder(680, 240, 360),
    c(930, 300, 70, C.light),
    r(880, 270, 100, 20, C.accent, 8),
  ],
  'yhteystiedot-toimisto': () => [
    ...sky(),
    ...cloud(160, 120),
    ...ground(640, C.grey),
    ...block(300, 180, 600, 460, C.white, 4, 5),
    r(560, 520, 80, 120, C.primary),
    r(540, 500, 120, 20, C.accent),
    r(0, 700, 1200, 100, C.mid),
    ...range(6).map((i) => r(60 + i * 200, 740, 110, 12, C.white)),
    pine(150, 640, 0.7),
    pine(1060, 640, 0.8),
  ],
}

const outDir = path.resolve('public/images/assets')
for (const [name, draw] of Object.entries(scenes)) {
  const file = path.join(outDir, `${name.includes('/') ? name : name === 'kiveys' ? 'esimerkit/kiveys' : name}.svg`)
  mkdirSync(path.dirname(file), { recursive: true })
  const text = svg(draw())
  if (text.length > 6000) console.warn(`${name}: ${text.length} bytes (over 6 kB)`)
  writeFileSync(file, text)
}
console.log(`${Object.keys(scenes).length} illustrations in ${path.relative(process.cwd(), outDir)}`)
