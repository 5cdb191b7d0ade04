import { randomUUID } from 'node:crypto';
import { gradingHub } from '../../src/grading/grading.fixtures';
import type { TestApp } from '../harness/test-app';
import { hubOfType, truckFrom, uploadEvidence } from '../../src/transports/transports.fixtures';
import { recyclerHub } from '../../src/truck-loads/recycler.fixtures';

/** Records the demo data does not hold, made through the API as their hubs' users would (for the access matrix). */
export interface Made {
  id: string;
  hubUuid: string;
}

export const once = <T>(make: (t: TestApp) => Promise<T>) => {
  let made: Promise<T> | null = null;
  return (t: TestApp) => (made ??= make(t));
};
const created = (what: string, answer: { status: number; body: { uuid?: string } }) => {
  if (answer.status >= 300 || !answer.body.uuid)
    throw new Error(`${what} answered ${answer.status}`);
  return answer.body.uuid;
};

const CLEARING = [
  'WASTE_BAG_REGISTRATION',
  'MATERIAL_SEGREGATION',
  'MATERIAL_CLEARANCE',
  'MASS_BALANCE_TRACKING',
  'EVENT_REVIEW',
];
const RECYCLER_CLEARING = ['TRUCK_LOAD_REGISTRATION', 'MATERIAL_SEGREGATION', 'MATERIAL_CLEARANCE'];
const HANDLING = ['MATERIAL_REGISTRATION', 'MATERIAL_CLEARANCE'];
const CO_PROCESSING = ['TRUCK_LOAD_REGISTRATION', 'MATERIAL_CERTIFICATION'];

const recyclerOf = once((t) => recyclerHub(t, 'Access Recycler'));
/** Other hubs of the record's own type: a record must be out of reach of its peers, not only of other types. */
export const otherRecycler = once(
  async (t) => (await recyclerHub(t, 'Access Other Recycler')).hub.uuid,
);
export const otherClearingCenter = once(
  async (t) => (await gradingHub(t, 'Access Other Clearing', { features: CLEARING })).hub.uuid,
);
export const otherClearingRecycler = once(
  async (t) =>
    (await hubOfType(t, 'Access Other Clearing Recycler', 'RECYCLER', RECYCLER_CLEARING)).hub.uuid,
);
export const otherHandlingCenter = once(
  async (t) =>
    (await hubOfType(t, 'Access Other Handling', 'MATERIAL_HANDLING_CENTER', HANDLING)).hub.uuid,
);
export const otherCoProcessing = once(
  async (t) =>
    (await hubOfType(t, 'Access Other Co-processing', 'CO_PROCESSING_FACILITY', CO_PROCESSING)).hub
      .uuid,
);

export const truckLoad = async (t: TestApp): Promise<Made> => {
  const r = await recyclerOf(t);
  const body = {
    weight: '400',
    materialType: 'PET_CLEAR',
    licensePlate: 'KA 03',
    supplier: 'Dealer',
    pictureFileUploadUuid: await uploadEvidence(t, r.token),
  };
  return {
    id: created(
      'truck load',
      await t.call('POST', '/api/registeredMaterials', { token: r.token, body }),
    ),
    hubUuid: r.hub.uuid,
  };
};

/** A recycler of its own: the matrix's truck loads start processing units at the first one. */
export const processingUnit = once(async (t: TestApp): Promise<Made> => {
  const r = await recyclerHub(t, 'Access Processing Recycler');
  const unit = await t.call('POST', '/api/processingUnits/start', {
    token: r.token,
    body: { materialType: 'PET_CLEAR', originalWeight: '10' },
  });
  return { id: created('processing start', unit), hubUuid: r.hub.uuid };
});

/** A truck leaving the recycler: no hub lists the recycler among its suppliers, so no other hub may see it. */
export const transport = once(async (t: TestApp): Promise<Made> => {
  const r = await recyclerOf(t);
  return {
    id: await truckFrom(
      t,
      { uuid: r.hub.uuid, name: 'Access Recycler' },
      'RECYCLER',
      'KA 01 AM 1',
      ['PET_CLEAR'],
      100,
    ),
    hubUuid: r.hub.uuid,
  };
});

export const collectionUnit = async (t: TestApp): Promise<Made> => {
  const cc = await hubOfType(t, 'Access Collecting CC', 'COLLECTION_CENTER', [
    'MATERIAL_COLLECTION',
    'WASTE_BAG_REGISTRATION',
    'CONTAINER_REGISTRATION',
  ]);
  const body = {
    transporterLicensePlate: 'MH-12',
    transporterPictureFileUploadUuid: await uploadEvidence(t, cc.token),
  };
  return {
    id: created(
      'collection unit',
      await t.call('POST', '/api/collectionUnits', { token: cc.token, body }),
    ),
    hubUuid: cc.hub.uuid,
  };
};

/** A collection center's clearance of its whole stock of one bag. */
export const materialClearance = async (t: TestApp): Promise<Made> => {
  const { hub, token } = await gradingHub(t, 'Access Clearing', { features: CLEARING });
  const picture = await uploadEvidence(t, token);
  created(
    'bag',
    await t.call('POST', '/api/collectedMaterials', {
      token,
      body: {
        registrationUnit: 'BAG',
        weight: '30',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: picture,
      },
    }),
  );
  const body = {
    materialTypes: ['PET_CLEAR'],
    transporterLicensePlate: 'MH 12 AC 1',
    partialClearance: false,
    buyer: 'Buyer',
    pictureFileUploadUuid: picture,
  };
  return {
    id: created(
      'material clearance',
      await t.call('POST', '/api/materialClearances', { token, body }),
    ),
    hubUuid: hub.uuid,
  };
};

