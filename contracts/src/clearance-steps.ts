import type { z } from 'zod';
import type { ValidationKey } from './errors';
import type { HubFields } from './hubs.schema';

/** What a hub's clearance forms ask for, from its settings (docs/decisions.md, issue 20). */
export interface ClearanceSteps {
  /** The transporter's licence plate (showMaterialClearanceTransport). */
  plate: boolean;
  /**
   * The picture at loading: the transporter's truck when the transport step is on; without it, still
   * asked when the clearance is not weighed, since it is then the clearance's only evidence.
   */
  picture: boolean;
  /** Weighed after loading (weighMaterialClearance); otherwise complete, and cleared, when loaded. */
  weigh: boolean;
}

export const clearanceSteps = (
  hub: Partial<Pick<HubFields, 'showMaterialClearanceTransport' | 'weighMaterialClearance'>>,
): ClearanceSteps => {
  const transport = hub.showMaterialClearanceTransport ?? false;
  const weigh = hub.weighMaterialClearance ?? false;
  return { plate: transport, picture: transport || !weigh, weigh };
};

/**
 * The fields a clearance start lacks for this hub, as field errors (the form hides what is not asked;
 * the server refuses what is asked and missing).
 */
export const missingClearanceSteps = (
  steps: ClearanceSteps,
  body: { transporterLicensePlate?: string | null; picture?: string | null },
  pictureField: string,
): Record<string, ValidationKey> => ({
  ...(steps.plate && !body.transporterLicensePlate?.trim()
    ? { transporterLicensePlate: 'validationRequired' as const }
    : {}),
  ...(steps.picture && !body.picture ? { [pictureField]: 'validationRequired' as const } : {}),
});

/** A clearance start schema with the hub's steps required, for the form (the server checks the same). */
export const withClearanceSteps = <S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  steps: ClearanceSteps,
  pictureField: string,
) =>
  schema.superRefine((body, ctx) => {
    const missing = missingClearanceSteps(
      steps,
      {
        transporterLicensePlate: body.transporterLicensePlate as string | null | undefined,
        picture: body[pictureField] as string | null | undefined,
      },
      pictureField,
    );
    for (const [path, message] of Object.entries(missing))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });
