// Drawing primitives of the site's art: each returns SVG markup. Scenes (scenes.ts) layer them back to
// front in the manner of a screen-printed park poster: a graded sky, hazy ridges that darken towards
// the viewer, water, trees, tents with light inside, and a fine grain over everything.

/** A seeded random number generator (mulberry32): the same seed always paints the same picture. */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (value: number) => Math.round(value * 10) / 10;

export interface Canvas {
  width: number;
  height: number;
}

/** Definitions (gradients, filters) collected while painting, written once into <defs>. */
export class Defs {
  private readonly items: string[] = [];
  private count = 0;

  add(make: (id: string) => string): string {
    const id = `d${this.count++}`;
    this.items.push(make(id));
    return id;
  }

  linear(stops: [number, string, number?][], vertical = true): string {
    return this.add(
      (id) =>
        `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
          .map(
            ([offset, colour, opacity = 1]) =>
              `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`,
          )
          .join('')}</linearGradient>`,
    );
  }

  radial(stops: [number, string, number?][]): string {
    return this.add(
      (id) =>
        `<radialGradient id="${id}">${stops
          .map(
            ([offset, colour, opacity = 1]) =>
              `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`,
          )
          .join('')}</radialGradient>`,
    );
  }

  blur(deviation: number): string {
    return this.add(
      (id) =>
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
  }

  toString(): string {
    return `<defs>${this.items.join('')}</defs>`;
  }
}

export function svg(canvas: Canvas, defs: Defs, body: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${canvas.width} ${canvas.height}" width="${canvas.width}" height="${canvas.height}">${defs}${body.join('')}</svg>`;
}

/** The sky, graded from zenith to horizon: stops are [offset 0–1, colour]. */
export function sky(canvas: Canvas, defs: Defs, stops: [number, string][]): string {
  const fill = defs.linear(stops);
  return `<rect width="${canvas.width}" height="${canvas.height}" fill="url(#${fill})"/>`;
}

/** A soft glow: light around the sun or moon, a lantern, a fire. */
export function glow(
  defs: Defs,
  x: number,
  y: number,
  radius: number,
  colour: string,
  strength = 0.6,
): string {
  const fill = defs.radial([
    [0, colour, strength],
    [0.35, colour, strength * 0.45],
    [1, colour, 0],
  ]);
  return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(radius)}" fill="url(#${fill})"/>`;
}

export function disc(x: number, y: number, radius: number, colour: string, opacity = 1): string {
  return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(radius)}" fill="${colour}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}

/** A full moon with faint maria, and its halo. */
export function moon(defs: Defs, x: number, y: number, radius: number): string {
  return [
    glow(defs, x, y, radius * 5, '#fdf1d0', 0.35),
    disc(x, y, radius, '#fbf1d6'),
    disc(x - radius * 0.3, y - radius * 0.2, radius * 0.28, '#e9dcbb', 0.7),
    disc(x + radius * 0.25, y + radius * 0.3, radius * 0.2, '#e9dcbb', 0.6),
    disc(x + radius * 0.35, y - radius * 0.35, radius * 0.12, '#e9dcbb', 0.5),
  ].join('');
}

export function stars(canvas: Canvas, random: () => number, count: number, maxY: number): string {
  const dots: string[] = [];
  for (let index = 0; index < count; index++) {
    const size = random() < 0.1 ? 2.4 : 0.9 + random() * 1.1;
    dots.push(
      disc(random() * canvas.width, random() * maxY, size, '#fff8e6', 0.35 + random() * 0.6),
    );
  }
  return dots.join('');
}

/** Long, soft clouds. */
export function clouds(
  defs: Defs,
  random: () => number,
  canvas: Canvas,
  {
    count,
    top,
    bottom,
    colour,
    opacity,
  }: {
    count: number;
    top: number;
    bottom: number;
    colour: string;
    opacity: number;
  },
): string {
  const soft = defs.blur(canvas.width / 160);
  const shapes: string[] = [];
  for (let index = 0; index < count; index++) {
    const cx = random() * canvas.width;
    const cy = top + random() * (bottom - top);
    const w = canvas.width * (0.12 + random() * 0.18);
    for (let puff = 0; puff < 4; puff++) {
      shapes.push(
        `<ellipse cx="${r1(cx + (puff - 1.5) * w * 0.3)}" cy="${r1(cy - (puff % 2) * w * 0.03)}" rx="${r1(w * (0.3 + random() * 0.15))}" ry="${r1(w * (0.05 + random() * 0.04))}"/>`,
      );
    }
  }
  return `<g fill="${colour}" opacity="${opacity}" filter="url(#${soft})">${shapes.join('')}</g>`;
}

