import type { Feature, RegistrationUnit, SecurityRole } from './enums';

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

/**
 * The registration feature a registration needs (issue 20: the server refuses with 403 without it).
 * POST /api/collectedMaterials by its unit: a bag needs WASTE_BAG_REGISTRATION (a bag of a collection
 * round needs MATERIAL_COLLECTION instead: the round is its own feature), a container
 * CONTAINER_REGISTRATION, a truck load TRUCK_LOAD_REGISTRATION. A recycler's and a co-processing
 * facility's truck loads need TRUCK_LOAD_REGISTRATION; what a carrier or handling center receives,
 * MATERIAL_REGISTRATION.
 */
export const registrationFeatureOf = (
  what:
    | { registrationUnit: RegistrationUnit; collectionRound: boolean }
    | { received: 'CARRIER' | 'HANDLING_CENTER' | 'CO_PROCESSING' | 'RECYCLER' },
): Feature => {
  if ('received' in what)
    return what.received === 'CARRIER' || what.received === 'HANDLING_CENTER'
      ? 'MATERIAL_REGISTRATION'
      : 'TRUCK_LOAD_REGISTRATION';
  if (what.registrationUnit === 'BAG' || what.registrationUnit === 'BALE')
    return what.collectionRound ? 'MATERIAL_COLLECTION' : 'WASTE_BAG_REGISTRATION';
  return what.registrationUnit === 'CONTAINER'
    ? 'CONTAINER_REGISTRATION'
    : 'TRUCK_LOAD_REGISTRATION';
};

/**
 * Where "exactly one of the four registration features" matters (Document 1 §6): the registration form
 * a hub opens by default. One feature: its form. Several: the first enabled one in Document 2 §6's order
 * (waste bag, truck load, container, then material), and the hub form warns the admin that one is
 * expected (without refusing: a hub may register in several ways). None: no registration form.
 */
export const defaultRegistrationFeature = (features: readonly Feature[]): Feature | null =>
  REGISTRATION_FEATURES.find((f) => features.includes(f)) ?? null;

/** requiresMaterialCollectionSource: every collected material names its source (server and forms). */
export const requiresMaterialSource = (hub: {
  requiresMaterialCollectionSource?: boolean | null;
}): boolean => hub.requiresMaterialCollectionSource ?? false;
