import sharp from 'sharp';
import { seeded } from '../../command-service/src/seed/scale-pictures';

/**
 * V1's labelled pictures: the scale displays the demo data also draws (command-service/src/seed/
 * scale-pictures.ts) and copies of them (re-encoded, resized, cropped).
 */
export {
  housingOf,
  renderScale,
  resized,
  seeded,
} from '../../command-service/src/seed/scale-pictures';

/** A reading as a scale shows it: 1 or 2 decimals, in kg. */
export const readingOf = (random: ReturnType<typeof seeded>): { value: number; text: string } => {
  const decimals = random() < 0.5 ? 1 : 2;
  const value = Number((0.5 + random() * 60).toFixed(decimals));
  return { value, text: `${value.toFixed(decimals)} kg` };
};

export const reencoded = (png: Buffer, quality: number) => sharp(png).jpeg({ quality }).toBuffer();
export const cropped = async (png: Buffer, share: number) => {
  const { width, height } = await sharp(png).metadata();
  const dx = Math.round(width! * share);
  const dy = Math.round(height! * share);
  return sharp(png)
    .extract({ left: dx, top: dy, width: width! - 2 * dx, height: height! - 2 * dy })
    .jpeg({ quality: 85 })
    .toBuffer();
};
