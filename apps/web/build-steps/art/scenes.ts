// The pictures of the site, painted for it: the home page's hero, one scene per campground (its
// landscape, light and wildlife) and one per package (its set-up). generate.ts renders each to
// AVIF and WebP at several widths.
import {
  Defs,
  bellTent,
  birds,
  cabinTent,
  campChair,
  campfire,
  clouds,
  disc,
  domeTent,
  ferry,
  festoon,
  finish,
  glow,
  grass,
  gumTree,
  kangaroo,
  mist,
  moon,
  noise1d,
  randomFrom,
  ridge,
  sky,
  stars,
  svg,
  treeLine,
  water,
  whaleTail,
  type Canvas,
} from './paint.ts';

export const CAMPGROUND_CANVAS: Canvas = { width: 1600, height: 900 };
export const PACKAGE_CANVAS: Canvas = { width: 1200, height: 800 };
export const HERO_WIDE_CANVAS: Canvas = { width: 2400, height: 1000 };
export const HERO_NARROW_CANVAS: Canvas = { width: 1200, height: 900 };

type Scene = () => string;

/** A gently rolling ground line at `y` (from the top), for placing things on it. */
function groundLine(seed: number, canvas: Canvas, y: number, amplitude: number) {
  const n = noise1d(randomFrom(seed), [1.3, 3.1]);
  return (x: number) => y - amplitude * n(x / canvas.width + 3);
}

/** The ground as a filled shape below a ground line. */
function ground(canvas: Canvas, line: (x: number) => number, fill: string): string {
  const points: string[] = [];
  for (let x = 0; x <= canvas.width; x += canvas.width / 80)
    points.push(`${x},${line(x).toFixed(1)}`);
  return `<path d="M0,${canvas.height} L${points.join(' L')} L${canvas.width},${canvas.height} Z" fill="${fill}"/>`;
}

// —— Campgrounds ——————————————————————————————————————————————————————————————————————————————

/** Lane Cove River: a misty morning on the river, tall gums, a dome tent on the grass. */
const laneCove: Scene = () => {
  const c = CAMPGROUND_CANVAS;
  const d = new Defs();
  const r = randomFrom(11);
  const bank = groundLine(12, c, 735, 18);
  const groundFill = d.linear([
    [0, '#7d9a55'],
    [1, '#4f6b36'],
  ]);
  return svg(c, d, [
    sky(c, d, [
      [0, '#a9c6cf'],
      [0.5, '#eedcb4'],
      [1, '#f5e3c0'],
    ]),
    glow(d, 420, 430, 420, '#fff2c9', 0.75),
    disc(420, 430, 46, '#fff6dc'),
    ridge(c, d, r, { base: 430, amplitude: 40, roughness: 1.4, fill: '#9fb3a6', haze: '#f1e2c2' }),
    ridge(c, d, r, { base: 360, amplitude: 30, roughness: 2.2, fill: '#7f9a83', haze: '#efe0bf' }),
    treeLine(c, r, { y: () => 560, size: 22, colour: '#5f7f5f' }),
    water(c, d, r, {
      top: 560,
      bottom: 700,
      far: '#c6d6c8',
      near: '#6e9691',
      shimmer: '#f8f1de',
      sparkleX: 420,
    }),
    mist(c, d, 565, 80, '#fbf1dc', 0.75),
    ground(c, bank, `url(#${groundFill})`),
    gumTree(r, {
      x: 150,
      ground: 800,
      height: 760,
      trunk: '#e9e1d2',
      leaves: '#3f5b38',
      leavesLight: '#6f8b55',
    }),
    gumTree(r, {
      x: 1330,
      ground: 770,
      height: 640,
      trunk: '#ddd2bf',
      leaves: '#45623c',
      leavesLight: '#7a9659',
    }),
    gumTree(r, {
      x: 1500,
      ground: 820,
      height: 860,
      trunk: '#efe7d8',
      leaves: '#3a5534',
      leavesLight: '#688451',
    }),
    domeTent(d, {
      x: 860,
      ground: bank(860) + 8,
      size: 250,
      fly: '#d9733a',
      shade: '#9c4a22',
      lit: false,
    }),
    campChair(1040, bank(1040) + 10, 70, '#2f5d3a'),
    grass(r, { from: 0, to: c.width, y: (x) => bank(x) + 40, height: 34, colour: '#3d5a2b' }),
    birds(r, 1050, 250, 4, 14, '#5d5a4e'),
    finish(c, d),
  ]);
};

