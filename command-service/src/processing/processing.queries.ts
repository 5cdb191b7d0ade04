import type { ProcessingUnitView } from '@cairn/contracts';
import { type ProcessingUnitRow, toProcessingUnitView } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { notFound } from '../command-handling/domain-error';

/** One unit of the caller's hub: another hub's answers 404. */
export const processingUnitView = async (
  app: AppContext,
  hubUuid: string,
  uuid: string,
): Promise<ProcessingUnitView> => {
  const row = await app.rows.get<ProcessingUnitRow>('processingUnits', uuid);
  if (!row || row.hubUuid !== hubUuid) throw notFound();
  return toProcessingUnitView(row);
};
