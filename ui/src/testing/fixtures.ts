import type { CurrentUser, HubEventRow } from '@cairn/contracts';
import { STORAGE } from '../api/session';
import type { HubConfig } from '../hub-app/use-hub-config.hook';

export const HUB_UUID = '5b6f0a7e-3c1d-4f2a-9e8b-1a2b3c4d5e6f';

/** A hub event as GET /api/admin/hubEvents lists it: a pending bag registration of 12.5 kg. */
export const hubEventRow = (overrides: Partial<HubEventRow> = {}): HubEventRow => ({
  uuid: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9',
  hubUuid: HUB_UUID,
  type: 'REGISTRATION',
  weight: 12.5,
  quantityUnit: 'KG',
  materialType: 'PET_CLEAR',
  productType: null,
  registrationUnit: 'BAG',
  company: { name: 'Pune Collection Hub', city: 'Pune', country: 'IN' },
  createdAt: '2026-11-20T09:30:00.000Z',
  weighedAt: '2026-11-20T09:29:00.000Z',
  pipelineOwner: false,
  createdBy: { firstName: 'Ravi', lastName: 'Kumar' },
  licensePlate: null,
  transitDestination: null,
  moisturePercentage: null,
  ashPercentage: null,
  calorificValue: null,
  certifiedWeight: null,
  collectorTrackingNumber: null,
  collectorHouseName: null,
  picture: null,
  secondPicture: null,
  pictureOwnerType: null,
  review: null,
  autoReview: null,
  status: 'PENDING',
  anomalies: [],
  removed: false,
  history: [],
  ...overrides,
});

/** The hub app's hub (GET /api/companies/{uuid}): a collection center registering PET bags. */
export const hubConfig = (overrides: Partial<HubConfig> = {}): HubConfig =>
  ({
    uuid: HUB_UUID,
    name: 'Pune Collection Hub',
    type: 'COLLECTION_CENTER',
    state: 'ACTIVE',
    features: ['WASTE_BAG_REGISTRATION'],
    cameraResolution: 'W720_H960',
    collectedMaterialTypes: ['PET_CLEAR'],
    enableDocumentUpload: true,
    street: 'MG Road 1',
    zipCode: '411001',
    city: 'Pune',
    country: 'IN',
    ...overrides,
  }) as HubConfig;

/** Signs a user in as the app keeps it (token and identity in local storage). */
export const signIn = (user: Partial<CurrentUser> = {}): CurrentUser => {
  const signedIn: CurrentUser = {
    uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: 'ravi@test.example',
    securityRole: 'ROLE_HUB_MANAGER',
    language: 'EN',
    region: 'DEFAULT',
    impersonatedSignIn: false,
    company: {
      uuid: HUB_UUID,
      name: 'Pune Collection Hub',
      type: 'COLLECTION_CENTER',
      state: 'ACTIVE',
    },
    features: ['WASTE_BAG_REGISTRATION'],
    collectedMaterialTypes: ['PET_CLEAR'],
    cameraResolution: 'W720_H960',
    ...user,
  };
  localStorage.setItem(STORAGE.token, 'test-token');
  localStorage.setItem(STORAGE.userIdentity, JSON.stringify(signedIn));
  return signedIn;
};