/** Bonnie Vale: late gold light on Port Hacking, the Bundeena ferry, a bell tent under the trees. */
const bonnieVale: Scene = () => {
  const c = CAMPGROUND_CANVAS;
  const d = new Defs();
  const r = randomFrom(21);
  const shore = groundLine(22, c, 760, 14);
  const sand = d.linear([
    [0, '#efd9aa'],
    [1, '#d8b57d'],
  ]);
  return svg(c, d, [
    sky(c, d, [
      [0, '#7fa9c6'],
      [0.55, '#eed3a3'],
      [1, '#f6c27e'],
    ]),
    clouds(d, r, c, { count: 5, top: 90, bottom: 260, colour: '#fff3dc', opacity: 0.7 }),
    glow(d, 1250, 420, 380, '#ffd99a', 0.7),
    disc(1250, 420, 42, '#fff1cf'),
    ridge(c, d, r, { base: 470, amplitude: 22, roughness: 1.2, fill: '#8d9a8e', haze: '#f3d3a0' }),
    treeLine(c, r, { y: () => 472, size: 12, colour: '#6f8271', from: 0.05, to: 0.7 }),
    water(c, d, r, {
      top: 470,
      bottom: 780,
      far: '#a9c2bd',
      near: '#3f7c86',
      shimmer: '#fff1d2',
      sparkleX: 1250,
    }),
    ferry(520, 560, 120),
    ground(c, shore, `url(#${sand})`),
    `<path d="M0,${shore(0) + 6} ${Array.from({ length: 41 }, (_, i) => `L${i * 40},${(shore(i * 40) + 6).toFixed(1)}`).join(' ')}" stroke="#fff7e4" stroke-width="4" fill="none" opacity="0.7"/>`,
    gumTree(r, {
      x: 1430,
      ground: 830,
      height: 820,
      trunk: '#d9cbb2',
      leaves: '#3c5636',
      leavesLight: '#7c8f52',
    }),
    gumTree(r, {
      x: 1180,
      ground: 800,
      height: 600,
      trunk: '#e6dac4',
      leaves: '#476340',
      leavesLight: '#869957',
    }),
    bellTent(d, {
      x: 1000,
      ground: shore(1000) + 40,
      size: 300,
      canvas: '#f6ecd8',
      shade: '#cdb894',
      lit: false,
    }),
    campChair(1200, shore(1200) + 44, 70, '#c2571a'),
    birds(r, 300, 200, 5, 12, '#5b5a55'),
    finish(c, d),
  ]);
};

/** Euroka: dusk over the blue ridges of the lower Blue Mountains, kangaroos on the flat. */
const euroka: Scene = () => {
  const c = CAMPGROUND_CANVAS;
  const d = new Defs();
  const r = randomFrom(31);
  const flat = groundLine(32, c, 720, 16);
  const grassFill = d.linear([
    [0, '#8b8a4a'],
    [1, '#4d5530'],
  ]);
  return svg(c, d, [
    sky(c, d, [
      [0, '#3e4a7c'],
      [0.4, '#a46f7e'],
      [0.7, '#f0a35e'],
      [1, '#f8cf85'],
    ]),
    glow(d, 560, 520, 520, '#ffd27e', 0.8),
    disc(560, 520, 58, '#fff0c2'),
    ridge(c, d, r, { base: 420, amplitude: 50, roughness: 1.6, fill: '#8c93bd', haze: '#f3b777' }),
    ridge(c, d, r, { base: 360, amplitude: 60, roughness: 1.9, fill: '#6b74a3', haze: '#d99a7a' }),
    ridge(c, d, r, { base: 290, amplitude: 50, roughness: 2.4, fill: '#4e5886', haze: '#a7808c' }),
    ridge(c, d, r, { base: 220, amplitude: 36, roughness: 3.1, fill: '#38406a' }),
    treeLine(c, r, {
      y: (x) => flat(x * c.width) - 4,
      size: 14,
      colour: '#2f3656',
      from: 0,
      to: 1,
    }),
    ground(c, flat, `url(#${grassFill})`),
    gumTree(r, { x: 120, ground: 860, height: 700, trunk: '#2b2b3a', leaves: '#272b40' }),
    kangaroo(430, flat(430) + 40, 120, '#2b241f'),
    kangaroo(560, flat(560) + 60, 90, '#2b241f', true),
    kangaroo(690, flat(690) + 36, 70, '#342a23'),
    domeTent(d, {
      x: 1120,
      ground: flat(1120) + 70,
      size: 260,
      fly: '#3b6f55',
      shade: '#223f33',
      lit: true,
    }),
    campfire(d, 1330, flat(1330) + 86, 34),
    campChair(1410, flat(1410) + 90, 70, '#2d4d6b'),
    grass(r, {
      from: 0,
      to: c.width,
      y: (x) => flat(x) + 120,
      height: 40,
      colour: '#3c4226',
      density: 0.8,
    }),
    finish(c, d, { vignette: 0.35 }),
  ]);
};

