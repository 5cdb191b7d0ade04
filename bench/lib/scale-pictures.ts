import sharp from 'sharp';

/**
 * V1's labelled pictures: scale displays rendered from SVG with sharp (librsvg, DejaVu Sans Mono),
 * each with a known reading, and copies of them (re-encoded, resized, cropped).
 */
export interface Housing { body: string; lcd: string; wall: string; width: number; height: number; fontSize: number }

/** A small deterministic PRNG (mulberry32), so every run draws the same set. */
export const seeded = (seed: number) => () => {
  seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const BODIES = ['#2f3437', '#1f3b57', '#4a2f2f', '#2f4a35', '#555b61', '#6b4f1d'];
const LCDS = ['#cfdcb4', '#d8e4ee', '#e9e2c8', '#c9e0d4'];
const WALLS = ['#e9ecef', '#f4efe6', '#dfe8f1', '#efe4e4', '#e3efe3', '#f2f2f2'];

export const housingOf = (random: () => number): Housing => ({
  body: BODIES[Math.floor(random() * BODIES.length)], lcd: LCDS[Math.floor(random() * LCDS.length)], wall: WALLS[Math.floor(random() * WALLS.length)],
  width: 440 + Math.floor(random() * 200), height: 300 + Math.floor(random() * 100), fontSize: 56 + Math.floor(random() * 16),
});

/** A reading as a scale shows it: 1 or 2 decimals, in kg. */
export const readingOf = (random: () => number): { value: number; text: string } => {
  const decimals = random() < 0.5 ? 1 : 2;
  const value = Number((0.5 + random() * 60).toFixed(decimals));
  return { value, text: `${value.toFixed(decimals)} kg` };
};

export const renderScale = (h: Housing, text: string): Promise<Buffer> => {
  const bw = h.width - 60;
  const bh = h.height - 100;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${h.width}" height="${h.height}">
    <rect width="100%" height="100%" fill="${h.wall}"/>
    <rect x="30" y="50" width="${bw}" height="${bh}" rx="22" fill="${h.body}"/>
    <rect x="55" y="75" width="${bw - 50}" height="${bh - 50}" rx="8" fill="${h.lcd}"/>
    <text x="${h.width / 2}" y="${50 + bh / 2}" dominant-baseline="central" text-anchor="middle" font-family="DejaVu Sans Mono" font-weight="bold" font-size="${h.fontSize}" fill="#111">${text}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
};

export const reencoded = (png: Buffer, quality: number) => sharp(png).jpeg({ quality }).toBuffer();
export const resized = async (png: Buffer, scale: number, quality = 80) => {
  const { width } = await sharp(png).metadata();
  return sharp(png).resize(Math.round(width! * scale)).jpeg({ quality }).toBuffer();
};
export const cropped = async (png: Buffer, share: number) => {
  const { width, height } = await sharp(png).metadata();
  const dx = Math.round(width! * share);
  const dy = Math.round(height! * share);
  return sharp(png).extract({ left: dx, top: dy, width: width! - 2 * dx, height: height! - 2 * dy }).jpeg({ quality: 85 }).toBuffer();
};
