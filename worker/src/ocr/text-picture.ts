import sharp from 'sharp';

/**
 * Second looks at a picture for text recognition, used only when tesseract's look at the picture
 * as it is finds no weight (docs/decisions.md, issue 14, "OCR second look").
 *
 * Why: tesseract's page layout takes a scale's dark housing for a picture region and reads nothing
 * inside it, even when the display's digits are sharp (bench V1: 39 of 120 rendered displays). Painted
 * out, the housing no longer hides the display. Only the pixels are used, never what was typed.
 */

/** A grey picture, one byte a pixel, row by row. */
export interface GreyPicture {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Pictures are brought to this longer side, so a phone photo's digits and a small crop's are near tesseract's size. */
const LONG_SIDE = 1200;
/** A dark blob wider or taller than this share of the picture is a housing, frame or shadow, not a character. */
const FRAME_SHARE = 0.5;
/** White margin around the prepared picture: tesseract finds lines poorly when text touches the edge. */
const MARGIN = 24;

/** Otsu's threshold: the grey level that best splits the picture into dark and light (between-class variance). */
export const otsuThreshold = (grey: Uint8Array): number => {
  const histogram = new Float64Array(256);
  for (const value of grey) histogram[value]++;
  const total = grey.length;
  let sumAll = 0;
  for (let level = 0; level < 256; level++) sumAll += level * histogram[level];
  let darkCount = 0;
  let darkSum = 0;
  let best = 0;
  let threshold = 127;
  for (let level = 0; level < 256; level++) {
    darkCount += histogram[level];
    if (darkCount === 0) continue;
    const lightCount = total - darkCount;
    if (lightCount === 0) break;
    darkSum += level * histogram[level];
    const between =
      darkCount * lightCount * (darkSum / darkCount - (sumAll - darkSum) / lightCount) ** 2;
    if (between > best) {
      best = between;
      threshold = level;
    }
  }
  return threshold;
};

/**
 * The picture in black (0) and white (255), dark at or below Otsu's threshold, with every dark blob
 * (4-connected) wider or taller than half the picture painted white: a housing or a frame goes,
 * characters stay. `invert` first swaps dark and light, for light digits on a dark display.
 */
export const withoutFrames = (
  { data, width, height }: GreyPicture,
  invert = false,
): GreyPicture => {
  const threshold = otsuThreshold(data);
  const out = new Uint8Array(width * height);
  for (let i = 0; i < out.length; i++) out[i] = data[i] <= threshold !== invert ? 0 : 255;
  const seen = new Uint8Array(width * height);
  const stack: number[] = [];
  const blob: number[] = [];
  for (let start = 0; start < out.length; start++) {
    if (out[start] !== 0 || seen[start]) continue;
    seen[start] = 1;
    stack.push(start);
    blob.length = 0;
    let minX = width;
    let maxX = 0;
    let minY = height;
    let maxY = 0;
    for (let at = stack.pop(); at !== undefined; at = stack.pop()) {
      blob.push(at);
      const x = at % width;
      const y = (at - x) / width;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      const visit = (next: number) => {
        if (out[next] === 0 && !seen[next]) {
          seen[next] = 1;
          stack.push(next);
        }
      };
      if (x > 0) visit(at - 1);
      if (x < width - 1) visit(at + 1);
      if (y > 0) visit(at - width);
      if (y < height - 1) visit(at + width);
    }
    if (maxX - minX + 1 > width * FRAME_SHARE || maxY - minY + 1 > height * FRAME_SHARE)
      for (const at of blob) out[at] = 255;
  }
  return { data: out, width, height };
};

/** The picture as grey pixels, upright (EXIF), its longer side brought to LONG_SIDE. */
export const greyOf = async (image: Buffer): Promise<GreyPicture> => {
  const { data, info } = await sharp(image)
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(LONG_SIDE, LONG_SIDE, { fit: 'inside', kernel: 'lanczos3' })
    .normalise()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
};

/** A prepared picture as PNG, with a white margin, for tesseract. */
export const pngOf = ({ data, width, height }: GreyPicture): Promise<Buffer> =>
  sharp(Buffer.from(data.buffer, data.byteOffset, data.length), {
    raw: { width, height, channels: 1 },
  })
    .extend({ top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, background: '#ffffff' })
    .withMetadata({ density: 300 })
    .png()
    .toBuffer();

/** The second looks, in the order they are tried: dark text with frames painted out, then light text (inverted). */
export const secondLooks = async (image: Buffer): Promise<Array<() => Promise<Buffer>>> => {
  const grey = await greyOf(image);
  return [() => pngOf(withoutFrames(grey)), () => pngOf(withoutFrames(grey, true))];
};
