import type { Feature, SecurityRole } from './enums';

// Plain lists, no zod: the router and the hub app's first screen read them before any schema loads (issue 18).
export const ADMIN_ROLES: readonly SecurityRole[] = ['ROLE_CAIRN_ADMIN', 'ROLE_SYSTEM_USER'];
/** Who may open the admin area: its staff, and analysts who read it (the server refuses their commands). */
export const ADMIN_AREA_ROLES: readonly SecurityRole[] = [...ADMIN_ROLES, 'ROLE_CAIRN_ANALYST'];
export const HUB_ROLES: readonly SecurityRole[] = ['ROLE_HUB_MANAGER', 'ROLE_HUB_OWNER'];

export const REGISTRATION_FEATURES: readonly Feature[] = [
  'WASTE_BAG_REGISTRATION',
  'TRUCK_LOAD_REGISTRATION',
  'CONTAINER_REGISTRATION',
  'MATERIAL_REGISTRATION',
];
/** The rule of Document 1 §6: exactly one of the four registration features is on. */
export const hasSingleRegistrationFeature = (features: readonly Feature[]): boolean =>
  REGISTRATION_FEATURES.filter((f) => features.includes(f)).length === 1;
