import type { AnomalyTag, HubEventType, RegistrationUnit } from './enums';

/**
 * Event types whose records the review may delete (and, unless bales, re-weigh): Document 2 §5,
 * "Delete actions on a hub event are available only for registration, segregation and clearance
 * events". The drawer shows the actions by it and the server refuses the others by it.
 */
export const REMOVABLE_HUB_EVENT_TYPES = ['REGISTRATION', 'SEGREGATION', 'CLEARANCE'] as const;

export const isHubEventRemovable = (type: HubEventType | null): boolean =>
  (REMOVABLE_HUB_EVENT_TYPES as readonly (HubEventType | null)[]).includes(type);

/** "Amend weight … editable only for registration, segregation and clearance events whose registration unit is not BALE" (Document 2 §5). */
export const isHubEventWeightAmendable = (
  type: HubEventType | null,
  registrationUnit: RegistrationUnit | null,
): boolean => isHubEventRemovable(type) && registrationUnit !== 'BALE';

export type HubEventReviewAction = 'approve' | 'flag';

/**
 * Approve is for an event without tags, Flag needs at least one: the drawer disables the button the
 * rule refuses, the server answers the refusal as the field error this returns (null: allowed).
 */
export const reviewTagsRefusal = (
  action: HubEventReviewAction,
  tags: readonly AnomalyTag[],
): 'validationInvalid' | 'validationRequired' | null => {
  if (action === 'approve') return tags.length > 0 ? 'validationInvalid' : null;
  return tags.length === 0 ? 'validationRequired' : null;
};
