import { epcisEventOfRow, epcisIdentifiers, type EpcisEventRow } from '@cairn/projection-service';
import type { TestApp } from '../harness/test-app';
import {
  certificate,
  clearanceTransport,
  coProcessingLoad,
  declaredClearance,
  collectionUnit,
  handlingCenterClearance,
  materialClearance,
  otherClearingCenter,
  otherClearingRecycler,
  otherCoProcessing,
  otherHandlingCenter,
  otherRecycler,
  processingUnit,
  transport,
  truckLoad,
} from './access-fixture-flows';
import { adminNotification } from './access-fixture-notifications';

/**
 * The records the access matrix names in the paths of hub-scoped routes: a row of the demo data
 * (model, the hub that owns it, the id the path takes), or one made through the API when the demo
 * has none. `otherBody` is what the other hub's users send: a well-formed body, so that the refusal
 * they get is about the record (404) and not about the body (400).
 */
export interface ResourceFixture {
  model?: string;
  hubOf?: (row: Record<string, unknown>) => string | null;
  idOf?: (row: Record<string, unknown>) => string;
  pick?: (row: Record<string, unknown>) => boolean;
  make?: (t: TestApp) => Promise<{ id: string; hubUuid: string }>;
  otherBody?: (otherPicture: string) => Record<string, unknown>;
  /** The other hub, when the record's kind belongs to one type of hub (else a collection center of its own). */
  otherHub?: (t: TestApp) => Promise<string>;
}
const byHub = (model: string, pick?: ResourceFixture['pick']): ResourceFixture => ({
  model,
  hubOf: (row) => row.hubUuid as string | null,
  pick,
});
const weighBody = (picture: string) => ({ weight: '10', weighSlipPictureFileUploadUuid: picture });

export const RESOURCES: Record<string, ResourceFixture> = {
  // An EPCIS event is named by its eventID, computed under the app's CAIRN_ID_BASE.
  'GET /epcis/events/:eventID': {
    make: async (t) => {
      const [row] = await t.running.app.rows.list<EpcisEventRow>('epcisEvents', { limit: 1 });
      const ids = epcisIdentifiers(t.running.app.config.idBase);
      const eventID = epcisEventOfRow(ids, row).eventID as string;
      return { id: encodeURIComponent(eventID), hubUuid: row.hubUuid };
    },
  },
  // A UNTP credential is made of a record's EPCIS event (issue 34).
  'GET /api/credentials/clearances/:uuid': byHub(
    'epcisEvents',
    (row) => (row.event as Record<string, unknown>)['cairn:eventType'] === 'ClearanceWeighed',
  ),
  'GET /api/credentials/certificates/:uuid': { make: certificate, otherHub: otherCoProcessing },
  'GET /api/companies/:uuid': { model: 'hubs', hubOf: (row) => row.uuid as string },
  'POST /api/admin/users/:uuid/changePassword': {
    ...byHub('users', (row) => row.role === 'ROLE_HUB_MANAGER'),
    otherBody: () => ({ password: 'another-hubs-password-7' }),
  },
  'GET /api/collectors/:id': byHub('collectors'),
  'POST /api/collectors/:uuid': {
    ...byHub('collectors'),
    otherBody: (picture) => ({
      name: 'Ana Collector',
      idNumber: 'ID-1',
      birthDate: '1990-01-01',
      idDocumentFileUploadUuid: picture,
    }),
  },
  'GET /api/trackedItems/:uuid': byHub('trackedItems'),
  'POST /api/trackedItems/:uuid': { ...byHub('trackedItems'), otherBody: () => ({ type: 'SACK' }) },
  'GET /api/fileUploads/:uuid': byHub('fileUploads', (row) => row.hubUuid !== null),
  'GET /api/fileUploads/:uuid/immediateReview': byHub('fileUploads', (row) => row.hubUuid !== null),
  'GET /api/ongoingTransports/:id': { make: transport },
  'GET /api/registeredMaterials/ongoingTransport/:id': { make: transport },
  'POST /api/registeredMaterials/:uuid/grade': { make: truckLoad, otherHub: otherRecycler },
  'POST /api/registeredMaterials/:uuid/process': { make: truckLoad, otherHub: otherRecycler },
  'POST /api/processingUnits/:id/outputMaterialBags': {
    make: processingUnit,
    otherHub: otherRecycler,
    otherBody: (picture) => ({
      materialType: 'PET_CLEAR',
      productType: 'PELLET',
      processedAt: new Date().toISOString(),
      weight: '1',
      pictureFileUploadUuid: picture,
    }),
  },
  'POST /api/processingUnits/:uuid/finish': { make: processingUnit, otherHub: otherRecycler },
  'POST /api/processingUnits/:uuid/error': {
    make: processingUnit,
    otherHub: otherRecycler,
    otherBody: () => ({ reason: 'Shredder broke' }),
  },
  'POST /api/segregationUnits/:id/outputMaterialBags': {
    ...byHub('segregationUnits'),
    otherBody: (picture) => ({
      weight: '1',
      materialType: 'PET_CLEAR',
      pictureFileUploadUuid: picture,
    }),
  },
  'POST /api/segregationUnits/:uuid/finish': byHub('segregationUnits'),
  'POST /api/segregationUnits/:uuid/error': {
    ...byHub('segregationUnits'),
    otherBody: () => ({ reason: 'Scale broke' }),
  },
  'POST /api/collectionUnits/:uuid/finish': { make: collectionUnit },
  'POST /api/collectionUnits/:uuid/householdVisits': {
    make: collectionUnit,
    otherBody: () => ({ outcome: 'VACANT' }),
  },
  'POST /api/complianceActions/:uuid/evidence': byHub('complianceActions'),
  'GET /api/hubEvents/:uuid': byHub('hubEvents', (row) => !row.removed),
  'POST /api/notifications/:uuid/read': { make: adminNotification },
  'POST /api/materialClearances/:id/weigh': {
    make: materialClearance,
    otherHub: otherClearingCenter,
    otherBody: weighBody,
  },
  'POST /api/clearanceTransports/:id/weigh': {
    make: clearanceTransport,
    otherHub: otherClearingRecycler,
    otherBody: weighBody,
  },
  'GET /api/materialClearances/:uuid/sustainabilityDeclaration': {
    make: declaredClearance,
    otherHub: otherClearingRecycler,
  },
  'POST /api/handlingCenterMaterialClearances/:id/weigh': {
    make: handlingCenterClearance,
    otherHub: otherHandlingCenter,
    otherBody: weighBody,
  },
  'POST /api/collectedMaterials/:materialUuid/certify': {
    make: truckLoad,
    otherHub: otherRecycler,
    otherBody: (picture) => ({ certifiedWeight: '10', certificatePictureFileUploadUuid: picture }),
  },
  'POST /api/coProcessingMaterials/:uuid/addCertificate': {
    make: coProcessingLoad,
    otherHub: otherCoProcessing,
    otherBody: (picture) => ({
      moisturePercentage: '12',
      calorificValue: '5000',
      certificatePictureFileUploadUuid: picture,
    }),
  },
};