/** Mill Creek: a starry night in a sandstone valley, the moon on the creek, a lit bell tent. */
const millCreek: Scene = () => {
  const c = CAMPGROUND_CANVAS;
  const d = new Defs();
  const r = randomFrom(41);
  const bank = groundLine(42, c, 755, 16);
  const grassFill = d.linear([
    [0, '#34483b'],
    [1, '#1c2a22'],
  ]);
  return svg(c, d, [
    sky(c, d, [
      [0, '#0e1330'],
      [0.6, '#243260'],
      [1, '#44527c'],
    ]),
    stars(c, r, 140, 430),
    moon(d, 1040, 170, 46),
    ridge(c, d, r, {
      base: 420,
      amplitude: 60,
      roughness: 1.1,
      fill: '#5a5270',
      haze: '#5d6a92',
      shape: (x) =>
        140 * Math.exp(-((x - 0.12) ** 2) / 0.02) + 110 * Math.exp(-((x - 0.92) ** 2) / 0.015),
    }),
    ridge(c, d, r, {
      base: 330,
      amplitude: 40,
      roughness: 1.7,
      fill: '#3d3b57',
      shape: (x) => 120 * Math.exp(-((x - 0.02) ** 2) / 0.03),
    }),
    treeLine(c, r, { y: () => 585, size: 16, colour: '#1f2a33' }),
    water(c, d, r, {
      top: 585,
      bottom: 720,
      far: '#5c6b94',
      near: '#27365a',
      shimmer: '#f4ecd0',
      sparkleX: 1040,
    }),
    ground(c, bank, `url(#${grassFill})`),
    gumTree(r, { x: 200, ground: 840, height: 760, trunk: '#2c3432', leaves: '#1a2420' }),
    bellTent(d, {
      x: 830,
      ground: bank(830) + 50,
      size: 330,
      canvas: '#efe3c8',
      shade: '#a89474',
      lit: true,
    }),
    campfire(d, 1110, bank(1110) + 70, 38),
    campChair(1200, bank(1200) + 74, 72, '#7a3b1e'),
    festoon(d, {
      from: [830, bank(830) + 50 - 330 * 0.8],
      to: [1460, 560],
      sag: 30,
      bulbs: 9,
      size: 5,
    }),
    gumTree(r, { x: 1520, ground: 860, height: 640, trunk: '#303734', leaves: '#19221d' }),
    grass(r, {
      from: 0,
      to: c.width,
      y: (x) => bank(x) + 110,
      height: 36,
      colour: '#16211a',
      density: 0.8,
    }),
    finish(c, d, { vignette: 0.4 }),
  ]);
};

/** Putty Beach: a bright morning, turquoise surf, a sandstone headland and tents behind the dunes. */
const puttyBeach: Scene = () => {
  const c = CAMPGROUND_CANVAS;
  const d = new Defs();
  const r = randomFrom(51);
  const dune = groundLine(52, c, 700, 30);
  const beach = groundLine(53, c, 610, 6);
  const sand = d.linear([
    [0, '#f4e2bb'],
    [1, '#e2c08a'],
  ]);
  const duneFill = d.linear([
    [0, '#a9b56f'],
    [1, '#6f8a45'],
  ]);
  const cliff = d.linear(
    [
      [0, '#c98f58'],
      [1, '#8e5a36'],
    ],
    false,
  );
  const foam: string[] = [];
  for (let index = 0; index < 4; index++) {
    const y = 560 + index * 14;
    foam.push(
      `<path d="M0,${y} ${Array.from({ length: 33 }, (_, i) => `Q${i * 50 + 25},${y - 5 + (i % 2) * 8} ${i * 50 + 50},${y}`).join(' ')}" stroke="#ffffff" stroke-width="${4 - index * 0.7}" fill="none" opacity="${0.85 - index * 0.15}"/>`,
    );
  }
  return svg(c, d, [
    sky(c, d, [
      [0, '#4f9cc9'],
      [0.6, '#a7d3e3'],
      [1, '#eef4e8'],
    ]),
    clouds(d, r, c, { count: 6, top: 80, bottom: 300, colour: '#ffffff', opacity: 0.85 }),
    glow(d, 260, 150, 260, '#fffbe8', 0.8),
    water(c, d, r, {
      top: 420,
      bottom: 620,
      far: '#3f8fb0',
      near: '#6cc3c4',
      shimmer: '#e9fbff',
    }),
    ...foam,
    // The headland: stepped sandstone cliffs with their layers, bush on top, rocks at its foot.
    `<path d="M980,640 L1010,560 L1060,540 L1080,470 L1150,440 L1170,380 L1260,350 L1290,322 L1420,308 L1520,316 L1600,330 L1600,640 Z" fill="url(#${cliff})"/>`,
    `<path d="M1080,470 L1150,440 L1170,380 L1260,350 L1600,350 L1600,372 L1270,376 L1180,402 L1160,458 L1090,480 Z M1010,560 L1060,540 L1600,536 L1600,556 L1070,560 Z" fill="#7b4b2c" opacity="0.35"/>`,
    `<g stroke="#6e4127" stroke-width="2.5" opacity="0.35" fill="none"><path d="M1100,500 L1600,494"/><path d="M1040,590 L1600,586"/><path d="M1190,420 L1600,420"/></g>`,
    treeLine(c, r, {
      y: (x) => (x < 0.8 ? 350 - (x - 0.72) * 500 : 318 + (x - 0.8) * 60),
      size: 14,
      colour: '#4f6b3c',
      from: 0.74,
      to: 1,
    }),
    `<path d="M960,642 C990,612 1040,606 1080,620 C1120,634 1180,636 1240,642 Z" fill="#5f4d3f" opacity="0.85"/>`,
    ground(c, beach, `url(#${sand})`),
    ground(c, dune, `url(#${duneFill})`),
    grass(r, {
      from: 0,
      to: c.width,
      y: (x) => dune(x) + 6,
      height: 46,
      colour: '#5c7a38',
      density: 0.7,
    }),
    domeTent(d, {
      x: 520,
      ground: dune(520) + 70,
      size: 220,
      fly: '#e07b39',
      shade: '#a34f22',
      lit: false,
    }),
    bellTent(d, {
      x: 860,
      ground: dune(860) + 90,
      size: 280,
      canvas: '#fbf2e0',
      shade: '#d3bc95',
      lit: false,
    }),
    campChair(1050, dune(1050) + 96, 70, '#2f5d8a'),
    grass(r, {
      from: 0,
      to: c.width,
      y: (x) => dune(x) + 170,
      height: 60,
      colour: '#4d6a2e',
      density: 0.6,
    }),
    birds(r, 700, 260, 4, 13, '#4b5660'),
    finish(c, d, { vignette: 0.2 }),
  ]);
};

