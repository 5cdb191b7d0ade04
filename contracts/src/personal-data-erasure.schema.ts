import { z } from 'zod';
import { requiredString } from './validation';

/**
 * What a personal field of an erased person reads as (issue 33): a string, so every read model
 * and decider that expects one keeps working; screens show it as "erased" in the user's language.
 */
export const ERASED = '⟨erased⟩';
export const isErased = (value: unknown): boolean => value === ERASED;

/** POST /api/admin/personalData/{subjectUuid}/erase. */
export const ErasePersonalDataRequest = z.object({ reason: requiredString(500) });
export type ErasePersonalDataRequest = z.infer<typeof ErasePersonalDataRequest>;

export const PersonalDataSubjectKind = z.enum(['COLLECTOR', 'USER']);
export type PersonalDataSubjectKind = z.infer<typeof PersonalDataSubjectKind>;

/** Event data of this slice; registered in events.ts. Names who erased whom and why, nothing personal. */
export const PERSONAL_DATA_EVENT_SCHEMAS = {
  PersonalDataErased: z.object({
    subjectUuid: z.string(),
    kind: PersonalDataSubjectKind,
    erasedBy: z.string(),
    reason: z.string(),
    /** The ID document uploads whose files were deleted. */
    deletedFileUploadUuids: z.array(z.string()),
    at: z.string(),
  }),
};

/** One personal field as held: its value, and the event that recorded it. */
export interface PersonalDataFieldView {
  field: string;
  value: string | null;
  eventType: string;
  eventId: string;
  streamId: string;
  recordedAt: string;
}

/** GET /api/admin/personalData/{subjectUuid}: everything Cairn holds about one person. */
export interface PersonalDataView {
  subjectUuid: string;
  kind: PersonalDataSubjectKind;
  erased: { at: string; erasedBy: string; reason: string } | null;
  fields: PersonalDataFieldView[];
  files: Array<{ uuid: string; fileName: string; mimeType: string; url: string | null }>;
}
