import { type Logger, type ReadStore } from '@cairn/infra';
import type { Projection } from '../projection';

/** Where a projection's version is kept: a checkpoint entry of its own, so every read store keeps it without a migration. */
export const versionKey = (p: Projection): string => `${p.name}@version`;
export const versionCheckpoint = (p: Projection) => ({
  txId: String(p.version ?? 1),
  position: '0',
});

/**
 * A read model made by another version of its projection (versions are kept beside the
 * checkpoints, `<name>@version`) is emptied and folded from the first event ('reset'), or left
 * serving and paused for a blue/green rebuild ('pause'). A model with no rows yet just takes the
 * version. Returns the names of the projections to pause.
 */
export const handleOutdated = async (
  rows: ReadStore,
  projections: readonly Projection[],
  onOutdated: 'reset' | 'pause',
  logger?: Logger,
): Promise<string[]> => {
  const stored = await rows.checkpoints();
  const changed = projections.filter(
    (p) => (stored[versionKey(p)]?.txId ?? '1') !== String(p.version ?? 1),
  );
  const built = changed.filter((p) => stored[p.name]);
  const pause = onOutdated === 'pause';
  if (!pause)
    for (const p of built) {
      await rows.reset(p.name, [p.model.name]);
      logger?.info(
        `read model ${p.model.name} rebuilt from the first event: projection ${p.name} is now version ${p.version ?? 1}`,
      );
    }
  const versioned = pause ? changed.filter((p) => !stored[p.name]) : changed;
  if (versioned.length > 0)
    await rows.commit(
      [],
      Object.fromEntries(versioned.map((p) => [versionKey(p), versionCheckpoint(p)])),
    );
  return pause ? built.map((p) => p.name) : [];
};
