import { z } from 'zod';
import { CollectorState, CollectorType, TrackedItemState, TrackedItemType } from './enums';
import { requiredEnum } from './validation';

/** Count inputs: required, at most 3 characters, so 1 to 999 (Document 2 §5 and §9). */
const count = () =>
  z.union([z.number(), z.string()], { error: 'validationRequired' }).transform((v, ctx) => {
    const text = String(v).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: 'validationRequired' });
      return z.NEVER;
    }
    if (text.length > 3) {
      ctx.addIssue({ code: 'custom', message: 'validationExceedsMaxLength' });
      return z.NEVER;
    }
    if (!/^\d+$/.test(text) || Number(text) < 1) {
      ctx.addIssue({ code: 'custom', message: 'validationInvalid' });
      return z.NEVER;
    }
    return Number(text);
  });

/** POST /api/admin/companies/hubs/{uuid}/generateCollectors */
export const GenerateCollectorsRequest = z.object({
  collectorsCount: count(),
  type: requiredEnum(CollectorType),
});
export type GenerateCollectorsRequest = z.infer<typeof GenerateCollectorsRequest>;
/** POST /api/admin/companies/hubs/{uuid}/generateTrackedItems */
export const GenerateTrackedItemsRequest = z.object({
  trackedItemsCount: count(),
  type: requiredEnum(TrackedItemType),
});
export type GenerateTrackedItemsRequest = z.infer<typeof GenerateTrackedItemsRequest>;

/** POST /api/trackedItems/{uuid}: the item's type, corrected by its hub while the item is unassigned (docs/decisions.md). */
export const RetypeTrackedItemRequest = z.object({ type: requiredEnum(TrackedItemType) });
export type RetypeTrackedItemRequest = z.infer<typeof RetypeTrackedItemRequest>;

/** What a collector's and a tracked item's QR code open (docs/decisions.md). */
export const collectorIdentityPath = (uuid: string) => `/identity/collector/${uuid}`;
export const trackedItemIdentityPath = (uuid: string) => `/identity/tracked-item/${uuid}`;

const Company = z.object({ uuid: z.string(), name: z.string() });
const QrCode = z.object({ directLink: z.string() });

/** A collector as GET /api/admin/collectors and GET /api/collectors/{uuid} answer (Document 2 §3). */
export const CollectorView = z.object({
  uuid: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string(),
  type: CollectorType,
  state: CollectorState,
  name: z.string().nullable(),
  qrCode: QrCode,
  company: Company,
  createdAt: z.string(),
});
export type CollectorView = z.infer<typeof CollectorView>;
/** A tracked item as GET /api/admin/trackedItems and GET /api/trackedItems/{uuid} answer. */
export const TrackedItemView = z.object({
  uuid: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string(),
  type: TrackedItemType,
  state: TrackedItemState,
  qrCode: QrCode,
  company: Company,
  createdAt: z.string(),
});
export type TrackedItemView = z.infer<typeof TrackedItemView>;
