import sharp from 'sharp';

/**
 * Scale displays rendered from SVG with sharp (librsvg, DejaVu Sans Mono), each with a known reading:
 * the demo's registration pictures and bench V1's labelled set (bench/scenarios/review.bench.ts).
 */
export interface Housing {
  body: string;
  lcd: string;
  wall: string;
  width: number;
  height: number;
  fontSize: number;
}

/** A small deterministic PRNG (mulberry32), so every run draws the same pictures. */
export const seeded = (seed: number) => () => {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const BODIES = ['#2f3437', '#1f3b57', '#4a2f2f', '#2f4a35', '#555b61', '#6b4f1d'];
/**
 * Light housings: tesseract read every one of 40 such displays (and misread none), against 22 of 30
 * with the dark ones, which it often takes for a picture without text.
 */
export const LIGHT_BODIES = ['#dde1e5', '#c8d0d8', '#e6dccb', '#d3e0d6'];
const LCDS = ['#cfdcb4', '#d8e4ee', '#e9e2c8', '#c9e0d4'];
const WALLS = ['#e9ecef', '#f4efe6', '#dfe8f1', '#efe4e4', '#e3efe3', '#f2f2f2'];

export const housingOf = (random: () => number, bodies: readonly string[] = BODIES): Housing => ({
  body: bodies[Math.floor(random() * bodies.length)],
  lcd: LCDS[Math.floor(random() * LCDS.length)],
  wall: WALLS[Math.floor(random() * WALLS.length)],
  width: 440 + Math.floor(random() * 200),
  height: 300 + Math.floor(random() * 100),
  fontSize: 56 + Math.floor(random() * 16),
});

/** The display; `caption` is a smaller line printed on the housing under it (a weighbridge's plate). */
export const renderScale = (h: Housing, text: string, caption?: string): Promise<Buffer> => {
  const bw = h.width - 60;
  const bh = h.height - 100;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${h.width}" height="${h.height}">
    <rect width="100%" height="100%" fill="${h.wall}"/>
    <rect x="30" y="50" width="${bw}" height="${bh}" rx="22" fill="${h.body}"/>
    <rect x="55" y="75" width="${bw - 50}" height="${bh - 50}" rx="8" fill="${h.lcd}"/>
    <text x="${h.width / 2}" y="${50 + bh / 2}" dominant-baseline="central" text-anchor="middle" font-family="DejaVu Sans Mono" font-weight="bold" font-size="${h.fontSize}" fill="#111">${text}</text>
  </svg>`;
  if (!caption) return sharp(Buffer.from(svg)).png().toBuffer();
  const withCaption = svg.replace(`height="${h.height}">`, `height="${h.height + 70}">`).replace(
    '</svg>',
    `<rect y="${h.height}" width="100%" height="70" fill="${h.wall}"/>
    <text x="${h.width / 2}" y="${h.height + 28}" dominant-baseline="central" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="36" fill="#111">${caption}</text>
  </svg>`,
  );
  return sharp(Buffer.from(withCaption)).png().toBuffer();
};

/** A copy as a messenger sends it: scaled down and re-encoded as JPEG. */
export const resized = async (png: Buffer, scale: number, quality = 80) => {
  const { width } = await sharp(png).metadata();
  return sharp(png)
    .resize(Math.round(width * scale))
    .jpeg({ quality })
    .toBuffer();
};

/**
 * A weight as a scale shows it: always with decimals, since Document 1 §9's rule reads a whole
 * number as grams (a weighbridge's "1805" would be 1.805 kg).
 */
export const displayText = (weight: number): string =>
  `${weight.toFixed(weight >= 100 ? 1 : 2)} kg`;

/** A demo picture: a light scale display of its own (drawn from `random`) showing `weight`. */
export const demoScalePicture = (
  random: () => number,
  weight: number | null,
  caption?: string,
): Promise<Buffer> => {
  const housing = housingOf(random, LIGHT_BODIES);
  // A blank display (the scale was off) reads no weight; "kg" would read as digits (G = 6).
  const text = weight === null ? '- - - -' : displayText(weight);
  // Long readings shrink to fit the display (DejaVu Sans Mono's advance is 0.6 em).
  const fontSize = Math.min(
    housing.fontSize,
    Math.floor((housing.width - 140) / (text.length * 0.62)),
  );
  return renderScale({ ...housing, fontSize }, text, caption);
};
