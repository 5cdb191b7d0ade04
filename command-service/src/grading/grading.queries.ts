import type { SegregationUnitView } from '@cairn/contracts';
import { type SegregationUnitRow, toSegregationUnitView } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { notFound } from '../command-handling/domain-error';

/** One unit of the caller's hub: another hub's answers 404. */
export const segregationUnitView = async (
  app: AppContext,
  hubUuid: string,
  uuid: string,
): Promise<SegregationUnitView> => {
  const row = await app.rows.get<SegregationUnitRow>('segregationUnits', uuid);
  if (!row || row.hubUuid !== hubUuid) throw notFound();
  return toSegregationUnitView(row);
};