/** Killalea: sunrise over the Illawarra surf, green headland hills and tents on the grass. */
const killalea: Scene = () => {
  const c = CAMPGROUND_CANVAS;
  const d = new Defs();
  const r = randomFrom(61);
  const hill = groundLine(62, c, 650, 40);
  const near = groundLine(63, c, 790, 24);
  const hillFill = d.linear([
    [0, '#8fb265'],
    [1, '#5f8a45'],
  ]);
  const nearFill = d.linear([
    [0, '#6f9a4c'],
    [1, '#3f6a31'],
  ]);
  const waves: string[] = [];
  for (let index = 0; index < 8; index++) {
    const y = 560 + index * 9;
    const from = r() * 1300;
    waves.push(
      `<path d="M${from.toFixed(0)},${y} q40,-6 80,0 t80,0 t80,0" stroke="#fff4e6" stroke-width="${2 + index * 0.4}" fill="none" opacity="${0.4 + index * 0.06}" stroke-linecap="round"/>`,
    );
  }
  return svg(c, d, [
    sky(c, d, [
      [0, '#55699a'],
      [0.4, '#d98b86'],
      [0.7, '#f5ae6b'],
      [1, '#fde0a3'],
    ]),
    clouds(d, r, c, { count: 5, top: 120, bottom: 320, colour: '#ffd7b0', opacity: 0.6 }),
    glow(d, 700, 430, 520, '#ffe0a0', 0.85),
    disc(700, 432, 60, '#fff3d2'),
    water(c, d, r, {
      top: 430,
      bottom: 640,
      far: '#c58d8c',
      near: '#3f5f88',
      shimmer: '#ffe8c2',
      sparkleX: 700,
    }),
    ...waves,
    ground(c, hill, `url(#${hillFill})`),
    grass(r, {
      from: 0,
      to: c.width,
      y: (x) => hill(x) + 8,
      height: 20,
      colour: '#5a8040',
      density: 0.5,
    }),
    ground(c, near, `url(#${nearFill})`),
    cabinTent(d, {
      x: 980,
      ground: hill(980) + 60,
      size: 300,
      wall: '#ece0c6',
      roof: '#3f6b57',
      lit: false,
    }),
    domeTent(d, {
      x: 1430,
      ground: hill(1430) + 40,
      size: 170,
      fly: '#d9733a',
      shade: '#9c4a22',
      lit: false,
    }),
    campChair(1240, hill(1240) + 64, 64, '#c2571a'),
    grass(r, {
      from: 0,
      to: c.width,
      y: (x) => near(x) + 20,
      height: 44,
      colour: '#34592a',
      density: 0.8,
    }),
    birds(r, 1150, 220, 5, 13, '#6a4e5a'),
    finish(c, d, { vignette: 0.25 }),
  ]);
};

