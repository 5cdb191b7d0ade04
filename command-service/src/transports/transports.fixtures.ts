import { randomUUID } from 'node:crypto';
import type { HubType, MaterialType } from '@cairn/contracts';
import type { TestApp } from '../../test/harness/test-app';
import { picture, uploadPicture } from '../../test/harness/fixtures';
import { gradingHub } from '../grading/grading.fixtures';
import { startOngoingTransport } from './ongoing-transport.handlers';

/** A hub of any type with its features and a signed-in manager. */
export const hubOfType = (
  t: TestApp,
  name: string,
  type: HubType,
  features: string[],
  over: Record<string, unknown> = {},
) =>
  gradingHub(t, name, {
    type,
    features,
    collectedMaterialTypes: ['PET_CLEAR', 'CARDBOARD'],
    ...over,
  });

export const uploadEvidence = async (
  t: TestApp,
  token: string,
  file = 'scale-display-12-5-kg.png',
) =>
  (
    await uploadPicture(t, token, '/api/fileUploads', await picture(file), {
      latitude: '-8.05',
      longitude: '-34.9',
    })
  ).body.uuid as string;

/** A truck leaving `origin` (what a clearance of another slice does). */
export const truckFrom = async (
  t: TestApp,
  origin: { uuid: string; name: string },
  originHubType: HubType,
  plate: string,
  materialTypes: MaterialType[],
  weight: number,
) => {
  const uuid = randomUUID();
  await startOngoingTransport(
    t.running.app,
    { commandId: `truck-${uuid}`, actorUuid: null, now: new Date().toISOString() },
    {
      uuid,
      originHubUuid: origin.uuid,
      originHubType,
      owner: origin.name,
      sourceUuid: uuid,
      transporterLicensePlate: plate,
      transporterDispatchedAt: new Date().toISOString(),
      materialTypes,
      weight,
      quantityUnit: 'KG',
    },
  );
  return uuid;
};
