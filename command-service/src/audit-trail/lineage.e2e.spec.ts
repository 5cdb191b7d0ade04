import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LineageEdge, LineageGraph, LineageNode } from '@cairn/contracts';
import { generateFor, gradingHub } from '../grading/grading.fixtures';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { uploadEvidence } from '../transports/transports.fixtures';
import { recyclerHub } from '../truck-loads/recycler.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const CLEARING = [
  'WASTE_BAG_REGISTRATION',
  'MATERIAL_SEGREGATION',
  'MATERIAL_CLEARANCE',
  'MASS_BALANCE_TRACKING',
  'EVENT_REVIEW',
];
const created = (answer: { status: number; body: { uuid?: string } }) => {
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body.uuid as string;
};
const lineage = async (query: string, token = t.adminToken, path = '/api/admin/lineage') => {
  const answer = await t.call('GET', `${path}?${query}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as LineageGraph;
};
const node = (g: LineageGraph, id: string) => g.nodes.find((n) => n.id === id) as LineageNode;
const edge = (g: LineageGraph, from: string, to: string) =>
  g.edges.find((e) => e.from === from && e.to === to) as LineageEdge;

describe('lineage: from the first bag to the receiving hub, across hubs', () => {
  it("traces a grading output back to the registered bags and their collector, with each input's share", async () => {
    const { hub, token } = await gradingHub(t, 'Lineage Center', { features: CLEARING });
    const [collector] = await generateFor(t, hub.uuid, 'COLLECTOR', 1);
    const [bagItem, baleItem] = await generateFor(t, hub.uuid, 'TRACKED_ITEM', 2);
    const register = async (weight: string, materialType: string, trackedItemUuid: string | null) =>
      created(
        await t.call('POST', '/api/collectedMaterials', {
          token,
          body: {
            registrationUnit: 'BAG',
            weight,
            materialType,
            pictureFileUploadUuid: await uploadEvidence(t, token),
            collectorUuid: collector,
            trackedItemUuid,
          },
        }),
      );
    const first = await register('30', 'PET_CLEAR', bagItem);
    const second = await register('10', 'HDPE_MIXED', null);
    const unit = created(
      await t.call('POST', '/api/collectedMaterials/grade', { token, body: {} }),
    );
    const bale = created(
      await t.call('POST', `/api/segregationUnits/${unit}/outputMaterialBags`, {
        token,
        body: {
          weight: '38',
          materialType: 'PET_CLEAR',
          pictureFileUploadUuid: await uploadEvidence(t, token),
          trackedItemUuid: baleItem,
        },
      }),
    );

    const graph = await lineage(`hubEventUuid=${bale}`);
    expect(node(graph, bale)).toMatchObject({
      kind: 'HUB_EVENT',
      type: 'SEGREGATION',
      weight: 38,
      reviewStatus: 'PENDING',
      hubName: 'Lineage Center',
      origin: true,
    });
    expect(node(graph, first)).toMatchObject({
      kind: 'HUB_EVENT',
      type: 'REGISTRATION',
      weight: 30,
      materialType: 'PET_CLEAR',
    });
    expect(node(graph, second)).toMatchObject({ type: 'REGISTRATION', weight: 10 });
    expect(node(graph, collector)).toMatchObject({ kind: 'COLLECTOR' });
    expect(node(graph, bagItem)).toMatchObject({ kind: 'TRACKED_ITEM' });
    expect(edge(graph, first, unit)).toMatchObject({ kind: 'INPUT', weight: 30, share: 0.75 });
    expect(edge(graph, second, unit)).toMatchObject({ weight: 10, share: 0.25 });
    expect(edge(graph, unit, bale)).toMatchObject({ kind: 'OUTPUT', weight: 38 });
    expect(edge(graph, collector, first)).toMatchObject({ kind: 'SOURCE', weight: 30 });

    // From the bale's QR code the same graph is found; from a bag, forwards to the bale.
    expect(node(await lineage(`trackedItemUuid=${baleItem}`), first)).toBeDefined();
    expect(node(await lineage(`hubEventUuid=${first}`), bale)).toMatchObject({ weight: 38 });
  });

  it('follows a clearance to the receiving hub; a hub user sees other hubs only as anonymous nodes', async () => {
    const { hub, token } = await gradingHub(t, 'Lineage Clearing', { features: CLEARING });
    const bag = created(
      await t.call('POST', '/api/collectedMaterials', {
        token,
        body: {
          registrationUnit: 'BAG',
          weight: '25',
          materialType: 'PET_CLEAR',
          pictureFileUploadUuid: await uploadEvidence(t, token),
        },
      }),
    );
    const clearance = created(
      await t.call('POST', '/api/materialClearances', {
        token,
        body: {
          materialTypes: ['PET_CLEAR'],
          transporterLicensePlate: 'MH 12 LN 1',
          partialClearance: false,
          buyer: 'Lineage Recycler',
          pictureFileUploadUuid: await uploadEvidence(t, token),
        },
      }),
    );
    const weighed = await t.call('POST', `/api/materialClearances/${clearance}/weigh`, {
      token,
      body: { weight: '24', weighSlipPictureFileUploadUuid: await uploadEvidence(t, token) },
    });
    const transport = weighed.body.ongoingTransportUuid as string;
    const recycler = await recyclerHub(t, 'Lineage Recycler', { supplierUuids: [hub.uuid] });
    const load = created(
      await t.call('POST', '/api/registeredMaterials', {
        token: recycler.token,
        body: {
          weight: '24',
          materialType: 'PET_CLEAR',
          pictureFileUploadUuid: await uploadEvidence(t, recycler.token),
          ongoingTransportUuid: transport,
        },
      }),
    );

    const graph = await lineage(`hubEventUuid=${clearance}`);
    expect(node(graph, clearance)).toMatchObject({ type: 'CLEARANCE', weight: 24, origin: true });
    expect(edge(graph, clearance, transport)).toMatchObject({ kind: 'TRANSPORT', weight: 24 });
    expect(node(graph, load)).toMatchObject({
      kind: 'HUB_EVENT',
      type: 'REGISTRATION',
      hubUuid: recycler.hub.uuid,
      hubName: 'Lineage Recycler',
    });
    expect(edge(graph, transport, load)).toMatchObject({ kind: 'RECEIVED', weight: 24 });
    expect(graph.nodes.find((n) => n.kind === 'STOCK')).toMatchObject({
      hubUuid: hub.uuid,
      materialType: 'PET_CLEAR',
    });
    expect(node(await lineage(`hubEventUuid=${load}`), clearance)).toBeDefined();

    // The clearing hub's own view: the recycler's registration is there, but not whose it is.
    const own = await lineage(`hubEventUuid=${clearance}`, token, '/api/lineage');
    expect(own.nodes.map((n) => n.id)).not.toContain(load);
    expect(own.nodes.find((n) => !n.visible && n.type === 'REGISTRATION')).toMatchObject({
      hubUuid: null,
      hubName: null,
      label: null,
      weight: 24,
    });
    expect(JSON.stringify(own)).not.toContain(recycler.hub.uuid);
    expect((await t.call('GET', `/api/lineage?hubEventUuid=${load}`, { token })).status).toBe(404);
    expect(
      (await t.call('GET', `/api/lineage?hubEventUuid=${bag}`, { token: recycler.token })).status,
    ).toBe(404);

    expect(
      (await t.call('GET', '/api/admin/lineage', { token: t.adminToken })).body.fieldErrors,
    ).toEqual({ hubEventUuid: 'validationRequired' });
    expect(
      (await t.call('GET', '/api/admin/lineage?hubEventUuid=x', { token: t.adminToken })).body
        .fieldErrors,
    ).toEqual({ hubEventUuid: 'validationInvalid' });
    expect((await t.call('GET', `/api/admin/lineage?hubEventUuid=${bag}`, { token })).status).toBe(
      403,
    );
  });
});
