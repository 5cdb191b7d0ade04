import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weightFromText } from '@cairn/contracts';
import { englishLangPath, TesseractOcrEngine } from './tesseract.ocr-engine';

const PICTURES_DIR = fileURLToPath(new URL('../../../infra/seed/pictures/', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const WORKER_ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface SeedPicture { file: string; weightText: string; expectedWeight: number }
const pictures: SeedPicture[] = JSON.parse(readFileSync(`${PICTURES_DIR}index.json`, 'utf8'));
const picture = (file: string): Buffer => readFileSync(`${PICTURES_DIR}${file}`);
const traineddataIn = (dir: string): string[] => readdirSync(dir).filter((name) => name.includes('.traineddata'));

describe('TesseractOcrEngine (tesseract.js, English data from the npm package, offline)', { timeout: 30_000 }, () => {
  let engine: TesseractOcrEngine;

  beforeAll(() => {
    engine = new TesseractOcrEngine();
  });

  afterAll(async () => {
    await engine.close();
    // cacheMethod 'none': the 23 MB eng.traineddata is never written next to the process
    for (const dir of new Set([process.cwd(), REPO_ROOT, WORKER_ROOT])) expect(traineddataIn(dir)).toEqual([]);
  }, 30_000);

  it('reads the language data from @tesseract.js-data/eng in node_modules', () => {
    const langPath = englishLangPath();
    expect(langPath.replaceAll('\\', '/')).toMatch(/node_modules\/@tesseract\.js-data\/eng\/4\.0\.0_best_int$/);
    expect(existsSync(`${langPath}/eng.traineddata.gz`)).toBe(true);
  });

  it.each(pictures)('given $file, when recognized, then the weight is $expectedWeight', async ({ file, expectedWeight }) => {
    const lines = await engine.recognize(picture(file));

    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toBe(line.trim());
    expect(lines).not.toContain('');
    expect(weightFromText(lines)).toBeCloseTo(expectedWeight, 6);
  });

  it('given concurrent calls, when recognized, then each gets its own picture\'s text (one worker, calls in turn)', async () => {
    const chosen = pictures.slice(0, 3);

    const results = await Promise.all(chosen.map(({ file }) => engine.recognize(picture(file))));

    results.forEach((lines, i) => expect(weightFromText(lines)).toBeCloseTo(chosen[i].expectedWeight, 6));
  });

  it('given a closed engine, when asked again, then it starts a new worker', async () => {
    await engine.close();

    const lines = await engine.recognize(picture(pictures[0].file));

    expect(weightFromText(lines)).toBeCloseTo(pictures[0].expectedWeight, 6);
  });

  it('given bytes that are not a picture, when recognized, then it rejects and the engine still works', async () => {
    await expect(engine.recognize(Buffer.from('not a picture'))).rejects.toBeInstanceOf(Error);

    const lines = await engine.recognize(picture(pictures[1].file));
    expect(weightFromText(lines)).toBeCloseTo(pictures[1].expectedWeight, 6);
  });
});