/** Smooth value noise in 1D: several octaves of interpolated random values. */
export function noise1d(random: () => number, octaves: number[]): (x: number) => number {
  const tables = octaves.map(() => Array.from({ length: 64 }, () => random() * 2 - 1));
  return (x: number) =>
    octaves.reduce((total, frequency, octave) => {
      const table = tables[octave]!;
      const position = (x * frequency) % 63;
      const index = Math.floor(position);
      const t = position - index;
      const eased = t * t * (3 - 2 * t);
      const a = table[index]!;
      const b = table[index + 1]!;
      return total + (a + (b - a) * eased) / (octave + 1);
    }, 0);
}

export interface RidgeOptions {
  /** The ridge's mean height above the bottom of the picture, and how far it rises and falls. */
  base: number;
  amplitude: number;
  /** Waves across the picture: higher is more jagged. */
  roughness: number;
  fill: string;
  /** Extra shape: added to the height at each x (0–1 across the picture). */
  shape?: (x: number) => number;
  /** A band of haze along the foot of the ridge, towards this colour. */
  haze?: string;
}

/** A hill or mountain line, filled down to the bottom of the picture. */
export function ridge(
  canvas: Canvas,
  defs: Defs,
  random: () => number,
  { base, amplitude, roughness, fill, shape, haze }: RidgeOptions,
): string {
  const n = noise1d(random, [roughness, roughness * 2.7, roughness * 7.3]);
  const offset = random() * 40;
  const steps = 160;
  const points: string[] = [];
  for (let step = 0; step <= steps; step++) {
    const x = step / steps;
    const height = base + amplitude * n(x + offset) + (shape?.(x) ?? 0);
    points.push(`${r1(x * canvas.width)},${r1(canvas.height - height)}`);
  }
  const outline = `M0,${canvas.height} L${points.join(' L')} L${canvas.width},${canvas.height} Z`;
  const layers = [`<path d="${outline}" fill="${fill}"/>`];
  if (haze) {
    const mist = defs.linear([
      [0, haze, 0],
      [1, haze, 0.55],
    ]);
    // The mist's gradient spans the ridge's own box: clear at the crest, thickest at its foot.
    layers.push(`<path d="${outline}" fill="url(#${mist})"/>`);
  }
  return layers.join('');
}

/** A band of mist lying across the picture. */
export function mist(
  canvas: Canvas,
  defs: Defs,
  y: number,
  thickness: number,
  colour: string,
  opacity: number,
): string {
  const fill = defs.linear([
    [0, colour, 0],
    [0.5, colour, opacity],
    [1, colour, 0],
  ]);
  return `<rect x="0" y="${r1(y - thickness / 2)}" width="${canvas.width}" height="${r1(thickness)}" fill="url(#${fill})"/>`;
}

