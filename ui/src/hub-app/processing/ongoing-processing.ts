import useSWR from 'swr';
import type { ProcessingUnitView } from '@cairn/contracts';
import { fetcher } from '../../api/request';

export const ONGOING_PROCESSING_PATH = '/api/processingUnits?state=IN_PROGRESS';

/** The processing run in progress, if any (the overview opens its tab first). */
export function useOngoingProcessing() {
  const answer = useSWR<ProcessingUnitView[]>(ONGOING_PROCESSING_PATH, fetcher);
  return { ...answer, unit: answer.data?.[0] ?? null };
}
