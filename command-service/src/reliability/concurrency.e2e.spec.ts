import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '@cairn/contracts';
import { ALL_PROJECTIONS, foldRows } from '@cairn/projection-service';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';
import { gradingHub } from '../grading/grading.fixtures';
import { OUTPUT_TOLERANCE } from '../grading/segregation-unit.decider';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const upload = async (token: string) =>
  (await uploadPicture(t, token, '/api/fileUploads', await picture('scale-display-12-5-kg.png')))
    .body.uuid as string;
const register = async (token: string, weight: string) => {
  const answer = await t.call('POST', '/api/collectedMaterials', {
    token,
    body: {
      registrationUnit: 'BAG',
      weight,
      materialType: 'PET_CLEAR',
      pictureFileUploadUuid: await upload(token),
    },
  });
  expect(answer.status).toBe(201);
  return answer.body.uuid as string;
};
/** Every request at once: none waits for another's answer. */
const together = <T>(count: number, send: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => send(i)));
const rowOf = async (model: string, id: string) => {
  const projection = ALL_PROJECTIONS.find((p) => p.model.name === model)!;
  const all = (await t.running.app.events.readAll({ txId: '0', position: '0' }, 1_000_000)).events;
  return {
    stored: await t.running.app.rows.get(model, id),
    rebuilt: foldRows(projection, all).get(id) ?? null,
  };
};

describe('parallel commands on one aggregate', () => {
  it('reviews and weight changes of one hub event: each answered or refused with 409, no update lost', async () => {
    const { token } = await hubWithManager(t, 'Race Review Hub');
    const uuid = await register(token, '20');
    const answers = await together(24, (i) => {
      const path = `/api/admin/hubEvents/${uuid}`;
      if (i % 3 === 0)
        return t.call('POST', `${path}/amendWeight`, {
          token: t.adminToken,
          body: { weight: String(21 + i) },
        });
      if (i % 3 === 1)
        return t.call('POST', `${path}/approve`, {
          token: t.adminToken,
          body: { tags: [], weight: 50 + i },
        });
      return t.call('POST', `${path}/flag`, {
        token: t.adminToken,
        body: { tags: ['OTHER'], comment: `race ${i}` },
      });
    });
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);

    const stream = await t.running.app.events.readStream(`collectedMaterial-${uuid}`);
    expect(stream.map((e) => e.streamPosition)).toEqual(stream.map((_, i) => i));
    // Every accepted command is in the stream once; a refused one left nothing.
    expect(new Set(stream.slice(1).map((e) => e.metadata.commandId)).size).toBe(
      statuses.filter((s) => s === 200).length,
    );
    // Each change of weight saw the weight before it: no decision on a stale state got in.
    let weight = 20;
    for (const event of stream) {
      if (event.type !== 'HubEventWeightAmended') continue;
      expect(event.data.previousWeight).toBe(weight);
      weight = event.data.weight;
    }
    const last = [...stream].reverse().find((e) => e.type === 'HubEventReviewed') as
      StoredEvent | undefined;
    const { stored, rebuilt } = await rowOf('hubEvents', uuid);
    expect(stored).toEqual(rebuilt);
    expect(stored).toMatchObject({
      weight,
      status: last ? (last.data as { status: string }).status : 'PENDING',
    });
  });

  it('outputs of one segregation unit never exceed its input, however many arrive at once', async () => {
    const { token } = await gradingHub(t, 'Race Grading Hub');
    await register(token, '6');
    await register(token, '4');
    const started = await t.call('POST', '/api/collectedMaterials/grade', { token, body: {} });
    expect(started.status).toBe(201);
    const unit = started.body.uuid as string;
    const pictureUuid = await upload(token);
    const answers = await together(14, () =>
      t.call('POST', `/api/segregationUnits/${unit}/outputMaterialBags`, {
        token,
        body: { weight: '1', materialType: 'PET_CLEAR', pictureFileUploadUuid: pictureUuid },
      }),
    );
    for (const a of answers) {
      expect([201, 400, 409]).toContain(a.status);
      if (a.status === 400) expect(a.body.fieldErrors).toEqual({ weight: 'validationMax' });
    }
    const accepted = answers.filter((a) => a.status === 201).length;
    const stream = await t.running.app.events.readStream(`segregationUnit-${unit}`);
    const outputs = stream.filter((e) => e.type === 'SegregationUnitOutputAdded');
    expect(outputs).toHaveLength(accepted);
    const total = outputs.reduce((sum, e) => sum + (e.data as { weight: number }).weight, 0);
    expect(total).toBeLessThanOrEqual(10 * (1 + OUTPUT_TOLERANCE));
    // A refusal for weight means the unit was really full when it was decided.
    if (answers.some((a) => a.status === 400))
      expect(total + 1).toBeGreaterThan(10 * (1 + OUTPUT_TOLERANCE));
    const { stored, rebuilt } = await rowOf('segregationUnits', unit);
    expect(stored).toEqual(rebuilt);
  });

  it('one grading at a time per hub: parallel starts take each bag once', async () => {
    const { token } = await gradingHub(t, 'Race Start Hub');
    const bags = [await register(token, '3'), await register(token, '5')];
    const answers = await together(8, () =>
      t.call('POST', '/api/collectedMaterials/grade', { token, body: {} }),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const a of answers) if (a.status !== 201) expect([400, 409]).toContain(a.status);
    for (const bag of bags) {
      const graded = (await t.running.app.events.readStream(`collectedMaterial-${bag}`)).filter(
        (e) => e.type === 'CollectedMaterialGraded',
      );
      expect(graded).toHaveLength(1);
    }
  });

  it('the same Idempotency-Key sent twice at once appends once and answers both alike', async () => {
    const { token } = await hubWithManager(t, 'Race Key Hub');
    const png = await picture('scale-display-12-5-kg.png');
    const key = randomUUID();
    const uploads = await together(4, () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)]), 'bag.png');
      return t.call('POST', '/api/fileUploads', {
        token,
        form,
        headers: { 'idempotency-key': key },
      });
    });
    expect(uploads.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(uploads.map((a) => a.body.uuid)).size).toBe(1);

    const registrationKey = randomUUID();
    const body = {
      registrationUnit: 'BAG',
      weight: '7',
      materialType: 'PET_CLEAR',
      pictureFileUploadUuid: uploads[0].body.uuid,
    };
    const registrations = await together(4, () =>
      t.call('POST', '/api/collectedMaterials', {
        token,
        body,
        headers: { 'idempotency-key': registrationKey },
      }),
    );
    expect(registrations.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(registrations.map((a) => a.body.uuid)).size).toBe(1);
    const all = (await t.running.app.events.readAll({ txId: '0', position: '0' }, 1_000_000))
      .events;
    for (const k of [key, registrationKey])
      expect(all.filter((e) => e.metadata.commandId.endsWith(`:${k}`))).toHaveLength(1);

    // A key too long to keep is refused, not dropped: its retries would otherwise append again.
    const tooLong = await t.call('POST', '/api/collectedMaterials', {
      token,
      body,
      headers: { 'idempotency-key': 'k'.repeat(201) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fieldErrors).toEqual({ 'Idempotency-Key': 'validationExceedsMaxLength' });
    expect(
      (await t.running.app.events.readAll({ txId: '0', position: '0' }, 1_000_000)).events,
    ).toHaveLength(all.length);
  });
});

