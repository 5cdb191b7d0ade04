import { randomUUID } from 'node:crypto';
import { generateFor, gradingHub } from '../../src/grading/grading.fixtures';
import { hubBody, type TestApp } from '../harness/test-app';
import { hubWithManager, picture } from '../harness/fixtures';
import { hubOfType, truckFrom, uploadEvidence } from '../../src/transports/transports.fixtures';
import { recyclerHub } from '../../src/truck-loads/recycler.fixtures';

/** One well-formed request of a POST route, made ready (its records made) before it is sent twice. */
export interface ReplayRequest {
  path: string;
  token: string;
  body?: unknown;
  form?: () => FormData;
}
type Prepare = (t: TestApp) => Promise<ReplayRequest>;

const unique = () => randomUUID().slice(0, 8);
const ok = <T = { uuid: string }>(what: string, answer: { status: number; body: unknown }): T => {
  if (answer.status >= 300)
    throw new Error(`${what} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as T;
};
const post = (t: TestApp, path: string, token: string, body: unknown = {}) =>
  t.call('POST', path, { token, body });
const formOf =
  (file: Buffer, fields: Record<string, string>, name = 'bag.png') =>
  () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), name);
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return form;
  };

const CLEARING = [
  'WASTE_BAG_REGISTRATION',
  'MATERIAL_SEGREGATION',
  'MATERIAL_CLEARANCE',
  'MASS_BALANCE_TRACKING',
  'EVENT_REVIEW',
];
const COLLECTING = ['MATERIAL_COLLECTION', 'WASTE_BAG_REGISTRATION', 'CONTAINER_REGISTRATION'];
const HANDLING = ['MATERIAL_REGISTRATION', 'MATERIAL_CLEARANCE'];
const CO_PROCESSING = ['TRUCK_LOAD_REGISTRATION', 'MATERIAL_CERTIFICATION'];
const person = () => ({
  gender: 'FEMALE',
  firstName: 'Asha',
  lastName: 'Replay',
  authType: 'EMAIL_PASSWORD',
  email: `replay.${unique()}@test.example`,
  language: 'EN',
});

/** A collection center with one bag in stock (of `weight` kg), its manager and the bag's picture. */
const stockedCenter = async (t: TestApp, weight = '30') => {
  const { hub, token } = await gradingHub(t, `Replay Center ${unique()}`, { features: CLEARING });
  const picture = await uploadEvidence(t, token);
  const bag = ok(
    'bag',
    await post(t, '/api/collectedMaterials', token, {
      registrationUnit: 'BAG',
      weight,
      materialType: 'PET_CLEAR',
      pictureFileUploadUuid: picture,
    }),
  );
  return { hub, token, picture, bag: bag.uuid };
};
const graded = async (t: TestApp) => {
  const c = await stockedCenter(t);
  return { ...c, unit: ok('grade', await post(t, '/api/collectedMaterials/grade', c.token)).uuid };
};
const clearance = async (t: TestApp) => {
  const c = await stockedCenter(t);
  const body = {
    materialTypes: ['PET_CLEAR'],
    transporterLicensePlate: 'MH 12 AC 1',
    partialClearance: false,
    buyer: 'Buyer',
    pictureFileUploadUuid: c.picture,
  };
  return { ...c, body };
};
/** A sending hub, and the setting that names it among the receiving hub's suppliers (issue 21.1: only they are received). */
const supplier = () => {
  const hub = { uuid: randomUUID(), name: 'Supplier' };
  return { hub, suppliers: { supplierUuids: [hub.uuid] } };
};
/** A recycler with a truck load of 400 kg from a supplier it names. */
const truckLoaded = async (t: TestApp, features?: string[]) => {
  const from = supplier();
  const r = features
    ? await hubOfType(t, `Replay Recycler ${unique()}`, 'RECYCLER', features, from.suppliers)
    : await recyclerHub(t, `Replay Recycler ${unique()}`, from.suppliers);
  const picture = await uploadEvidence(t, r.token);
  const truck = await truckFrom(
    t,
    from.hub,
    'COLLECTION_CENTER',
    `KA ${unique()}`,
    ['PET_CLEAR'],
    400,
  );
  const load = ok(
    'truck load',
    await post(t, '/api/registeredMaterials', r.token, {
      weight: '400',
      materialType: 'PET_CLEAR',
      pictureFileUploadUuid: picture,
      ongoingTransportUuid: truck,
    }),
  );
  return { ...r, picture, load: load.uuid };
};
const processing = async (t: TestApp) => {
  const r = await recyclerHub(t, `Replay Processor ${unique()}`);
  return {
    ...r,
    picture: await uploadEvidence(t, r.token),
    unit: ok(
      'processing start',
      await post(t, '/api/processingUnits/start', r.token, {
        materialType: 'PET_CLEAR',
        originalWeight: '10',
      }),
    ).uuid,
  };
};
const clearingRecycler = async (t: TestApp) => {
  const from = supplier();
  const r = await hubOfType(
    t,
    `Replay Clearing Recycler ${unique()}`,
    'RECYCLER',
    ['TRUCK_LOAD_REGISTRATION', 'MATERIAL_SEGREGATION', 'MATERIAL_CLEARANCE'],
    { segregationOutputMaterialTypes: ['PET_CLEAR'], ...from.suppliers },
  );
  const picture = await uploadEvidence(t, r.token);
  const truck = await truckFrom(
    t,
    from.hub,
    'COLLECTION_CENTER',
    `B ${unique()}`,
    ['PET_CLEAR'],
    800,
  );
  ok(
    'truck load',
    await post(t, '/api/registeredMaterials', r.token, {
      weight: '800',
      materialType: 'PET_CLEAR',
      pictureFileUploadUuid: picture,
      ongoingTransportUuid: truck,
    }),
  );
  return {
    ...r,
    picture,
    body: {
      transporterLicensePlate: 'B 1234 AC',
      buyer: 'Buyer',
      transporterPictureFileUploadUuid: picture,
    },
  };
};
const handlingCenter = async (t: TestApp) => {
  const from = supplier();
  const h = await hubOfType(
    t,
    `Replay Handling ${unique()}`,
    'MATERIAL_HANDLING_CENTER',
    HANDLING,
    from.suppliers,
  );
  const picture = await uploadEvidence(t, h.token);
  const truck = await truckFrom(
    t,
    from.hub,
    'COLLECTION_CENTER',
    `KA 01 ${unique()}`,
    ['CARDBOARD'],
    400,
  );
  return {
    ...h,
    picture,
    truck,
    body: {
      materialTypes: ['CARDBOARD'],
      transporterLicensePlate: 'KA 02 AC 7',
      buyer: 'Buyer',
      transporterPictureFileUploadUuid: picture,
    },
  };
};
const handlingCenterStocked = async (t: TestApp) => {
  const h = await handlingCenter(t);
  ok(
    'handling material',
    await post(t, '/api/handlingCenterMaterials', h.token, {
      transportOwner: 'Own',
      ongoingTransportUuid: h.truck,
      weight: '400',
      pictureFileUploadUuid: h.picture,
    }),
  );
  return h;
};
const coProcessing = async (t: TestApp) => {
  const from = supplier();
  const h = await hubOfType(
    t,
    `Replay Co-processing ${unique()}`,
    'CO_PROCESSING_FACILITY',
    CO_PROCESSING,
    from.suppliers,
  );
  const truck = await truckFrom(
    t,
    from.hub,
    'MATERIAL_HANDLING_CENTER',
    `ABC${unique()}`,
    ['RDF'],
    900,
  );
  return {
    ...h,
    body: {
      weight: '900',
      licensePlate: 'ABC1A23',
      pictureFileUploadUuid: await uploadEvidence(t, h.token),
      ongoingTransportUuid: truck,
    },
  };
};
const carrier = (t: TestApp) =>
  hubOfType(
    t,
    `Replay Carrier ${unique()}`,
    'CARRIER',
    ['MATERIAL_REGISTRATION', 'MATERIAL_DISPATCH'],
    { collectedMaterialTypes: ['CARDBOARD'] },
  );
const weighBody = (picture: string) => ({ weight: '10', weighSlipPictureFileUploadUuid: picture });
const adminPicture = async (t: TestApp, hubUuid: string) =>
  ok(
    'admin upload',
    await t.call('POST', '/api/admin/fileUploads', {
      token: t.adminToken,
      form: formOf(await picture('scale-display-12-5-kg.png'), {
        hubCompanyUuid: hubUuid,
        latitude: '18.5',
        longitude: '73.8',
      })(),
    }),
  ).uuid;
const hubEvent = async (t: TestApp) => {
  const c = await stockedCenter(t);
  return { ...c, path: (action: string) => `/api/admin/hubEvents/${c.bag}/${action}` };
};
const hubPath = (uuid: string, action: string) => `/api/admin/companies/hubs/${uuid}/${action}`;
const auditAction = async (t: TestApp) => {
  const owner = await hubWithManager(t, `Replay Audited ${unique()}`, 'ROLE_HUB_OWNER');
  const [principle] = ok<Array<{ uuid: string }>>(
    'principles',
    await t.call('GET', '/api/admin/cocPrinciples', { token: t.adminToken }),
  );
  const deadlineDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const body = {
    name: 'Scale calibration',
    description: 'Calibrate the scale',
    deadlineDate,
    cocPrincipleUuid: principle.uuid,
    companyUuid: owner.hub.uuid,
  };
  return { ...owner, body };
};

/** Every POST route this test replays, keyed `POST <path>` as the registry names it. */

/** A hub with plastic credits on and one approved 20 kg PET bag (its own picture: a picture is claimed once). */
const creditsReady = async (t: TestApp, file: string) => {
  const { hub, token } = await hubWithManager(t, `Replay Credits ${unique()}`, 'ROLE_HUB_OWNER', {
    collectedMaterialTypes: ['PET_CLEAR'],
    enablePlasticCredits: true,
  });
  const pictureUuid = await uploadEvidence(t, token, file);
  const bag = ok(
    'bag',
    await post(t, '/api/collectedMaterials', token, {
      registrationUnit: 'BAG',
      weight: '20',
      materialType: 'PET_CLEAR',
      weighedAt: new Date(Date.now() - 86_400_000).toISOString(),
      pictureFileUploadUuid: pictureUuid,
    }),
  );
  ok(
    'approve',
    await post(t, `/api/admin/hubEvents/${bag.uuid}/approve`, t.adminToken, { comment: 'ok' }),
  );
  const day = new Date().toISOString().slice(0, 10);
  const issuance = { hubUuid: hub.uuid, periodFrom: `${day.slice(0, 8)}01`, periodTo: day };
  return { hub, issuance: { ...issuance, claimType: 'COLLECTION', scheme: 'OBP' } };
};
const issuedSerial = async (t: TestApp, file: string) => {
  const { issuance } = await creditsReady(t, file);
  return ok<{ serialFirst: string }>(
    'issuance',
    await post(t, '/api/admin/credits/issuances', t.adminToken, issuance),
  ).serialFirst;
};

export const REPLAYS: Record<string, Prepare> = {
  // Notifications, password resets, the auditor's workspace (issues 15, 16, 21)
  'POST /api/notifications/read': async (t) => ({
    path: '/api/notifications/read',
    token: t.adminToken,
  }),
  'POST /api/admin/users/:uuid/sendPasswordReset': async (t) => {
    const { userUuid } = await hubWithManager(t, `Replay Reset ${unique()}`);
    return { path: `/api/admin/users/${userUuid}/sendPasswordReset`, token: t.adminToken };
  },
  'POST /api/admin/evidencePacks': async (t) => {
    const { hub } = await hubWithManager(t, `Replay Pack ${unique()}`);
    return {
      path: '/api/admin/evidencePacks',
      token: t.adminToken,
      body: { hubUuid: hub.uuid, from: '2026-01-01T00:00:00.000Z', to: '2026-12-31T00:00:00.000Z' },
    };
  },
  'POST /api/admin/auditSamples': async (t) => {
    const { hub } = await hubWithManager(t, `Replay Sample ${unique()}`);
    return {
      path: '/api/admin/auditSamples',
      token: t.adminToken,
      body: {
        hubUuid: hub.uuid,
        from: '2026-01-01T00:00:00.000Z',
        to: '2026-12-31T00:00:00.000Z',
        size: 3,
        seed: 'replay',
      },
    };
  },
  // Admin: hubs, their users and cards
  'POST /api/admin/companies/hubs': async (t) => ({
    path: '/api/admin/companies/hubs',
    token: t.adminToken,
    body: hubBody({ name: `Replay Hub ${unique()}` }),
  }),
  'POST /api/admin/companies/hubs/:uuid': async (t) => {
    const { hub } = await hubWithManager(t, `Replay Edited ${unique()}`);
    const { firstUser: _, ...body } = hubBody({ name: `Replay Renamed ${unique()}` });
    return { path: `/api/admin/companies/hubs/${hub.uuid}`, token: t.adminToken, body };
  },
  'POST /api/admin/companies/hubs/:uuid/pause': async (t) => ({
    path: hubPath((await hubWithManager(t, `Replay Paused ${unique()}`)).hub.uuid, 'pause'),
    token: t.adminToken,
  }),
  'POST /api/admin/companies/hubs/:uuid/reactivate': async (t) => {
    const { hub } = await hubWithManager(t, `Replay Reactivated ${unique()}`);
    ok('pause', await post(t, hubPath(hub.uuid, 'pause'), t.adminToken));
    return { path: hubPath(hub.uuid, 'reactivate'), token: t.adminToken };
  },
  'POST /api/admin/companies/hubs/:uuid/archive': async (t) => ({
    path: hubPath((await hubWithManager(t, `Replay Archived ${unique()}`)).hub.uuid, 'archive'),
    token: t.adminToken,
  }),
  'POST /api/admin/companies/hubs/:uuid/activate': async (t) => ({
    path: hubPath(
      (await hubWithManager(t, `Replay Trial ${unique()}`, 'ROLE_HUB_MANAGER', { state: 'TRIAL' }))
        .hub.uuid,
      'activate',
    ),
    token: t.adminToken,
  }),
  'POST /api/admin/companies/hubs/:uuid/mark-lost': async (t) => ({
    path: hubPath(
      (await hubWithManager(t, `Replay Lost ${unique()}`, 'ROLE_HUB_MANAGER', { state: 'DEMO' }))
        .hub.uuid,
      'mark-lost',
    ),
    token: t.adminToken,
  }),
  'POST /api/admin/companies/hubs/:uuid/mark-churned': async (t) => ({
    path: hubPath((await hubWithManager(t, `Replay Churned ${unique()}`)).hub.uuid, 'mark-churned'),
    token: t.adminToken,
  }),
  'POST /api/admin/companies/hubs/:uuid/prices': async (t) => ({
    path: hubPath((await hubWithManager(t, `Replay Priced ${unique()}`)).hub.uuid, 'prices'),
    token: t.adminToken,
    body: { materialType: 'PET_CLEAR', price: '21.5', effectiveFrom: '2026-01-01' },
  }),
  'POST /api/admin/companies/hubs/:uuid/addHubManager': async (t) => ({
    path: hubPath(
      (await hubWithManager(t, `Replay Staffed ${unique()}`)).hub.uuid,
      'addHubManager',
    ),
    token: t.adminToken,
    body: person(),
  }),
  'POST /api/admin/companies/hubs/:uuid/addHubOwner': async (t) => ({
    path: hubPath((await hubWithManager(t, `Replay Owned ${unique()}`)).hub.uuid, 'addHubOwner'),
    token: t.adminToken,
    body: person(),
  }),
  'POST /api/admin/companies/hubs/:uuid/generateCollectors': async (t) => ({
    path: hubPath(
      (await hubWithManager(t, `Replay Cards ${unique()}`)).hub.uuid,
      'generateCollectors',
    ),
    token: t.adminToken,
    body: { collectorsCount: 2, type: 'INDIVIDUAL' },
  }),
  'POST /api/admin/companies/hubs/:uuid/generateTrackedItems': async (t) => ({
    path: hubPath(
      (await hubWithManager(t, `Replay Items ${unique()}`)).hub.uuid,
      'generateTrackedItems',
    ),
    token: t.adminToken,
    body: { trackedItemsCount: 2, type: 'BAG' },
  }),
  'POST /api/admin/credits/issuances': async (t) => ({
    path: '/api/admin/credits/issuances',
    token: t.adminToken,
    body: (await creditsReady(t, 'bag-on-scale-22-45-kg.png')).issuance,
  }),
  'POST /api/admin/credits/blocks/:serial/transfers': async (t) => {
    const serial = await issuedSerial(t, 'bag-on-scale-3-10-kg.png');
    const brand = await hubWithManager(t, `Replay Brand ${unique()}`, 'ROLE_HUB_OWNER', {
      type: 'ORGANIZATION',
      features: [],
      collectedMaterialTypes: [],
      assignedCompanyUuids: [],
    });
    return {
      path: `/api/admin/credits/blocks/${serial}/transfers`,
      token: t.adminToken,
      body: { quantity: 2, beneficiaryOrganizationUuid: brand.hub.uuid },
    };
  },
  'POST /api/admin/credits/blocks/:serial/retirements': async (t) => ({
    path: `/api/admin/credits/blocks/${await issuedSerial(t, 'bag-on-scale-7-25-kg.png')}/retirements`,
    token: t.adminToken,
    body: { quantity: 2, beneficiary: 'Replay Brand', purpose: 'offset' },
  }),
  'POST /api/admin/companies/hubs/:uuid/syncMarketplace': async (t) => ({
    path: hubPath((await stockedCenter(t)).hub.uuid, 'syncMarketplace'),
    token: t.adminToken,
  }),
  'POST /api/admin/companies/:hubUuid/projects': async (t) => ({
    path: `/api/admin/companies/${(await hubWithManager(t, `Replay Project ${unique()}`)).hub.uuid}/projects`,
    token: t.adminToken,
    body: { externalId: `P-${unique()}`, isCairn: true },
  }),
  'POST /api/admin/users/:uuid': async (t) => {
    const { userUuid, email } = await hubWithManager(t, `Replay User ${unique()}`);
    return {
      path: `/api/admin/users/${userUuid}`,
      token: t.adminToken,
      body: { ...person(), email },
    };
  },
  'POST /api/admin/users/:uuid/suspend': async (t) => ({
    path: `/api/admin/users/${(await hubWithManager(t, `Replay Suspended ${unique()}`)).userUuid}/suspend`,
    token: t.adminToken,
  }),
  'POST /api/admin/epcis/apiKeys/:uuid/revoke': async (t) => {
    const organization = await hubWithManager(t, `Replay Brand ${unique()}`, 'ROLE_HUB_OWNER', {
      type: 'ORGANIZATION',
      features: [],
      collectedMaterialTypes: [],
    });
    const key = ok(
      'an API key',
      await post(t, '/api/admin/epcis/apiKeys', t.adminToken, {
        organizationUuid: organization.hub.uuid,
        hubUuids: [organization.hub.uuid],
        from: '2025-01-01T00:00:00Z',
        to: '2026-01-01T00:00:00Z',
      }),
    );
    return { path: `/api/admin/epcis/apiKeys/${key.uuid}/revoke`, token: t.adminToken };
  },
  'POST /api/admin/platformSettings': async (t) => ({
    path: '/api/admin/platformSettings',
    token: t.adminToken,
    body: { idPictureRetentionMonths: 18 },
  }),
  'POST /api/admin/personalData/:uuid/erase': async (t) => {
    const { userUuid } = await hubWithManager(t, `Replay Erased ${unique()}`);
    await t.call('POST', `/api/admin/users/${userUuid}/suspend`, { token: t.adminToken });
    return {
      path: `/api/admin/personalData/${userUuid}/erase`,
      token: t.adminToken,
      body: { reason: 'asked to be forgotten' },
    };
  },
  'POST /api/admin/fileUploads': async (t) => ({
    path: '/api/admin/fileUploads',
    token: t.adminToken,
    form: formOf(await picture('scale-display-12-5-kg.png'), {
      hubCompanyUuid: (await hubWithManager(t, `Replay Admin Upload ${unique()}`)).hub.uuid,
      latitude: '18.5',
      longitude: '73.8',
    }),
  }),
  'POST /api/admin/collectedMaterials': async (t) => {
    const { hub } = await gradingHub(t, `Replay Admin Bag ${unique()}`);
    return {
      path: '/api/admin/collectedMaterials',
      token: t.adminToken,
      body: {
        weight: '5',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: await adminPicture(t, hub.uuid),
        hubCompanyUuid: hub.uuid,
      },
    };
  },
  'POST /api/admin/materialClearances/pictures': async (t) => ({
    path: '/api/admin/materialClearances/pictures',
    token: t.adminToken,
    form: formOf(await picture('scale-display-12-5-kg.png'), {
      hubCompanyUuid: (await stockedCenter(t)).hub.uuid,
    }),
  }),
  'POST /api/admin/materialClearances': async (t) => {
    const { hub } = await stockedCenter(t);
    const pictureUuid = ok(
      'clearance picture',
      await t.call('POST', '/api/admin/materialClearances/pictures', {
        token: t.adminToken,
        form: formOf(await picture('scale-display-12-5-kg.png'), { hubCompanyUuid: hub.uuid })(),
      }),
    ).uuid;
    return {
      path: '/api/admin/materialClearances',
      token: t.adminToken,
      body: {
        buyer: 'Buyer',
        transporterLicensePlate: 'MH 12 AB 1',
        pictureFileUploadUuid: pictureUuid,
        hubCompanyUuid: hub.uuid,
      },
    };
  },
  'POST /api/admin/hubEvents/:uuid/approve': async (t) => ({
    path: (await hubEvent(t)).path('approve'),
    token: t.adminToken,
    body: { tags: [] },
  }),
  'POST /api/admin/hubEvents/:uuid/flag': async (t) => ({
    path: (await hubEvent(t)).path('flag'),
    token: t.adminToken,
    body: { comment: 'check the scale', tags: ['IMAGE_WEIGHT_MISMATCH'] },
  }),
  'POST /api/admin/hubEvents/:uuid/amendWeight': async (t) => ({
    path: (await hubEvent(t)).path('amendWeight'),
    token: t.adminToken,
    body: { weight: 7 },
  }),
  'POST /api/admin/hubEvents/:uuid/remove': async (t) => ({
    path: (await hubEvent(t)).path('remove'),
    token: t.adminToken,
    body: { comment: 'wrong hub' },
  }),
  'POST /api/admin/hubEvents/:uuid/removeAsDuplicate': async (t) => {
    const e = await hubEvent(t);
    const original = ok(
      'bag',
      await post(t, '/api/collectedMaterials', e.token, {
        registrationUnit: 'BAG',
        weight: '30',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: e.picture,
      }),
    );
    return {
      path: e.path('removeAsDuplicate'),
      token: t.adminToken,
      body: { originalHubEventUuid: original.uuid },
    };
  },
  'POST /api/admin/hubEvents/export': async (t) => ({
    path: '/api/admin/hubEvents/export',
    token: t.adminToken,
    body: {},
  }),
  'POST /api/admin/hubs/stock/export': async (t) => ({
    path: `/api/admin/hubs/stock/export?hubUuid=${(await stockedCenter(t)).hub.uuid}`,
    token: t.adminToken,
  }),
  'POST /api/admin/collectors/export': async (t) => ({
    path: '/api/admin/collectors/export',
    token: t.adminToken,
    body: {},
  }),
  'POST /api/admin/trackedItems/export': async (t) => ({
    path: '/api/admin/trackedItems/export',
    token: t.adminToken,
    body: {},
  }),
  'POST /api/admin/complianceActions': async (t) => ({
    path: '/api/admin/complianceActions',
    token: t.adminToken,
    body: (await auditAction(t)).body,
  }),
  'POST /api/admin/complianceActions/:uuid/markAsReviewed': async (t) => {
    const action = ok(
      'audit action',
      await post(t, '/api/admin/complianceActions', t.adminToken, (await auditAction(t)).body),
    );
    return {
      path: `/api/admin/complianceActions/${action.uuid}/markAsReviewed`,
      token: t.adminToken,
      body: { documents: [] },
    };
  },
  'POST /api/admin/complianceActions/:uuid/reopen': async (t) => {
    const action = ok(
      'audit action',
      await post(t, '/api/admin/complianceActions', t.adminToken, (await auditAction(t)).body),
    );
    ok(
      'review',
      await post(t, `/api/admin/complianceActions/${action.uuid}/markAsReviewed`, t.adminToken, {
        documents: [],
      }),
    );
    return { path: `/api/admin/complianceActions/${action.uuid}/reopen`, token: t.adminToken };
  },
  // The hub app
  'POST /api/fileUploads': async (t) => ({
    path: '/api/fileUploads',
    token: (await hubWithManager(t, `Replay Upload ${unique()}`)).token,
    form: formOf(await picture('scale-display-12-5-kg.png'), {
      latitude: '18.5',
      longitude: '73.8',
    }),
  }),
  'POST /api/userInstructionViews': async (t) => ({
    path: '/api/userInstructionViews',
    token: (await recyclerHub(t, `Replay Views ${unique()}`)).token,
    body: { instruction: 'FINISH_TRUCK_LOAD_GRADING' },
  }),
  'POST /api/collectedMaterials': async (t) => {
    const { token } = await gradingHub(t, `Replay Bags ${unique()}`);
    return {
      path: '/api/collectedMaterials',
      token,
      body: {
        registrationUnit: 'BAG',
        weight: '12.5',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: await uploadEvidence(t, token),
      },
    };
  },
  'POST /api/collectedMaterials/grade': async (t) => ({
    path: '/api/collectedMaterials/grade',
    token: (await stockedCenter(t)).token,
    body: {},
  }),
  'POST /api/segregationUnits/:id/outputMaterialBags': async (t) => {
    const g = await graded(t);
    return {
      path: `/api/segregationUnits/${g.unit}/outputMaterialBags`,
      token: g.token,
      body: { weight: '1', materialType: 'PET_CLEAR', pictureFileUploadUuid: g.picture },
    };
  },
  'POST /api/segregationUnits/:uuid/finish': async (t) => {
    const g = await graded(t);
    ok(
      'output bag',
      await post(t, `/api/segregationUnits/${g.unit}/outputMaterialBags`, g.token, {
        weight: '1',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: g.picture,
      }),
    );
    return { path: `/api/segregationUnits/${g.unit}/finish`, token: g.token, body: {} };
  },
  'POST /api/segregationUnits/:uuid/error': async (t) => {
    const g = await graded(t);
    return {
      path: `/api/segregationUnits/${g.unit}/error`,
      token: g.token,
      body: { reason: 'Scale broke' },
    };
  },
  'POST /api/collectionUnits': async (t) => {
    const { token } = await hubOfType(
      t,
      `Replay Collecting ${unique()}`,
      'COLLECTION_CENTER',
      COLLECTING,
    );
    return {
      path: '/api/collectionUnits',
      token,
      body: {
        transporterLicensePlate: 'MH-12',
        transporterPictureFileUploadUuid: await uploadEvidence(t, token),
      },
    };
  },
  'POST /api/collectionUnits/:uuid/finish': async (t) => {
    const { token } = await hubOfType(
      t,
      `Replay Collected ${unique()}`,
      'COLLECTION_CENTER',
      COLLECTING,
    );
    const evidence = await uploadEvidence(t, token);
    const unit = ok(
      'collection',
      await post(t, '/api/collectionUnits', token, {
        transporterLicensePlate: 'MH-12',
        transporterPictureFileUploadUuid: evidence,
      }),
    );
    return {
      path: `/api/collectionUnits/${unit.uuid}/finish`,
      token,
      body: { weight: '40', weighSlipPictureFileUploadUuid: evidence },
    };
  },
  'POST /api/collectionUnits/:uuid/householdVisits': async (t) => {
    const { token } = await hubOfType(t, `Replay Visits ${unique()}`, 'COLLECTION_CENTER', [
      ...COLLECTING,
      'COLLECTOR_HOUSEHOLD_VACANT',
    ]);
    const unit = ok(
      'collection',
      await post(t, '/api/collectionUnits', token, {
        transporterLicensePlate: 'MH-12',
        transporterPictureFileUploadUuid: await uploadEvidence(t, token),
      }),
    );
    return {
      path: `/api/collectionUnits/${unit.uuid}/householdVisits`,
      token,
      body: { outcome: 'VACANT' },
    };
  },
  'POST /api/companies/pickupPoints/search': async (t) => ({
    path: '/api/companies/pickupPoints/search',
    token: (await hubOfType(t, `Replay Pickup ${unique()}`, 'COLLECTION_CENTER', COLLECTING)).token,
    body: { name: 'Replay' },
  }),
  'POST /api/collectors/:uuid': async (t) => {
    const { hub, token } = await gradingHub(t, `Replay Collectors ${unique()}`);
    const [collector] = await generateFor(t, hub.uuid, 'COLLECTOR', 1);
    return {
      path: `/api/collectors/${collector}`,
      token,
      body: {
        name: 'Asha K',
        idNumber: 'MH-1',
        birthDate: '1988-04-12',
        idDocumentFileUploadUuid: await uploadEvidence(t, token),
      },
    };
  },
  'POST /api/trackedItems/:uuid': async (t) => {
    const { hub, token } = await gradingHub(t, `Replay Items ${unique()}`);
    const [item] = await generateFor(t, hub.uuid, 'TRACKED_ITEM', 1);
    return { path: `/api/trackedItems/${item}`, token, body: { type: 'SACK' } };
  },
  'POST /api/complianceActions/:uuid/evidence': async (t) => {
    const owner = await auditAction(t);
    const action = ok(
      'audit action',
      await post(t, '/api/admin/complianceActions', t.adminToken, owner.body),
    );
    return {
      path: `/api/complianceActions/${action.uuid}/evidence`,
      token: owner.token,
      form: formOf(await picture('scale-display-12-5-kg.png'), { comment: 'calibrated' }),
    };
  },
  'POST /api/materialClearances': async (t) => {
    const c = await clearance(t);
    return { path: '/api/materialClearances', token: c.token, body: c.body };
  },
  'POST /api/materialClearances/:id/weigh': async (t) => {
    const c = await clearance(t);
    const started = ok('clearance', await post(t, '/api/materialClearances', c.token, c.body));
    return {
      path: `/api/materialClearances/${started.uuid}/weigh`,
      token: c.token,
      body: weighBody(c.picture),
    };
  },
  'POST /api/clearanceTransports': async (t) => {
    const r = await clearingRecycler(t);
    return { path: '/api/clearanceTransports', token: r.token, body: r.body };
  },
  'POST /api/clearanceTransports/:id/weigh': async (t) => {
    const r = await clearingRecycler(t);
    const started = ok(
      'clearance transport',
      await post(t, '/api/clearanceTransports', r.token, r.body),
    );
    return {
      path: `/api/clearanceTransports/${started.uuid}/weigh`,
      token: r.token,
      body: weighBody(r.picture),
    };
  },
  'POST /api/handlingCenterMaterials': async (t) => {
    const h = await handlingCenter(t);
    return {
      path: '/api/handlingCenterMaterials',
      token: h.token,
      body: {
        transportOwner: 'Own',
        ongoingTransportUuid: h.truck,
        weight: '400',
        pictureFileUploadUuid: h.picture,
      },
    };
  },
  'POST /api/handlingCenterMaterialClearances': async (t) => {
    const h = await handlingCenterStocked(t);
    return { path: '/api/handlingCenterMaterialClearances', token: h.token, body: h.body };
  },
  'POST /api/handlingCenterMaterialClearances/:id/weigh': async (t) => {
    const h = await handlingCenterStocked(t);
    const started = ok(
      'handling clearance',
      await post(t, '/api/handlingCenterMaterialClearances', h.token, h.body),
    );
    return {
      path: `/api/handlingCenterMaterialClearances/${started.uuid}/weigh`,
      token: h.token,
      body: weighBody(h.picture),
    };
  },
  'POST /api/ongoingTransports/search': async (t) => ({
    path: '/api/ongoingTransports/search',
    token: (await handlingCenter(t)).token,
    body: { transporterLicensePlate: 'KA 01' },
  }),
  'POST /api/coProcessingMaterials': async (t) => {
    const c = await coProcessing(t);
    return { path: '/api/coProcessingMaterials', token: c.token, body: c.body };
  },
  'POST /api/coProcessingMaterials/:uuid/addCertificate': async (t) => {
    const c = await coProcessing(t);
    const load = ok(
      'co-processing load',
      await post(t, '/api/coProcessingMaterials', c.token, c.body),
    );
    return {
      path: `/api/coProcessingMaterials/${load.uuid}/addCertificate`,
      token: c.token,
      body: {
        moisturePercentage: '12',
        calorificValue: '5000',
        certificatePictureFileUploadUuid: c.body.pictureFileUploadUuid,
      },
    };
  },
  'POST /api/carrierMaterials': async (t) => ({
    path: '/api/carrierMaterials',
    token: (await carrier(t)).token,
    body: { transportOwner: 'Own fleet', weight: '120.5', materialType: 'CARDBOARD' },
  }),
  'POST /api/materialDispatches': async (t) => {
    const { token } = await carrier(t);
    ok(
      'carrier material',
      await post(t, '/api/carrierMaterials', token, {
        transportOwner: 'Own fleet',
        weight: '120.5',
        materialType: 'CARDBOARD',
      }),
    );
    return {
      path: '/api/materialDispatches',
      token,
      body: {
        identifier: `PE-${unique()}`,
        weight: '120',
        documentFileUploadUuid: await uploadEvidence(t, token),
      },
    };
  },
  'POST /api/registeredMaterials': async (t) => {
    const { token } = await recyclerHub(t, `Replay Trucks ${unique()}`);
    return {
      path: '/api/registeredMaterials',
      token,
      body: {
        weight: '400',
        materialType: 'PET_CLEAR',
        licensePlate: 'KA 03',
        supplier: 'Dealer',
        pictureFileUploadUuid: await uploadEvidence(t, token),
      },
    };
  },
  'POST /api/registeredMaterials/:uuid/grade': async (t) => {
    const r = await truckLoaded(t);
    return { path: `/api/registeredMaterials/${r.load}/grade`, token: r.token, body: {} };
  },
  'POST /api/registeredMaterials/:uuid/process': async (t) => {
    const r = await truckLoaded(t);
    return { path: `/api/registeredMaterials/${r.load}/process`, token: r.token, body: {} };
  },
  'POST /api/massBalance/grading/start': async (t) => ({
    path: '/api/massBalance/grading/start',
    token: (await truckLoaded(t)).token,
    body: { materialType: 'PET_CLEAR' },
  }),
  'POST /api/collectedMaterials/:materialUuid/certify': async (t) => {
    const r = await truckLoaded(t, ['TRUCK_LOAD_REGISTRATION', 'MATERIAL_CERTIFICATION']);
    return {
      path: `/api/collectedMaterials/${r.load}/certify`,
      token: r.token,
      body: { certifiedWeight: '390', certificatePictureFileUploadUuid: r.picture },
    };
  },
  'POST /api/processingUnits/start': async (t) => ({
    path: '/api/processingUnits/start',
    token: (await recyclerHub(t, `Replay Start ${unique()}`)).token,
    body: { materialType: 'PET_CLEAR', originalWeight: '10' },
  }),
  'POST /api/processingUnits/:id/outputMaterialBags': async (t) => {
    const p = await processing(t);
    return {
      path: `/api/processingUnits/${p.unit}/outputMaterialBags`,
      token: p.token,
      body: {
        materialType: 'PET_CLEAR',
        productType: 'PELLET',
        processedAt: new Date().toISOString(),
        weight: '1',
        pictureFileUploadUuid: p.picture,
      },
    };
  },
  'POST /api/processingUnits/:uuid/finish': async (t) => {
    const p = await processing(t);
    ok(
      'output bag',
      await post(t, `/api/processingUnits/${p.unit}/outputMaterialBags`, p.token, {
        materialType: 'PET_CLEAR',
        productType: 'PELLET',
        processedAt: new Date().toISOString(),
        weight: '1',
        pictureFileUploadUuid: p.picture,
      }),
    );
    return { path: `/api/processingUnits/${p.unit}/finish`, token: p.token, body: {} };
  },
  'POST /api/processingUnits/:uuid/error': async (t) => {
    const p = await processing(t);
    return {
      path: `/api/processingUnits/${p.unit}/error`,
      token: p.token,
      body: { reason: 'Shredder broke' },
    };
  },
};

/** POST routes not replayed, and why: they open sessions or send codes, which are not commands. */
export const NOT_REPLAYED: Record<string, string> = {
  'POST /api/admin/epcis/apiKeys':
    "answers the new key's secret once; the command store keeps the answer without it (only its hash is recorded), so the same key again answers 409 rather than a second copy of the secret",
  'POST /api/auth/signIn':
    "opens a session (a new token each time); a key sent without a user is shared by every anonymous caller, so keeping one caller's token to answer a key again would hand it to another",
  'POST /api/auth/otp':
    'sends a one-time code (rate-limited per number and address); not a command, nothing appended',
  'POST /api/auth/otp/verify': 'opens a session, as sign-in (see there)',
  'POST /api/auth/signOut':
    "ends the session its token names: the replay's token is no longer valid (401), by design",
  'POST /api/admin/users/:uuid/impersonate':
    'issues a short-lived impersonation token for a system user; no command is appended, and no token is kept to be answered again',
  'POST /api/admin/users/:uuid/changePassword':
    "on the caller's own account it answers a fresh session token and ends the caller's other sessions, as sign-in (no token is kept to answer a key again); an admin setting a hub user's password ends that user's sessions, so the same key again sets it again, recorded again",
  'POST /api/users/current/password':
    'answers a fresh session token (the other sessions are ended): as sign-in, no token is kept to answer a key again; sent again with the old password it is refused',
  'POST /api/auth/passwordReset':
    'a reset link works once: sent again it is refused (the link is spent), by design',
  'POST /api/admin/complianceActions/:uuid/reviewDocuments':
    "an upload: stored by its content, answered with the file's record; the audit action it is for is marked reviewed by its own call",
  'POST /api/admin/hubEvents/autoReview/recheck':
    "asks the automatic review to check a hub's period again: the reactor records under command ids of (hub event, check version), so a second call records nothing new",
  'POST /api/notifications/:uuid/read':
    'marks one notification read: its readAt stays the first one (idempotent by state); the test app has no alert that names a notification to read',
  'POST /api/admin/projections/:name/rebuild':
    'starts a blue/green rebuild of a read model, not a command: nothing is appended; sent again it answers the rebuild under way, or starts a new one after it ended',
  'POST /api/admin/projections/:name/rebuild/cancel':
    'cancels the rebuild under way, not a command: nothing is appended; sent again it answers { cancelled: false }',
  'POST /api/admin/projections/:name/snapshots':
    'folds a read model as it was into a named snapshot of the read store, not a command: nothing is appended; the same name again builds it again',
};