/** Frazer Beach: a lavender evening in a sheltered cove, a whale out past the headland. */
const frazerBeach: Scene = () => {
  const c = CAMPGROUND_CANVAS;
  const d = new Defs();
  const r = randomFrom(71);
  const beach = groundLine(72, c, 690, 10);
  const back = groundLine(73, c, 800, 20);
  const sand = d.linear([
    [0, '#ecd3a8'],
    [1, '#cfa97a'],
  ]);
  const headland = d.linear([
    [0, '#5d6e5a'],
    [1, '#34463a'],
  ]);
  const scrub = d.linear([
    [0, '#5c7047'],
    [1, '#324530'],
  ]);
  return svg(c, d, [
    sky(c, d, [
      [0, '#7c76b0'],
      [0.45, '#d89ba4'],
      [0.8, '#f2c49b'],
      [1, '#f7dcb0'],
    ]),
    clouds(d, r, c, { count: 6, top: 100, bottom: 330, colour: '#fbd6c6', opacity: 0.65 }),
    glow(d, 1000, 460, 380, '#ffe0b0', 0.7),
    disc(1000, 470, 40, '#fff1d8'),
    water(c, d, r, {
      top: 470,
      bottom: 700,
      far: '#b9a9c4',
      near: '#4a6e96',
      shimmer: '#fff0dc',
      sparkleX: 1000,
    }),
    whaleTail(1240, 540, 90, '#2e3a52', '#fff4e6'),
    `<path d="M1120,520 q4,-30 -6,-46 M1120,520 q10,-26 22,-38 M1120,520 q-2,-22 -20,-30" stroke="#fff7ea" stroke-width="4" fill="none" opacity="0.7" stroke-linecap="round"/>`,
    `<path d="M0,400 C120,360 260,350 380,380 C460,400 520,440 560,480 C600,520 640,560 660,620 L0,640 Z" fill="url(#${headland})"/>`,
    treeLine(c, r, {
      y: (x) =>
        400 - 60 * Math.sin(Math.min(1, x / 0.3) * Math.PI * 0.5) + (x > 0.3 ? 200 * (x - 0.3) : 0),
      size: 16,
      colour: '#2f4030',
      from: 0,
      to: 0.33,
    }),
    ground(c, beach, `url(#${sand})`),
    `<path d="M0,${beach(0) + 4} ${Array.from({ length: 41 }, (_, i) => `L${i * 40},${(beach(i * 40) + 4).toFixed(1)}`).join(' ')}" stroke="#fff8ec" stroke-width="4" fill="none" opacity="0.7"/>`,
    ground(c, back, `url(#${scrub})`),
    bellTent(d, {
      x: 640,
      ground: back(640) + 40,
      size: 290,
      canvas: '#f7eedd',
      shade: '#cdb490',
      lit: true,
    }),
    domeTent(d, {
      x: 960,
      ground: back(960) + 30,
      size: 200,
      fly: '#7a4e8a',
      shade: '#4d3058',
      lit: false,
    }),
    campChair(1120, back(1120) + 40, 66, '#c2571a'),
    gumTree(r, {
      x: 1480,
      ground: 880,
      height: 760,
      trunk: '#cbbfa8',
      leaves: '#35482f',
      leavesLight: '#6e7f4f',
    }),
    grass(r, {
      from: 0,
      to: c.width,
      y: (x) => back(x) + 80,
      height: 40,
      colour: '#2c3d27',
      density: 0.8,
    }),
    birds(r, 400, 220, 5, 13, '#5e5470'),
    finish(c, d, { vignette: 0.28 }),
  ]);
};

export const CAMPGROUND_SCENES: Record<string, Scene> = {
  'lane-cove-river': laneCove,
  'royal-bonnie-vale': bonnieVale,
  'blue-mountains-euroka': euroka,
  'dharug-mill-creek': millCreek,
  'bouddi-putty-beach': puttyBeach,
  'killalea-shell-cove': killalea,
  'munmorah-frazer-beach': frazerBeach,
};

// —— Packages ————————————————————————————————————————————————————————————————————————————————

/** A clearing with gums behind: the setting of each package's picture. */
function clearing(
  c: Canvas,
  d: Defs,
  r: () => number,
  {
    skyStops,
    hills,
    grassTop,
    grassBottom,
  }: {
    skyStops: [number, string][];
    hills: [string, string];
    grassTop: string;
    grassBottom: string;
  },
) {
  const line = groundLine(r() * 1000, c, 560, 12);
  const grassFill = d.linear([
    [0, grassTop],
    [1, grassBottom],
  ]);
  return {
    line,
    layers: [
      sky(c, d, skyStops),
      ridge(c, d, r, {
        base: 330,
        amplitude: 40,
        roughness: 1.5,
        fill: hills[0],
        haze: skyStops.at(-1)![1],
      }),
      ridge(c, d, r, { base: 270, amplitude: 30, roughness: 2.2, fill: hills[1] }),
      ground(c, line, `url(#${grassFill})`),
    ],
  };
}