/** Flat water from `top` down, with light on it and lines of shimmer. */
export function water(
  canvas: Canvas,
  defs: Defs,
  random: () => number,
  {
    top,
    bottom,
    near,
    far,
    shimmer,
    sparkleX,
  }: {
    top: number;
    bottom: number;
    near: string;
    far: string;
    shimmer: string;
    /** Where a low sun or moon lights a path across the water. */
    sparkleX?: number;
  },
): string {
  const fill = defs.linear([
    [0, far],
    [1, near],
  ]);
  const parts = [
    `<rect x="0" y="${r1(top)}" width="${canvas.width}" height="${r1(bottom - top)}" fill="url(#${fill})"/>`,
  ];
  const lines: string[] = [];
  for (let index = 0; index < 45; index++) {
    const depth = random();
    const y = top + 3 + depth * depth * (bottom - top - 6);
    const x = random() * canvas.width;
    const length = canvas.width * (0.01 + depth * 0.05);
    lines.push(
      `<path d="M${r1(x)},${r1(y)} h${r1(length)}" stroke-width="${r1(1 + depth * 2.5)}" opacity="${r1(0.25 + random() * 0.4)}"/>`,
    );
  }
  parts.push(`<g stroke="${shimmer}" stroke-linecap="round">${lines.join('')}</g>`);
  if (sparkleX !== undefined) {
    const path: string[] = [];
    for (let index = 0; index < 26; index++) {
      const depth = index / 26;
      const y = top + 4 + depth * depth * (bottom - top - 8);
      const spread = canvas.width * (0.01 + depth * 0.05);
      const x = sparkleX + (random() - 0.5) * spread;
      path.push(
        `<path d="M${r1(x - spread / 2)},${r1(y)} h${r1(spread * (0.4 + random() * 0.6))}" stroke-width="${r1(1.5 + depth * 3)}"/>`,
      );
    }
    parts.push(`<g stroke="${shimmer}" stroke-linecap="round" opacity="0.85">${path.join('')}</g>`);
  }
  return parts.join('');
}

/** A gum tree: a pale, leaning trunk that forks into limbs, with open, clumpy foliage. */
export function gumTree(
  random: () => number,
  {
    x,
    ground,
    height,
    trunk,
    leaves,
    leavesLight,
  }: {
    x: number;
    ground: number;
    height: number;
    trunk: string;
    leaves: string;
    leavesLight?: string;
  },
): string {
  const limbs: string[] = [];
  const clumps: string[] = [];
  const highlights: string[] = [];
  // Eucalypt foliage hangs in loose, flat-bottomed clumps: many small leaf masses, lit from above.
  const foliage = (cx: number, cy: number, size: number) => {
    const puffs = 14 + Math.floor(random() * 8);
    for (let puff = 0; puff < puffs; puff++) {
      const spread = random();
      const px = cx + (random() - 0.5) * size * 2.2 * (0.5 + spread * 0.5);
      const py = cy + (random() - 0.55) * size * 0.7 + Math.abs(px - cx) * 0.12;
      const rx = size * (0.12 + random() * 0.2);
      const ry = rx * (0.45 + random() * 0.25);
      const tilt = Math.round((random() - 0.5) * 40);
      clumps.push(
        `<ellipse cx="${r1(px)}" cy="${r1(py)}" rx="${r1(rx)}" ry="${r1(ry)}" transform="rotate(${tilt} ${r1(px)} ${r1(py)})"/>`,
      );
    }
    if (leavesLight) {
      // A lighter crown on the upper side of the clump.
      for (let puff = 0; puff < 6; puff++) {
        const px = cx + (random() - 0.6) * size * 1.4;
        const py = cy - size * (0.18 + random() * 0.2);
        const rx = size * (0.1 + random() * 0.16);
        highlights.push(
          `<ellipse cx="${r1(px)}" cy="${r1(py)}" rx="${r1(rx)}" ry="${r1(rx * 0.45)}"/>`,
        );
      }
    }
  };
  // A tapered limb from (x0, y0) at `angle` (radians, 0 is straight up), forking until depth 0.
  const limb = (
    x0: number,
    y0: number,
    angle: number,
    length: number,
    width: number,
    depth: number,
  ) => {
    const bend = (random() - 0.5) * 0.35;
    const x1 = x0 + Math.sin(angle) * length;
    const y1 = y0 - Math.cos(angle) * length;
    const cx = x0 + Math.sin(angle + bend) * length * 0.5;
    const cy = y0 - Math.cos(angle + bend) * length * 0.5;
    const end = width * 0.62;
    const nx = Math.cos(angle);
    const ny = Math.sin(angle);
    limbs.push(
      `<path d="M${r1(x0 - nx * width)},${r1(y0 - ny * width)} Q${r1(cx - (nx * (width + end)) / 2)},${r1(cy - (ny * (width + end)) / 2)} ${r1(x1 - nx * end)},${r1(y1 - ny * end)} L${r1(x1 + nx * end)},${r1(y1 + ny * end)} Q${r1(cx + (nx * (width + end)) / 2)},${r1(cy + (ny * (width + end)) / 2)} ${r1(x0 + nx * width)},${r1(y0 + ny * width)} Z"/>`,
    );
    if (depth === 0) {
      foliage(x1, y1, length * 0.55 + height * 0.035);
      return;
    }
    const forks = depth >= 2 ? 2 : 2 + Math.floor(random() * 2);
    for (let fork = 0; fork < forks; fork++) {
      const spread = (fork / (forks - 1 || 1) - 0.5) * (0.9 + random() * 0.5);
      limb(
        x1,
        y1,
        angle + spread + (random() - 0.5) * 0.2,
        length * (0.62 + random() * 0.18),
        end,
        depth - 1,
      );
    }
  };
  limb(x, ground, (random() - 0.5) * 0.12, height * 0.42, height * 0.026, 3);
  return [
    `<g fill="${trunk}">${limbs.join('')}</g>`,
    `<g fill="${leaves}">${clumps.join('')}</g>`,
    highlights.length > 0
      ? `<g fill="${leavesLight}" opacity="0.4">${highlights.join('')}</g>`
      : '',
  ].join('');
}

