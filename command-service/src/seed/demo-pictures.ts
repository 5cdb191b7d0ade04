import type { HubRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { storeUpload } from '../files/file-upload.handlers';
import { IMAGE_TYPES } from '../files/sniff-mime-type';
import { demoScalePicture } from './scale-pictures';

export interface Position {
  latitude: number;
  longitude: number;
}
/** A demo hub as the seeds pass it: its row, its manager and where its pictures are taken. */
export type DemoHub = HubRow & { managerUuid: string; position: Position };

/**
 * Uploads a demo picture of its own: a scale display showing `weight` (null: a blank display), drawn
 * from `random`, so no two demo registrations share a picture unless an example means them to.
 */
export const uploadScalePicture = async (
  app: AppContext,
  ctx: CommandContext,
  hubUuid: string,
  random: () => number,
  weight: number | null,
  options: { position?: Position; caption?: string; name?: string } = {},
): Promise<{ uuid: string; buffer: Buffer }> => {
  const buffer = await demoScalePicture(random, weight, options.caption);
  const row = await storeUpload(
    app,
    ctx,
    { buffer, originalname: options.name ?? 'scale.png', size: buffer.length },
    { hubUuid, ...options.position },
    IMAGE_TYPES,
  );
  return { uuid: row.uuid, buffer };
};

/** A capture position a few hundred metres around the hub's. */
export const near = (position: Position, random: () => number): Position => ({
  latitude: position.latitude + (random() - 0.5) / 100,
  longitude: position.longitude + (random() - 0.5) / 100,
});
