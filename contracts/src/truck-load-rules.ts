import { z } from 'zod';
import { isNotInFuture } from './future-time';
import { isoDate } from './grading.schema';
import { RegisterTruckLoadRequest } from './truck-loads.schema';

/**
 * A truck load that does not come off an ongoing transport names its licence plate and its supplier;
 * off a transport both default to the transport's (Document 3 §5). The truck-load form enables Save by
 * it and the decider refuses by it, with these field errors.
 */
export const truckLoadMissingFields = (load: {
  ongoingTransportUuid?: string | null;
  licensePlate?: string | null;
  supplier?: string | null;
}): Partial<Record<'licensePlate' | 'supplier', 'validationRequired'>> => {
  if (load.ongoingTransportUuid) return {};
  return {
    ...(load.licensePlate?.trim() ? {} : { licensePlate: 'validationRequired' }),
    ...(load.supplier?.trim() ? {} : { supplier: 'validationRequired' }),
  };
};

/** The device's local instant of a day (YYYY-MM-DD) and a time (HH:mm), as the forms send weighedAt. */
export const localInstant = (day: string, time: string) => new Date(`${day}T${time}`);

/**
 * The truck-load form (ui/src/hub-app/truck-loads/truck-load-form.tsx): the request's fields with
 * weighedAt typed as a day and a time, held to the request's rule: not in the future (isNotInFuture).
 */
export const RegisterTruckLoadForm = RegisterTruckLoadRequest.omit({ weighedAt: true })
  .extend({
    weighedDate: isoDate(),
    weighedTime: z.string().regex(/^\d{2}:\d{2}$/, 'validationRequired'),
  })
  .refine((v) => isNotInFuture(localInstant(v.weighedDate, v.weighedTime), Date.now()), {
    path: ['weighedDate'],
    message: 'validationNotInFuture',
    // Only a day and a time that are both well written name a moment to compare.
    when: ({ issues }) =>
      issues.every((i) => !['weighedDate', 'weighedTime'].includes(String(i.path?.[0]))),
  });