/** A distant tree line: a bumpy band of canopy along a ridge. */
export function treeLine(
  canvas: Canvas,
  random: () => number,
  {
    y,
    size,
    colour,
    from = 0,
    to = 1,
  }: {
    y: (x: number) => number;
    size: number;
    colour: string;
    from?: number;
    to?: number;
  },
): string {
  const blobs: string[] = [];
  for (let x = from * canvas.width; x < to * canvas.width; x += size * (0.5 + random() * 0.5)) {
    const s = size * (0.6 + random() * 0.7);
    blobs.push(
      `<ellipse cx="${r1(x)}" cy="${r1(y(x / canvas.width) - s * 0.4)}" rx="${r1(s * 0.7)}" ry="${r1(s)}"/>`,
    );
  }
  return `<g fill="${colour}">${blobs.join('')}</g>`;
}

/** Grass strokes along a line, for the near ground. */
export function grass(
  random: () => number,
  {
    from,
    to,
    y,
    height,
    colour,
    density = 1,
  }: {
    from: number;
    to: number;
    y: (x: number) => number;
    height: number;
    colour: string;
    density?: number;
  },
): string {
  const blades: string[] = [];
  for (let x = from; x < to; x += 6 / density + random() * 8) {
    const h = height * (0.4 + random() * 0.8);
    const bend = (random() - 0.5) * h * 0.6;
    const base = y(x);
    blades.push(`M${r1(x)},${r1(base)} q${r1(bend * 0.3)},${r1(-h * 0.6)} ${r1(bend)},${r1(-h)}`);
  }
  return `<path d="${blades.join(' ')}" stroke="${colour}" stroke-width="2.2" stroke-linecap="round" fill="none"/>`;
}

export interface TentLight {
  /** The warm light inside, or none for a tent in daylight. */
  lit: boolean;
}

