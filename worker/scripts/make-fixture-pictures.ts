/**
 * Renders the OCR fixture pictures and the demo-data pictures into infra/seed/pictures/ with
 * headless Chromium (playwright-core, Debian's /usr/bin/chromium), and writes index.json.
 *
 *   npx tsx worker/scripts/make-fixture-pictures.ts
 *
 * The pictures are committed; run this again only to change them. Every text is chosen so that
 * `weightFromText` (contracts) reads the intended weight: no word containing O, I, S or G comes
 * before the number, since those letters are read as digits.
 */
import { mkdir, writeFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT_DIR = fileURLToPath(new URL('../../infra/seed/pictures/', import.meta.url));

interface Picture {
  file: string;
  weightText: string;
  expectedWeight: number;
  width: number;
  height: number;
  /** Inner HTML of the body. */
  body: string;
}

const page = (width: number, height: number, body: string): string => `<!doctype html>
<html><head><meta charset="utf-8"><style>
  html, body { margin: 0; padding: 0; width: ${width}px; height: ${height}px; overflow: hidden; }
  body { font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; }
  .lcd { font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; font-weight: bold; color: #111; white-space: nowrap; }
</style></head><body>${body}</body></html>`;

/** A bench scale display: dark housing, pale LCD, large digits. */
const scaleDisplay = (text: string): string => `
  <div style="width:480px;height:320px;background:#e9ecef;display:flex;align-items:center;justify-content:center">
    <div style="width:420px;height:220px;background:#2f3437;border-radius:22px;display:flex;align-items:center;justify-content:center;box-shadow:0 6px 0 #1c1f21">
      <div class="lcd" style="width:370px;height:150px;background:#cfdcb4;border-radius:8px;display:flex;align-items:center;justify-content:center;font-size:68px">${text}</div>
    </div>
  </div>`;

/** A printed label: white sticker, thin frame, a short header and the weight. */
const label = (header: string, text: string, fontSize: number): string => `
  <div style="width:480px;height:320px;background:#d7cfc0;display:flex;align-items:center;justify-content:center">
    <div style="width:400px;height:240px;background:#fff;border:4px solid #222;border-radius:6px;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px">
      ${header ? `<div style="font-size:30px;font-weight:bold;color:#222;letter-spacing:3px">${header}</div>` : ''}
      <div style="font-size:${fontSize}px;font-weight:bold;color:#000;white-space:nowrap">${text}</div>
    </div>
  </div>`;

/** A coloured drawing: a bag of material standing on a platform scale, the display on its column. */
const bagOnScale = (
  text: string,
  bag: { fill: string; stripe: string; tie: string },
  wall: string,
): string => `
  <svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480" style="display:block">
    <rect width="640" height="480" fill="${wall}"/>
    <rect y="380" width="640" height="100" fill="#b9a98f"/>
    <!-- platform scale -->
    <rect x="60" y="360" width="330" height="34" rx="6" fill="#6c757d"/>
    <rect x="50" y="350" width="350" height="16" rx="5" fill="#adb5bd"/>
    <rect x="380" y="124" width="18" height="231" fill="#495057"/>
    <!-- display head: above the bag, so that no text line runs through both, and with no dark frame
         around the digits (tesseract then takes the display for a picture and reads nothing) -->
    <rect x="304" y="28" width="306" height="102" rx="14" fill="#9aa3ab"/>
    <rect x="300" y="20" width="306" height="104" rx="14" fill="#dde1e5"/>
    <rect x="318" y="34" width="274" height="76" rx="6" fill="#d6e2bf"/>
    <!-- bag -->
    <path d="M110 350 C 92 310, 96 240, 130 205 L 150 180 L 250 180 L 270 205 C 304 240, 308 310, 290 350 Z" fill="${bag.fill}" stroke="#00000033" stroke-width="3"/>
    <path d="M104 272 L 296 272" stroke="${bag.stripe}" stroke-width="14"/>
    <path d="M102 300 L 298 300" stroke="${bag.stripe}" stroke-width="6"/>
    <path d="M150 180 C 170 158, 230 158, 250 180" fill="${bag.fill}" stroke="#00000033" stroke-width="3"/>
    <rect x="178" y="164" width="44" height="14" rx="5" fill="${bag.tie}"/>
  </svg>
  <div class="lcd" style="position:absolute;left:318px;top:34px;width:274px;height:76px;display:flex;align-items:center;justify-content:center;font-size:46px">${text}</div>`;

const PICTURES: Picture[] = [
  // OCR fixtures (also demo pictures)
  {
    file: 'scale-display-12-5-kg.png',
    weightText: '12.5 kg',
    expectedWeight: 12.5,
    width: 480,
    height: 320,
    body: scaleDisplay('12.5 kg'),
  },
  {
    file: 'label-8340-grams.png',
    weightText: 'NET 8340',
    expectedWeight: 8.34,
    width: 480,
    height: 320,
    body: label('NET', '8340', 110),
  },
  {
    file: 'label-net-wt-3-75-kg.png',
    weightText: 'NET WT 3,75 KG',
    expectedWeight: 3.75,
    width: 480,
    height: 320,
    body: label('NET WT', '3,75 KG', 76),
  },
  // Demo pictures: a bag on a platform scale
  {
    file: 'bag-on-scale-7-25-kg.png',
    weightText: '7.25 kg',
    expectedWeight: 7.25,
    width: 640,
    height: 480,
    body: bagOnScale('7.25 kg', { fill: '#2f80ed', stripe: '#f2f2f2', tie: '#f2c94c' }, '#f4efe6'),
  },
  {
    file: 'bag-on-scale-14-80-kg.png',
    weightText: '14.80 kg',
    expectedWeight: 14.8,
    width: 640,
    height: 480,
    body: bagOnScale('14.80 kg', { fill: '#27ae60', stripe: '#145a32', tie: '#eb5757' }, '#e8f1f8'),
  },
  {
    file: 'bag-on-scale-3-10-kg.png',
    weightText: '3.10 kg',
    expectedWeight: 3.1,
    width: 640,
    height: 480,
    body: bagOnScale('3.10 kg', { fill: '#f2994a', stripe: '#ffffff', tie: '#2d9cdb' }, '#eef2e4'),
  },
  {
    file: 'bag-on-scale-22-45-kg.png',
    weightText: '22.45 kg',
    expectedWeight: 22.45,
    width: 640,
    height: 480,
    body: bagOnScale('22.45 kg', { fill: '#a1887f', stripe: '#efebe9', tie: '#9b51e0' }, '#f7e9e9'),
  },
];

const main = async (): Promise<void> => {
  await mkdir(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  try {
    for (const picture of PICTURES) {
      const context = await browser.newContext({
        viewport: { width: picture.width, height: picture.height },
        deviceScaleFactor: 1,
      });
      const tab = await context.newPage();
      await tab.setContent(page(picture.width, picture.height, picture.body), {
        waitUntil: 'load',
      });
      const path = `${OUT_DIR}${picture.file}`;
      await tab.screenshot({
        path,
        type: 'png',
        clip: { x: 0, y: 0, width: picture.width, height: picture.height },
      });
      await context.close();
      const { size } = await stat(path);
      console.log(
        `${picture.file}  ${picture.width}x${picture.height}  ${(size / 1024).toFixed(1)} KB`,
      );
    }
  } finally {
    await browser.close();
  }
  const index = PICTURES.map(({ file, weightText, expectedWeight }) => ({
    file,
    weightText,
    expectedWeight,
  }));
  await writeFile(`${OUT_DIR}index.json`, `${JSON.stringify(index, null, 2)}\n`);
  console.log(`index.json  ${index.length} pictures`);
};

await main();