describe('parallel clearances of one stock (issue 8)', () => {
  const CLEARING = [
    'WASTE_BAG_REGISTRATION',
    'MATERIAL_SEGREGATION',
    'MATERIAL_CLEARANCE',
    'MASS_BALANCE_TRACKING',
    'EVENT_REVIEW',
  ];
  const takenBy = async (uuid: string) =>
    (await t.running.app.events.readStream(`materialClearance-${uuid}`))
      .filter((e) => e.type === 'ClearanceStockTaken')
      .reduce((sum, e) => sum + (e.data as { quantity: number }).quantity, 0);

  it('six full clearances of one material at once: one takes the stock, the others find none', async () => {
    const { token } = await gradingHub(t, 'Race Clearance Hub', { features: CLEARING });
    await register(token, '6');
    await register(token, '4');
    const pictureUuid = await upload(token);
    const answers = await together(6, (i) =>
      t.call('POST', '/api/materialClearances', {
        token,
        body: {
          materialTypes: ['PET_CLEAR'],
          transporterLicensePlate: `RACE ${i}`,
          partialClearance: false,
          buyer: 'B',
          pictureFileUploadUuid: pictureUuid,
        },
      }),
    );
    const accepted = answers.filter((a) => a.status === 201);
    expect(accepted).toHaveLength(1);
    for (const a of answers)
      if (a.status !== 201)
        expect(a.status === 409 || a.body.errorMessageKey === 'noMaterialForClearance').toBe(true);
    expect(await takenBy(accepted[0].body.uuid as string)).toBe(10);
  });

  it('parallel partial clearances never take more than the stock together', async () => {
    const { token } = await gradingHub(t, 'Race Partial Hub', { features: CLEARING });
    await register(token, '10');
    const pictureUuid = await upload(token);
    const answers = await together(6, (i) =>
      t.call('POST', '/api/materialClearances', {
        token,
        body: {
          materialTypes: ['PET_CLEAR'],
          transporterLicensePlate: `PART ${i}`,
          partialClearance: true,
          estimatedWeight: '3',
          buyer: 'B',
          pictureFileUploadUuid: pictureUuid,
        },
      }),
    );
    for (const a of answers) {
      expect([201, 400, 409]).toContain(a.status);
      if (a.status === 400)
        expect(a.body.fieldErrors ?? { key: a.body.errorMessageKey }).toMatchObject(
          a.body.fieldErrors
            ? { estimatedWeight: 'validationMax' }
            : { key: 'noMaterialForClearance' },
        );
    }
    const accepted = answers.filter((a) => a.status === 201);
    expect(accepted).toHaveLength(3);
    const taken = (await Promise.all(accepted.map((a) => takenBy(a.body.uuid as string)))).reduce(
      (s, q) => s + q,
      0,
    );
    expect(taken).toBe(9);
  });
});