/** A canvas bell tent: cone, skirt, an open door glowing when lit, and a pennant. */
export function bellTent(
  defs: Defs,
  {
    x,
    ground,
    size,
    canvas,
    shade,
    lit,
  }: { x: number; ground: number; size: number; canvas: string; shade: string } & TentLight,
): string {
  const w = size;
  const h = size * 0.78;
  const wall = h * 0.2;
  const apexX = x;
  const apexY = ground - h;
  const left = x - w / 2;
  const right = x + w / 2;
  const shadeFill = defs.linear(
    [
      [0, shade],
      [0.55, canvas],
      [1, canvas],
    ],
    false,
  );
  const door = lit ? '#ffce7a' : '#5b4632';
  const parts = [
    lit ? glow(defs, x + w * 0.05, ground - h * 0.2, w * 0.9, '#ffb35c', 0.55) : '',
    `<ellipse cx="${r1(x)}" cy="${r1(ground)}" rx="${r1(w * 0.62)}" ry="${r1(w * 0.05)}" fill="#000" opacity="0.18"/>`,
    // Roof cone and walls.
    `<path d="M${r1(apexX)},${r1(apexY)} L${r1(right)},${r1(ground - wall)} L${r1(right)},${r1(ground)} L${r1(left)},${r1(ground)} L${r1(left)},${r1(ground - wall)} Z" fill="url(#${shadeFill})"/>`,
    `<path d="M${r1(left)},${r1(ground - wall)} Q${r1(x)},${r1(ground - wall + h * 0.06)} ${r1(right)},${r1(ground - wall)}" stroke="${shade}" stroke-width="${r1(size * 0.012)}" fill="none" opacity="0.6"/>`,
    // Seams.
    `<path d="M${r1(apexX)},${r1(apexY)} L${r1(x - w * 0.22)},${r1(ground - wall + 2)} M${r1(apexX)},${r1(apexY)} L${r1(x + w * 0.2)},${r1(ground - wall + 2)}" stroke="${shade}" stroke-width="${r1(size * 0.006)}" opacity="0.45"/>`,
    // The open door: a triangle pinned back.
    `<path d="M${r1(x + w * 0.02)},${r1(ground - h * 0.62)} L${r1(x + w * 0.17)},${r1(ground)} L${r1(x - w * 0.1)},${r1(ground)} Z" fill="${door}"/>`,
    `<path d="M${r1(x + w * 0.02)},${r1(ground - h * 0.62)} L${r1(x + w * 0.17)},${r1(ground)} L${r1(x + w * 0.24)},${r1(ground - wall * 0.6)} Z" fill="${canvas}" opacity="0.9"/>`,
    // Pole and pennant.
    `<path d="M${r1(apexX)},${r1(apexY)} v${r1(-h * 0.12)}" stroke="#5a3d26" stroke-width="${r1(size * 0.014)}"/>`,
    `<path d="M${r1(apexX)},${r1(apexY - h * 0.12)} l${r1(w * 0.09)},${r1(h * 0.03)} l${r1(-w * 0.09)},${r1(h * 0.03)} Z" fill="#c2571a"/>`,
    // Guy ropes.
    `<path d="M${r1(left + w * 0.05)},${r1(ground - wall)} L${r1(left - w * 0.16)},${r1(ground)} M${r1(right - w * 0.05)},${r1(ground - wall)} L${r1(right + w * 0.16)},${r1(ground)}" stroke="${canvas}" stroke-width="${r1(size * 0.004 + 0.6)}" opacity="0.7"/>`,
  ];
  return parts.join('');
}

/** A dome tent: two arcs of fly over an inner, with the door zipped open. */
export function domeTent(
  defs: Defs,
  {
    x,
    ground,
    size,
    fly,
    shade,
    lit,
  }: { x: number; ground: number; size: number; fly: string; shade: string } & TentLight,
): string {
  const w = size;
  const h = size * 0.5;
  const fill = defs.linear([
    [0, fly],
    [1, shade],
  ]);
  const door = lit ? '#ffcf7d' : '#3f3328';
  return [
    lit ? glow(defs, x, ground - h * 0.3, w * 0.8, '#ffb35c', 0.5) : '',
    `<ellipse cx="${r1(x)}" cy="${r1(ground)}" rx="${r1(w * 0.6)}" ry="${r1(w * 0.05)}" fill="#000" opacity="0.18"/>`,
    `<path d="M${r1(x - w / 2)},${r1(ground)} C${r1(x - w / 2)},${r1(ground - h * 1.25)} ${r1(x + w / 2)},${r1(ground - h * 1.25)} ${r1(x + w / 2)},${r1(ground)} Z" fill="url(#${fill})"/>`,
    `<path d="M${r1(x - w * 0.42)},${r1(ground)} C${r1(x - w * 0.3)},${r1(ground - h * 1.15)} ${r1(x + w * 0.3)},${r1(ground - h * 1.15)} ${r1(x + w * 0.42)},${r1(ground)}" stroke="${shade}" stroke-width="${r1(size * 0.012)}" fill="none" opacity="0.7"/>`,
    `<path d="M${r1(x - w * 0.16)},${r1(ground)} Q${r1(x)},${r1(ground - h * 1.3)} ${r1(x + w * 0.16)},${r1(ground)} Z" fill="${door}"/>`,
    `<path d="M${r1(x + w * 0.16)},${r1(ground)} Q${r1(x + w * 0.1)},${r1(ground - h * 0.7)} ${r1(x + w * 0.02)},${r1(ground - h * 0.92)} L${r1(x + w * 0.26)},${r1(ground)} Z" fill="${fly}" opacity="0.85"/>`,
  ].join('');
}