function table(x: number, ground: number, size: number): string {
  return `<path d="M${x - size / 2},${ground - size * 0.5} h${size} M${x - size * 0.4},${ground - size * 0.5} l-${size * 0.08},${size * 0.5} M${x + size * 0.4},${ground - size * 0.5} l${size * 0.08},${size * 0.5}" stroke="#6b4a2f" stroke-width="${size * 0.06}" stroke-linecap="round"/><rect x="${x - size / 2}" y="${ground - size * 0.56}" width="${size}" height="${size * 0.08}" rx="3" fill="#8a5f3b"/>`;
}

function lantern(d: Defs, x: number, y: number, size: number, lit: boolean): string {
  return `${lit ? glow(d, x, y, size * 4, '#ffd27a', 0.6) : ''}<rect x="${x - size * 0.35}" y="${y - size * 0.5}" width="${size * 0.7}" height="${size}" rx="${size * 0.15}" fill="${lit ? '#ffe6a6' : '#e8d9b8'}" stroke="#3a3a3a" stroke-width="${size * 0.08}"/><path d="M${x - size * 0.2},${y - size * 0.5} q${size * 0.2},-${size * 0.4} ${size * 0.4},0" stroke="#3a3a3a" stroke-width="${size * 0.08}" fill="none"/>`;
}

function rug(x: number, ground: number, width: number, colours: [string, string]): string {
  return `<path d="M${x - width / 2},${ground} L${x + width / 2},${ground} L${x + width * 0.42},${ground - width * 0.12} L${x - width * 0.42},${ground - width * 0.12} Z" fill="${colours[0]}"/><path d="M${x - width * 0.44},${ground - width * 0.03} L${x + width * 0.46},${ground - width * 0.03} M${x - width * 0.43},${ground - width * 0.09} L${x + width * 0.43},${ground - width * 0.09}" stroke="${colours[1]}" stroke-width="${width * 0.015}"/>`;
}

const essentials: Scene = () => {
  const c = PACKAGE_CANVAS;
  const d = new Defs();
  const r = randomFrom(101);
  const { line, layers } = clearing(c, d, r, {
    skyStops: [
      [0, '#a8c8d4'],
      [0.6, '#f1e0bb'],
      [1, '#f6e7c8'],
    ],
    hills: ['#a2b5a3', '#7f9a7f'],
    grassTop: '#8aa35c',
    grassBottom: '#5a7a3c',
  });
  return svg(c, d, [
    ...layers,
    glow(d, 260, 260, 260, '#fff3cf', 0.7),
    gumTree(r, {
      x: 120,
      ground: 620,
      height: 640,
      trunk: '#e7dfcf',
      leaves: '#3f5b38',
      leavesLight: '#6f8b55',
    }),
    gumTree(r, {
      x: 1090,
      ground: 600,
      height: 560,
      trunk: '#ddd2bf',
      leaves: '#45623c',
      leavesLight: '#7a9659',
    }),
    domeTent(d, {
      x: 520,
      ground: line(520) + 90,
      size: 420,
      fly: '#2f6b4e',
      shade: '#1d4633',
      lit: false,
    }),
    table(860, line(860) + 110, 170),
    lantern(d, 830, line(830) + 110 - 170 * 0.56 - 22, 36, false),
    campChair(780, line(780) + 130, 110, '#c2571a'),
    campChair(960, line(960) + 134, 110, '#d9a13b'),
    grass(r, {
      from: 0,
      to: c.width,
      y: (x) => line(x) + 190,
      height: 40,
      colour: '#46632d',
      density: 0.8,
    }),
    finish(c, d, { vignette: 0.22 }),
  ]);
};

const familyBasecamp: Scene = () => {
  const c = PACKAGE_CANVAS;
  const d = new Defs();
  const r = randomFrom(111);
  const { line, layers } = clearing(c, d, r, {
    skyStops: [
      [0, '#86a9c9'],
      [0.55, '#efcf9f'],
      [1, '#f5d7a4'],
    ],
    hills: ['#9aa89a', '#76907a'],
    grassTop: '#88a45a',
    grassBottom: '#557638',
  });
  return svg(c, d, [
    ...layers,
    glow(d, 980, 230, 260, '#ffe1a8', 0.7),
    gumTree(r, {
      x: 1110,
      ground: 610,
      height: 660,
      trunk: '#e2d7c2',
      leaves: '#3f5b38',
      leavesLight: '#7a9659',
    }),
    cabinTent(d, {
      x: 420,
      ground: line(420) + 120,
      size: 520,
      wall: '#efe3cb',
      roof: '#3f6b57',
      lit: false,
    }),
    festoon(d, {
      from: [180, line(180) - 150],
      to: [1050, line(1050) - 170],
      sag: 40,
      bulbs: 11,
      size: 6,
    }),
    table(900, line(900) + 150, 180),
    `<rect x="${960}" y="${line(960) + 150 - 180 * 0.56 - 56}" width="80" height="56" rx="6" fill="#3b6f8f"/>`,
    campChair(760, line(760) + 170, 110, '#d9a13b'),
    campChair(1040, line(1040) + 176, 110, '#c2571a'),
    grass(r, {
      from: 0,
      to: c.width,
      y: (x) => line(x) + 200,
      height: 40,
      colour: '#46632d',
      density: 0.8,
    }),
    finish(c, d, { vignette: 0.22 }),
  ]);
};