/** A recycler's clearance transport of a received truck load. */
export const clearanceTransport = (t: TestApp): Promise<Made> => clearingRecyclerFlow(t, {});

/** A weighed clearance of a recycler that declares (`generateSustainabilityDeclaration`): its declaration exists. */
export const declaredClearance = async (t: TestApp): Promise<Made> => {
  const made = await clearingRecyclerFlow(t, { generateSustainabilityDeclaration: true });
  created(
    'weighed clearance',
    await t.call('POST', `/api/clearanceTransports/${made.id}/weigh`, {
      token: made.token,
      body: { weight: '700', weighSlipPictureFileUploadUuid: made.picture },
    }),
  );
  return { id: made.id, hubUuid: made.hubUuid };
};

const clearingRecyclerFlow = async (
  t: TestApp,
  over: Record<string, unknown>,
): Promise<Made & { token: string; picture: string }> => {
  const supplier = { uuid: randomUUID(), name: 'Access Supplier' };
  const { hub, token } = await hubOfType(
    t,
    'Access Clearing Recycler',
    'RECYCLER',
    RECYCLER_CLEARING,
    { segregationOutputMaterialTypes: ['PET_CLEAR'], supplierUuids: [supplier.uuid], ...over },
  );
  const picture = await uploadEvidence(t, token);
  const incoming = await truckFrom(t, supplier, 'COLLECTION_CENTER', 'B 9 AC', ['PET_CLEAR'], 800);
  created(
    'truck load',
    await t.call('POST', '/api/registeredMaterials', {
      token,
      body: {
        weight: '800',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: picture,
        ongoingTransportUuid: incoming,
      },
    }),
  );
  const body = {
    transporterLicensePlate: 'B 1234 AC',
    buyer: 'Buyer',
    transporterPictureFileUploadUuid: picture,
  };
  return {
    id: created(
      'clearance transport',
      await t.call('POST', '/api/clearanceTransports', { token, body }),
    ),
    hubUuid: hub.uuid,
    token,
    picture,
  };
};

/** A handling center's clearance of a registered truck. */
export const handlingCenterClearance = async (t: TestApp): Promise<Made> => {
  const supplier = { uuid: randomUUID(), name: 'Access Supplier' };
  const { hub, token } = await hubOfType(
    t,
    'Access Handling',
    'MATERIAL_HANDLING_CENTER',
    HANDLING,
    { supplierUuids: [supplier.uuid] },
  );
  const picture = await uploadEvidence(t, token);
  const truck = await truckFrom(t, supplier, 'COLLECTION_CENTER', 'KA 01 AC 2', ['CARDBOARD'], 400);
  created(
    'handling center material',
    await t.call('POST', '/api/handlingCenterMaterials', {
      token,
      body: {
        transportOwner: 'Own',
        ongoingTransportUuid: truck,
        weight: '400',
        pictureFileUploadUuid: picture,
      },
    }),
  );
  const body = {
    materialTypes: ['CARDBOARD'],
    transporterLicensePlate: 'KA 02 AC 7',
    buyer: 'Buyer',
    transporterPictureFileUploadUuid: picture,
  };
  return {
    id: created(
      'handling center clearance',
      await t.call('POST', '/api/handlingCenterMaterialClearances', { token, body }),
    ),
    hubUuid: hub.uuid,
  };
};

/** A co-processing facility's truck load, ready for its certificate, and the facility's token. */
const coProcessingLoadWithToken = async (t: TestApp): Promise<Made & { token: string }> => {
  const supplier = { uuid: randomUUID(), name: 'Access Supplier' };
  const { hub, token } = await hubOfType(
    t,
    'Access Co-processing',
    'CO_PROCESSING_FACILITY',
    CO_PROCESSING,
    { supplierUuids: [supplier.uuid] },
  );
  const truck = await truckFrom(t, supplier, 'MATERIAL_HANDLING_CENTER', 'ABC1A23', ['RDF'], 900);
  const body = {
    weight: '900',
    licensePlate: 'ABC1A23',
    pictureFileUploadUuid: await uploadEvidence(t, token),
    ongoingTransportUuid: truck,
  };
  return {
    id: created(
      'co-processing load',
      await t.call('POST', '/api/coProcessingMaterials', { token, body }),
    ),
    hubUuid: hub.uuid,
    token,
  };
};
export const coProcessingLoad = async (t: TestApp): Promise<Made> => {
  const { id, hubUuid } = await coProcessingLoadWithToken(t);
  return { id, hubUuid };
};

/** A co-processing facility's certificate (the UNTP credential of a certificate). */
export const certificate = async (t: TestApp): Promise<Made> => {
  const { id, hubUuid, token } = await coProcessingLoadWithToken(t);
  const body = {
    moisturePercentage: '12',
    calorificValue: '5000',
    certificatePictureFileUploadUuid: await uploadEvidence(t, token),
  };
  const path = `/api/coProcessingMaterials/${id}/addCertificate`;
  return { id: created('certificate', await t.call('POST', path, { token, body })), hubUuid };
};