/** A canvas cabin tent: sloping walls, a ridge roof with its fly, and an awning on poles. */
export function cabinTent(
  defs: Defs,
  {
    x,
    ground,
    size,
    wall,
    roof,
    lit,
  }: { x: number; ground: number; size: number; wall: string; roof: string } & TentLight,
): string {
  const w = size;
  const h = size * 0.46;
  const left = x - w / 2;
  const right = x + w / 2;
  const eave = ground - h * 0.58;
  const ridgeY = ground - h;
  const inset = w * 0.06;
  const canvasFill = defs.linear(
    [
      [0, wall],
      [1, '#b9a47f'],
    ],
    true,
  );
  const inside = lit ? '#ffd38a' : '#4c4034';
  const awningFront = ground - h * 0.5;
  return [
    lit ? glow(defs, x, ground - h * 0.3, w * 0.75, '#ffb35c', 0.45) : '',
    `<ellipse cx="${r1(x)}" cy="${r1(ground)}" rx="${r1(w * 0.72)}" ry="${r1(w * 0.045)}" fill="#000" opacity="0.18"/>`,
    // Walls, sloping in to the eaves.
    `<path d="M${r1(left)},${r1(ground)} L${r1(left + inset)},${r1(eave)} L${r1(right - inset)},${r1(eave)} L${r1(right)},${r1(ground)} Z" fill="url(#${canvasFill})"/>`,
    // Roof fly, overhanging the walls.
    `<path d="M${r1(left + inset - w * 0.04)},${r1(eave + h * 0.04)} L${r1(left + w * 0.22)},${r1(ridgeY)} L${r1(right - w * 0.22)},${r1(ridgeY)} L${r1(right - inset + w * 0.04)},${r1(eave + h * 0.04)} Z" fill="${roof}"/>`,
    `<path d="M${r1(left + w * 0.22)},${r1(ridgeY)} L${r1(right - w * 0.22)},${r1(ridgeY)}" stroke="#000" stroke-opacity="0.25" stroke-width="${r1(w * 0.008)}"/>`,
    // Zipped door, rolled up, and a mesh window each side.
    `<path d="M${r1(x - w * 0.09)},${r1(ground)} L${r1(x - w * 0.07)},${r1(eave + h * 0.08)} L${r1(x + w * 0.07)},${r1(eave + h * 0.08)} L${r1(x + w * 0.09)},${r1(ground)} Z" fill="${inside}"/>`,
    `<rect x="${r1(x - w * 0.085)}" y="${r1(eave + h * 0.05)}" width="${r1(w * 0.17)}" height="${r1(h * 0.06)}" rx="${r1(h * 0.03)}" fill="${wall}"/>`,
    `<rect x="${r1(left + w * 0.14)}" y="${r1(eave + h * 0.12)}" width="${r1(w * 0.16)}" height="${r1(h * 0.16)}" rx="${r1(h * 0.03)}" fill="${inside}" opacity="0.85"/>`,
    `<rect x="${r1(right - w * 0.3)}" y="${r1(eave + h * 0.12)}" width="${r1(w * 0.16)}" height="${r1(h * 0.16)}" rx="${r1(h * 0.03)}" fill="${inside}" opacity="0.85"/>`,
    // Awning out to the right on two poles, with guy ropes.
    `<path d="M${r1(right - inset)},${r1(eave + h * 0.02)} L${r1(right + w * 0.34)},${r1(awningFront)} L${r1(right + w * 0.34)},${r1(awningFront + h * 0.05)} L${r1(right - inset + w * 0.01)},${r1(eave + h * 0.08)} Z" fill="${roof}"/>`,
    `<path d="M${r1(right + w * 0.33)},${r1(awningFront)} V${r1(ground)} M${r1(right + w * 0.12)},${r1(eave + h * 0.1)} V${r1(ground)}" stroke="#4a3a2b" stroke-width="${r1(size * 0.009)}"/>`,
    `<path d="M${r1(right + w * 0.33)},${r1(awningFront)} L${r1(right + w * 0.48)},${r1(ground)} M${r1(left + inset)},${r1(eave)} L${r1(left - w * 0.1)},${r1(ground)}" stroke="${wall}" stroke-width="${r1(size * 0.003 + 0.6)}" opacity="0.8"/>`,
  ].join('');
}