const glampingBellTent: Scene = () => {
  const c = PACKAGE_CANVAS;
  const d = new Defs();
  const r = randomFrom(121);
  const { line, layers } = clearing(c, d, r, {
    skyStops: [
      [0, '#2d3564'],
      [0.55, '#a86d7c'],
      [0.85, '#eda66c'],
      [1, '#f6c886'],
    ],
    hills: ['#7a6d92', '#4f4b6e'],
    grassTop: '#5d6a40',
    grassBottom: '#2f3a24',
  });
  return svg(c, d, [
    ...layers.slice(0, 1),
    stars(c, r, 50, 220),
    ...layers.slice(1),
    gumTree(r, { x: 1100, ground: 610, height: 660, trunk: '#3a3b40', leaves: '#262a33' }),
    bellTent(d, {
      x: 520,
      ground: line(520) + 140,
      size: 560,
      canvas: '#f7ecd6',
      shade: '#bfa57e',
      lit: true,
    }),
    festoon(d, {
      from: [520, line(520) + 140 - 560 * 0.8],
      to: [1090, 250],
      sag: 30,
      bulbs: 10,
      size: 6,
    }),
    rug(860, line(860) + 210, 300, ['#a1452a', '#e9c48a']),
    campfire(d, 900, line(900) + 178, 34),
    campChair(780, line(780) + 196, 100, '#e9dcc4'),
    campChair(1020, line(1020) + 200, 100, '#e9dcc4'),
    grass(r, {
      from: 0,
      to: c.width,
      y: (x) => line(x) + 220,
      height: 36,
      colour: '#242d1c',
      density: 0.8,
    }),
    finish(c, d, { vignette: 0.35 }),
  ]);
};

/** Packages added after these pictures were painted show this until they have their own. */
const genericPackage: Scene = () => {
  const c = PACKAGE_CANVAS;
  const d = new Defs();
  const r = randomFrom(131);
  const { line, layers } = clearing(c, d, r, {
    skyStops: [
      [0, '#9fc0d0'],
      [0.6, '#eedcb6'],
      [1, '#f4e4c4'],
    ],
    hills: ['#a6b6a6', '#86a086'],
    grassTop: '#8aa35c',
    grassBottom: '#5a7a3c',
  });
  return svg(c, d, [
    ...layers,
    gumTree(r, {
      x: 1000,
      ground: 620,
      height: 620,
      trunk: '#e2d7c2',
      leaves: '#3f5b38',
      leavesLight: '#7a9659',
    }),
    domeTent(d, {
      x: 560,
      ground: line(560) + 110,
      size: 440,
      fly: '#d9733a',
      shade: '#9c4a22',
      lit: false,
    }),
    grass(r, {
      from: 0,
      to: c.width,
      y: (x) => line(x) + 190,
      height: 40,
      colour: '#46632d',
      density: 0.8,
    }),
    finish(c, d, { vignette: 0.22 }),
  ]);
};

export const PACKAGE_SCENES: Record<string, Scene> = {
  essentials,
  'family-basecamp': familyBasecamp,
  'glamping-bell-tent': glampingBellTent,
  generic: genericPackage,
};

// —— Hero ——————————————————————————————————————————————————————————————————————————————————————

/** Where the hero's camp and moon sit, as fractions of the picture's width and height. */
const HERO_LAYOUT = {
  wide: {
    tentX: 0.72,
    tentSize: 0.16,
    moonX: 0.8,
    moonY: 0.24,
    fireX: 0.59,
    chairs: [0.555, 0.63],
  },
  narrow: { tentX: 0.56, tentSize: 0.42, moonX: 0.78, moonY: 0.2, fireX: 0.2, chairs: [0.1, 0.3] },
} as const;

/**
 * The part of each hero picture that must always show: the moon, the tents, the fire and its
 * chairs (fractions of width and height). The page trims the picture only outside it; the browser
 * tests hold it to that at every screen width.
 */
export const HERO_SUBJECT = {
  wide: { left: 0.53, right: 0.93, top: 0.18, bottom: 0.94 },
  narrow: { left: 0.05, right: 0.86, top: 0.13, bottom: 0.94 },
} as const;

