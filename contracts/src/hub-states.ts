// A plain list, no zod: the admin's first route reads it before any schema loads (issue 18);
// `HubState` (enums.ts) is made from it.
export const HUB_STATES = [
  'DEMO',
  'TRIAL',
  'ACTIVE',
  'LOST',
  'CHURNED',
  'ARCHIVED',
  'PAUSED',
] as const;
