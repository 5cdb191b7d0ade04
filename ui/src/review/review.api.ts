import {
  isHubEventRemovable,
  isHubEventWeightAmendable,
  type HubEventReviewAction,
  type HubEventRow,
  type ReviewHubEventRequest,
  type SearchFilter,
} from '@cairn/contracts';
import { download, post } from '../api/request';

export type ReviewAction = HubEventReviewAction;
const base = (uuid: string) => `/api/admin/hubEvents/${encodeURIComponent(uuid)}`;

/** POST /api/admin/hubEvents/{uuid}/approve or /flag (Document 2 §7). */
export const reviewHubEvent = (uuid: string, action: ReviewAction, body: ReviewHubEventRequest) =>
  post<HubEventRow>(`${base(uuid)}/${action}`, body);

export const amendWeight = (uuid: string, weight: number) =>
  post<HubEventRow | undefined>(`${base(uuid)}/amendWeight`, { weight });
export const removeHubEvent = (uuid: string, comment: string) =>
  post<HubEventRow | undefined>(`${base(uuid)}/remove`, { comment });
export const removeAsDuplicate = (uuid: string, originalHubEventUuid: string) =>
  post<HubEventRow | undefined>(`${base(uuid)}/removeAsDuplicate`, { originalHubEventUuid });

/** The whole filtered list as a file, named by the server (hub-events-YYYY-MM-DD.csv). */
export const exportHubEvents = (filters: SearchFilter[], page: number, size: number) =>
  download('POST', '/api/admin/hubEvents/export', { filters, page, size });

/** Delete actions and weight amendment apply to these types only (Document 2 §5, the server's rule). */
export const isRemovable = (event: HubEventRow) => isHubEventRemovable(event.type);
export const isWeightAmendable = (event: HubEventRow) =>
  isHubEventWeightAmendable(event.type, event.registrationUnit);
