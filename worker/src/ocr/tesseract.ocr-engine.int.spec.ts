import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weightFromText } from '@cairn/contracts';
import { englishLangPath, TesseractOcrEngine } from './tesseract.ocr-engine';

const PICTURES_DIR = fileURLToPath(new URL('../../../infra/seed/pictures/', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const WORKER_ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface SeedPicture {
  file: string;
  weightText: string;
  expectedWeight: number;
}
const pictures: SeedPicture[] = JSON.parse(readFileSync(`${PICTURES_DIR}index.json`, 'utf8'));
const picture = (file: string): Buffer => readFileSync(`${PICTURES_DIR}${file}`);
/** A scale display as bench V1 renders them: a dark housing on a wall, a panel, the reading (DejaVu Sans Mono bold). */
const display = (text: string, panel: string, ink: string): Promise<Buffer> =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="622" height="325">
  <rect width="100%" height="100%" fill="#efe4e4"/><rect x="30" y="50" width="562" height="225" rx="22" fill="#4a2f2f"/>
  <rect x="55" y="75" width="512" height="175" rx="8" fill="${panel}"/>
  <text x="311" y="162" dominant-baseline="central" text-anchor="middle" font-family="DejaVu Sans Mono" font-weight="bold" font-size="59" fill="${ink}">${text}</text>
</svg>`),
  )
    .png()
    .toBuffer();
const traineddataIn = (dir: string): string[] =>
  readdirSync(dir).filter((name) => name.includes('.traineddata'));

describe(
  'TesseractOcrEngine (tesseract.js, English data from the npm package, offline)',
  { timeout: 30_000 },
  () => {
    let engine: TesseractOcrEngine;

    beforeAll(() => {
      engine = new TesseractOcrEngine();
    });

    afterAll(async () => {
      await engine.close();
      // cacheMethod 'none': the 23 MB eng.traineddata is never written next to the process
      for (const dir of new Set([process.cwd(), REPO_ROOT, WORKER_ROOT]))
        expect(traineddataIn(dir)).toEqual([]);
    }, 30_000);

    it('reads the language data from @tesseract.js-data/eng in node_modules', () => {
      const langPath = englishLangPath();
      expect(langPath.replaceAll('\\', '/')).toMatch(
        /node_modules\/@tesseract\.js-data\/eng\/4\.0\.0_best_int$/,
      );
      expect(existsSync(`${langPath}/eng.traineddata.gz`)).toBe(true);
    });

    it.each(pictures)(
      'given $file, when recognized, then the weight is $expectedWeight',
      async ({ file, expectedWeight }) => {
        const lines = await engine.recognize(picture(file));

        expect(lines.length).toBeGreaterThan(0);
        for (const line of lines) expect(line).toBe(line.trim());
        expect(lines).not.toContain('');
        expect(weightFromText(lines)).toBeCloseTo(expectedWeight, 6);
      },
    );

    it("given concurrent calls, when recognized, then each gets its own picture's text (one worker, calls in turn)", async () => {
      const chosen = pictures.slice(0, 3);

      const results = await Promise.all(chosen.map(({ file }) => engine.recognize(picture(file))));

      results.forEach((lines, i) =>
        expect(weightFromText(lines)).toBeCloseTo(chosen[i].expectedWeight, 6),
      );
    });

    it('given a closed engine, when asked again, then it starts a new worker', async () => {
      await engine.close();

      const lines = await engine.recognize(picture(pictures[0].file));

      expect(weightFromText(lines)).toBeCloseTo(pictures[0].expectedWeight, 6);
    });

    it('given a scale display in a dark housing (tesseract reads nothing on it as it is), when recognized, then the second look reads it', async () => {
      const lines = await engine.recognize(await display('39.4 kg', '#c9e0d4', '#111'));

      expect(weightFromText(lines)).toBeCloseTo(39.4, 6);
    });

    it('given light digits on a dark display, when recognized, then a second look reads them', async () => {
      const lines = await engine.recognize(await display('7.25 kg', '#101510', '#7dff9a'));

      expect(weightFromText(lines)).toBeCloseTo(7.25, 6);
    });

    it('given a display that shows nothing, when recognized, then no second look makes a weight up', async () => {
      const lines = await engine.recognize(await display('', '#c9e0d4', '#111'));

      expect(weightFromText(lines)).toBeNull();
    });

    it('given bytes that are not a picture, when recognized, then it rejects and the engine still works', async () => {
      await expect(engine.recognize(Buffer.from('not a picture'))).rejects.toBeInstanceOf(Error);

      const lines = await engine.recognize(picture(pictures[1].file));
      expect(weightFromText(lines)).toBeCloseTo(pictures[1].expectedWeight, 6);
    });
  },
);