/**
 * The home page's campsite at nightfall. `wide` keeps the left half quiet for the heading and puts
 * the camp on the right; `narrow` (phones) centres the camp under the moon.
 */
function hero(canvas: Canvas, layout: 'wide' | 'narrow'): string {
  const c = canvas;
  const d = new Defs();
  const r = randomFrom(layout === 'wide' ? 201 : 202);
  const wide = layout === 'wide';
  const shore = groundLine(203, c, c.height * 0.84, c.height * 0.02);
  const lakeTop = c.height * 0.66;
  const place = HERO_LAYOUT[layout];
  const tentX = c.width * place.tentX;
  const tentSize = c.width * place.tentSize;
  const moonX = c.width * place.moonX;
  const moonY = c.height * place.moonY;
  const fireX = c.width * place.fireX;
  const [chairA, chairB] = place.chairs.map((x) => c.width * x) as [number, number];
  const groundFill = d.linear([
    [0, '#2c3b2e'],
    [1, '#121c15'],
  ]);
  const scale = c.height / 1000;
  return svg(c, d, [
    sky(c, d, [
      [0, '#131831'],
      [0.3, '#222a56'],
      [0.46, '#4d4877'],
      [0.56, '#a9767f'],
      [0.64, '#eaa272'],
    ]),
    stars(c, r, wide ? 220 : 110, c.height * 0.45),
    glow(
      d,
      wide ? c.width * 0.3 : c.width * 0.4,
      lakeTop,
      c.width * (wide ? 0.45 : 0.7),
      '#f6b27a',
      0.45,
    ),
    moon(d, moonX, moonY, 44 * scale),
    ridge(c, d, r, {
      base: c.height * 0.4,
      amplitude: c.height * 0.035,
      roughness: wide ? 1.6 : 1,
      fill: '#7a6b8e',
      haze: '#e3a47f',
      shape: (x) =>
        c.height *
        (0.09 * Math.exp(-((x - (wide ? 0.3 : 0.25)) ** 4) / 0.002) +
          0.05 * Math.exp(-((x - (wide ? 0.58 : 0.75)) ** 2) / 0.02)),
    }),
    ridge(c, d, r, {
      base: c.height * 0.36,
      amplitude: c.height * 0.03,
      roughness: wide ? 2.2 : 1.4,
      fill: '#534b70',
      haze: '#a47886',
      shape: (x) => c.height * 0.07 * Math.exp(-((x - (wide ? 0.08 : 0.05)) ** 2) / 0.02),
    }),
    treeLine(c, r, { y: () => lakeTop + 2, size: 14 * scale, colour: '#262a40' }),
    water(c, d, r, {
      top: lakeTop,
      bottom: c.height * 0.86,
      far: '#b48a8a',
      near: '#2a3458',
      shimmer: '#fbe6c4',
      sparkleX: moonX,
    }),
    ground(c, shore, `url(#${groundFill})`),
    wide
      ? gumTree(r, {
          x: c.width * 0.985,
          ground: c.height * 1.02,
          height: c.height * 0.8,
          trunk: '#343a37',
          leaves: '#141b17',
        })
      : '',
    wide
      ? domeTent(d, {
          x: c.width * 0.87,
          ground: shore(c.width * 0.87) + c.height * 0.05,
          size: c.width * 0.08,
          fly: '#3b6f55',
          shade: '#223f33',
          lit: true,
        })
      : '',
    bellTent(d, {
      x: tentX,
      ground: shore(tentX) + c.height * 0.07,
      size: tentSize,
      canvas: '#f3e6cb',
      shade: '#a08a68',
      lit: true,
    }),
    campfire(d, fireX, shore(fireX) + c.height * 0.09, 26 * scale),
    campChair(chairA, shore(chairA) + c.height * 0.1, 60 * scale, '#7a3b1e'),
    campChair(chairB, shore(chairB) + c.height * 0.1, 60 * scale, '#2d4d6b'),
    festoon(d, {
      from: [tentX, shore(tentX) + c.height * 0.07 - tentSize * 0.78],
      to: wide ? [c.width * 0.95, c.height * 0.52] : [c.width * 1.02, c.height * 0.5],
      sag: c.height * 0.03,
      bulbs: wide ? 10 : 7,
      size: 5 * scale,
    }),
    grass(r, {
      from: 0,
      to: c.width,
      y: (x) => shore(x) + c.height * 0.15,
      height: 34 * scale,
      colour: '#0f1711',
      density: wide ? 0.6 : 0.9,
    }),
    finish(c, d, { vignette: 0.3 }),
  ]);
}

export const HERO_SCENES = {
  wide: () => hero(HERO_WIDE_CANVAS, 'wide'),
  narrow: () => hero(HERO_NARROW_CANVAS, 'narrow'),
};
