import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { MaterialType } from '@cairn/contracts';
import type { CollectorRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { defineCollector } from '../collectors/collector-definition.handlers';
import { storeUpload } from '../files/file-upload.handlers';
import { IMAGE_TYPES } from '../files/sniff-mime-type';
import { uploadScalePicture } from '../seed/demo-pictures';
import { seeded } from '../seed/scale-pictures';
import { addOutputBag, startGrading } from './grading.handlers';

const PICTURES = fileURLToPath(new URL('../../../infra/seed/pictures/', import.meta.url));
const COLLECTORS = [
  { name: 'Sunita Gaikwad', idNumber: 'MH12-4471-2290', birthDate: '1979-06-14' },
  { name: 'Ramesh Pawar', idNumber: 'MH12-8810-0034', birthDate: '1985-01-30' },
  { name: 'Kavita Shinde', idNumber: 'MH12-3321-7756', birthDate: '1992-09-03' },
];
/** Shares of the graded input per output type: the rest is residue not bagged yet. */
const OUTPUTS: Array<[MaterialType, number]> = [
  ['PET_CLEAR', 0.3],
  ['HDPE_MIXED', 0.2],
  ['LDPE_FILM', 0.15],
];

/** Pune's demo day: three defined collectors and an ongoing grading of its waste bags with a few output bags, each weighed on its own picture. */
export const seedGradingDemo = async (
  app: AppContext,
  hubUuid: string,
  managerUuid: string,
): Promise<void> => {
  let n = 0;
  const now = Date.now();
  const ctx = (at: number): CommandContext => ({
    commandId: `demo-grading-${n++}`,
    actorUuid: managerUuid,
    hubUuid,
    now: new Date(at).toISOString(),
  });
  const actor = {
    uuid: managerUuid,
    role: 'ROLE_HUB_MANAGER' as const,
    hubUuid,
    firstName: 'Manager',
    lastName: 'Pune',
    impersonatedBy: null,
    tokenIssuedAt: now,
  };
  const picture = async (file: string, at: number) => {
    const buffer = await readFile(PICTURES + file);
    return (
      await storeUpload(
        app,
        ctx(at),
        { buffer, originalname: file, size: buffer.length },
        { hubUuid, latitude: 18.51, longitude: 73.83 },
        IMAGE_TYPES,
      )
    ).uuid;
  };
  const [file] = (
    JSON.parse(await readFile(PICTURES + 'index.json', 'utf8')) as Array<{ file: string }>
  ).map((p) => p.file);

  const collectors = (await app.rows.findBy<CollectorRow>('collectors', 'hubUuid', hubUuid))
    .filter((c) => c.type === 'INDIVIDUAL')
    .sort((a, b) => a.trackingNumber.localeCompare(b.trackingNumber));
  for (const [i, person] of COLLECTORS.entries()) {
    if (!collectors[i]) break;
    await defineCollector(app, ctx(now - 20 * 86_400_000), {
      hubUuid,
      uuid: collectors[i].uuid,
      input: { ...person, idDocumentFileUploadUuid: await picture(file, now - 20 * 86_400_000) },
    });
  }

  const started = now - 3 * 3600_000;
  const unit = await startGrading(app, ctx(started), { hubUuid, collectedMaterialUuid: null });
  const random = seeded(9);
  for (const [i, [materialType, share]] of OUTPUTS.entries()) {
    const at = started + (i + 1) * 1800_000;
    const weight = Math.round(unit.weight * share * 100) / 100;
    const bagPicture = await uploadScalePicture(app, ctx(at), hubUuid, random, weight, {
      position: { latitude: 18.51 + i / 1000, longitude: 73.83 },
    });
    await addOutputBag(app, ctx(at), {
      weight,
      materialType,
      pictureFileUploadUuid: bagPicture.uuid,
      trackedItemUuid: null,
      actor,
      hubUuid,
      unitUuid: unit.uuid,
    });
  }
};
