import { z } from 'zod';
import { SearchFilter } from './paged-search.schema';
import { weight } from './validation';
import { HUB_EVENT_COMMENT_MAX } from './registration.schema';

/** POST /api/admin/hubEvents/{uuid}/amendWeight (Document 2 §5: required, a number at least 0). */
export const AmendWeightRequest = z.object({ weight: weight() });
export type AmendWeightRequest = z.infer<typeof AmendWeightRequest>;

/** POST /api/admin/hubEvents/{uuid}/remove: the reason is required. */
export const RemoveHubEventRequest = z.object({
  comment: z
    .string({ error: 'validationRequired' })
    .trim()
    .min(1, 'validationRequired')
    .max(HUB_EVENT_COMMENT_MAX, 'validationExceedsMaxLength'),
});
export type RemoveHubEventRequest = z.infer<typeof RemoveHubEventRequest>;

/** POST /api/admin/hubEvents/{uuid}/removeAsDuplicate: the original's id, at most 36 characters. */
export const RemoveAsDuplicateRequest = z.object({
  originalHubEventUuid: z
    .string({ error: 'validationRequired' })
    .trim()
    .min(1, 'validationRequired')
    .max(36, 'validationExceedsMaxLength'),
});
export type RemoveAsDuplicateRequest = z.infer<typeof RemoveAsDuplicateRequest>;

/** POST /api/admin/hubEvents/export: the list's search; every matching row is exported, page and size are ignored. */
export const HubEventExportRequest = z.object({
  filters: z.array(SearchFilter).max(20).default([]),
  page: z.coerce.number().int().min(0).optional(),
  size: z.coerce.number().int().min(1).optional(),
});
export type HubEventExportRequest = z.infer<typeof HubEventExportRequest>;
