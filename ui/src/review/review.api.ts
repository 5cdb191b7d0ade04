import type { HubEventRow, ReviewHubEventRequest } from '@cairn/contracts';
import { post } from '../api/request';

export type ReviewAction = 'approve' | 'flag';

/** POST /api/admin/hubEvents/{uuid}/approve or /flag (Document 2 §7). */
export const reviewHubEvent = (uuid: string, action: ReviewAction, body: ReviewHubEventRequest) =>
  post<HubEventRow>(`/api/admin/hubEvents/${encodeURIComponent(uuid)}/${action}`, body);