/** Festoon lights strung in a sagging line. */
export function festoon(
  defs: Defs,
  {
    from,
    to,
    sag,
    bulbs,
    size,
  }: {
    from: [number, number];
    to: [number, number];
    sag: number;
    bulbs: number;
    size: number;
  },
): string {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const midX = (x1 + x2) / 2;
  const midY = (y1 + y2) / 2 + sag;
  const parts = [
    `<path d="M${r1(x1)},${r1(y1)} Q${r1(midX)},${r1(midY + sag)} ${r1(x2)},${r1(y2)}" stroke="#2c2119" stroke-width="${r1(size * 0.25)}" fill="none" opacity="0.8"/>`,
  ];
  for (let index = 1; index < bulbs; index++) {
    const t = index / bulbs;
    const x = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * midX + t * t * x2;
    const y = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * (midY + sag) + t * t * y2;
    parts.push(glow(defs, x, y + size, size * 4, '#ffd27a', 0.5));
    parts.push(disc(x, y + size, size, '#fff1c4'));
  }
  return parts.join('');
}

/** A campfire: ring of stones, logs, layered flames and the light they throw. */
export function campfire(defs: Defs, x: number, ground: number, size: number): string {
  return [
    glow(defs, x, ground - size * 0.3, size * 5, '#ff9a3c', 0.55),
    `<ellipse cx="${r1(x)}" cy="${r1(ground)}" rx="${r1(size * 0.9)}" ry="${r1(size * 0.22)}" fill="#3b2d24"/>`,
    `<path d="M${r1(x - size * 0.7)},${r1(ground)} L${r1(x + size * 0.5)},${r1(ground - size * 0.25)} M${r1(x + size * 0.7)},${r1(ground)} L${r1(x - size * 0.5)},${r1(ground - size * 0.25)}" stroke="#6b4429" stroke-width="${r1(size * 0.18)}" stroke-linecap="round"/>`,
    `<path d="M${r1(x - size * 0.45)},${r1(ground - size * 0.15)} C${r1(x - size * 0.5)},${r1(ground - size * 0.8)} ${r1(x - size * 0.1)},${r1(ground - size * 0.9)} ${r1(x)},${r1(ground - size * 1.5)} C${r1(x + size * 0.15)},${r1(ground - size)} ${r1(x + size * 0.55)},${r1(ground - size * 0.7)} ${r1(x + size * 0.45)},${r1(ground - size * 0.15)} Z" fill="#f0862e"/>`,
    `<path d="M${r1(x - size * 0.25)},${r1(ground - size * 0.15)} C${r1(x - size * 0.25)},${r1(ground - size * 0.6)} ${r1(x)},${r1(ground - size * 0.7)} ${r1(x + size * 0.05)},${r1(ground - size)} C${r1(x + size * 0.15)},${r1(ground - size * 0.6)} ${r1(x + size * 0.3)},${r1(ground - size * 0.5)} ${r1(x + size * 0.25)},${r1(ground - size * 0.15)} Z" fill="#ffd05e"/>`,
  ].join('');
}

/** A folding camp chair, seen side on. */
export function campChair(x: number, ground: number, size: number, fabric: string): string {
  return [
    `<path d="M${r1(x - size * 0.35)},${r1(ground)} L${r1(x + size * 0.3)},${r1(ground - size * 0.55)} M${r1(x + size * 0.35)},${r1(ground)} L${r1(x - size * 0.25)},${r1(ground - size * 0.5)}" stroke="#3a2c22" stroke-width="${r1(size * 0.06)}" stroke-linecap="round"/>`,
    `<path d="M${r1(x - size * 0.3)},${r1(ground - size * 0.5)} L${r1(x + size * 0.25)},${r1(ground - size * 0.5)} L${r1(x + size * 0.3)},${r1(ground - size * 1.05)} L${r1(x + size * 0.1)},${r1(ground - size * 1.05)} Z" fill="${fabric}"/>`,
  ].join('');
}

/** A kangaroo, standing and grazing, facing left or right. */
export function kangaroo(
  x: number,
  ground: number,
  size: number,
  colour: string,
  flip = false,
): string {
  const s = size / 100;
  const path =
    'M0,0 C-6,-4 -16,-6 -22,-14 C-30,-24 -34,-42 -26,-58 C-20,-70 -6,-74 6,-70 C14,-76 18,-90 26,-96 C30,-99 34,-98 34,-94 L30,-88 C34,-86 38,-82 36,-78 C32,-74 26,-74 22,-70 C22,-60 20,-48 16,-40 C12,-30 14,-18 20,-8 L30,-2 L30,0 L14,0 C8,-6 4,-10 2,-14 L4,0 Z M-22,-14 C-40,-10 -62,-2 -80,2 C-62,-6 -44,-14 -30,-24 Z';
  return `<path d="${path}" fill="${colour}" transform="translate(${r1(x)} ${r1(ground)}) scale(${flip ? -s : s} ${s})"/>`;
}

/** A whale's tail lifting out of the sea, with a splash line. */
export function whaleTail(
  x: number,
  y: number,
  size: number,
  colour: string,
  foam: string,
): string {
  const s = size / 100;
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${s})"><path d="M-4,0 C-2,-20 -4,-34 -10,-44 C-24,-48 -40,-58 -50,-74 C-34,-70 -18,-66 0,-56 C18,-66 34,-70 50,-74 C40,-58 24,-48 10,-44 C4,-34 2,-20 4,0 Z" fill="${colour}"/><path d="M-30,0 q15,-6 30,0 q15,-6 30,0" stroke="${foam}" stroke-width="3" fill="none" stroke-linecap="round"/></g>`;
}

/** A small ferry on calm water. */
export function ferry(x: number, y: number, size: number): string {
  const s = size / 100;
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${s})"><path d="M-50,0 L50,0 L42,12 L-44,12 Z" fill="#f4efe6"/><path d="M-50,0 L50,0 L48,4 L-48,4 Z" fill="#2f5f8a"/><rect x="-30" y="-16" width="50" height="16" rx="2" fill="#f4efe6"/><rect x="-26" y="-12" width="42" height="6" fill="#2f4a63"/><rect x="-10" y="-26" width="18" height="10" fill="#f4efe6"/><path d="M-6,-26 v-6" stroke="#c2571a" stroke-width="3"/><path d="M-60,14 h130" stroke="#ffffff" stroke-width="2" opacity="0.5"/></g>`;
}

/** Birds in flight: little open Vs. */
export function birds(
  random: () => number,
  x: number,
  y: number,
  count: number,
  size: number,
  colour: string,
): string {
  const marks: string[] = [];
  for (let index = 0; index < count; index++) {
    const bx = x + (random() - 0.3) * size * 8;
    const by = y + (random() - 0.5) * size * 3;
    const w = size * (0.6 + random() * 0.5);
    marks.push(
      `M${r1(bx - w)},${r1(by - w * 0.3)} q${r1(w * 0.5)},${r1(-w * 0.1)} ${r1(w)},${r1(w * 0.3)} q${r1(w * 0.5)},${r1(-w * 0.4)} ${r1(w)},${r1(-w * 0.3)}`,
    );
  }
  return `<path d="${marks.join(' ')}" stroke="${colour}" stroke-width="${r1(size * 0.18)}" fill="none" stroke-linecap="round"/>`;
}

/** Fine grain and a gentle vignette over the whole picture, as on printed paper. */
export function finish(canvas: Canvas, defs: Defs, { vignette = 0.28 } = {}): string {
  const grain = defs.add(
    (id) =>
      `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7" result="n"/><feColorMatrix in="n" type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.42  0 0 0 0 0.33  0 0 0 0.9 -0.3"/></filter>`,
  );
  const shade = defs.add(
    (id) =>
      `<radialGradient id="${id}" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#1a1208" stop-opacity="0"/><stop offset="1" stop-color="#1a1208" stop-opacity="${vignette}"/></radialGradient>`,
  );
  return [
    `<rect width="${canvas.width}" height="${canvas.height}" filter="url(#${grain})" opacity="0.22"/>`,
    `<rect width="${canvas.width}" height="${canvas.height}" fill="url(#${shade})"/>`,
  ].join('');
}
