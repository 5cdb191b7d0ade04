import { compactVerify, importJWK, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeStatusList, statusBit, type EpcisEventRow } from '@cairn/projection-service';
import { untpDteSchemaErrors } from '@cairn/projection-service/src/credentials/untp-conformance';
import { startTestApp, type TestApp } from '../../test/harness/test-app';

type Vc = Record<string, any>;
const PASSWORD = 'demo-password-untp';
let t: TestApp;
let publicKey: CryptoKey | Uint8Array;
let did: string;

beforeAll(async () => {
  t = await startTestApp({ env: { CAIRN_DEMO_PASSWORD: PASSWORD }, demo: true });
  const document = await t.call('GET', '/.well-known/did.json');
  expect(document.status).toBe(200);
  did = document.body.id;
  const method = document.body.verificationMethod[0];
  expect(document.body.assertionMethod).toEqual([method.id]);
  expect(method.publicKeyJwk.d).toBeUndefined();
  publicKey = await importJWK(method.publicKeyJwk as JWK, 'EdDSA');
  // The demo's seeding takes minutes on a machine shared with other test runs.
}, 420_000);
afterAll(async () => {
  await t?.stop();
});

/** A compact JWS checked with jose against the key of /.well-known/did.json; its payload. */
async function verified(jws: string): Promise<Vc> {
  const { payload, protectedHeader } = await compactVerify(jws, publicKey);
  expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt', kid: `${did}#key-1` });
  return JSON.parse(new TextDecoder().decode(payload));
}
async function statusOf(vc: Vc): Promise<boolean> {
  const { credentialStatus } = vc;
  const path = new URL(credentialStatus.statusListCredential).pathname;
  const answer = await fetch(`${t.url}${path}`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('application/vc+jwt');
  const list = await verified(await answer.text());
  expect(list.type).toContain('BitstringStatusListCredential');
  expect(list.credentialSubject.statusPurpose).toBe('revocation');
  const bits = decodeStatusList(list.credentialSubject.encodedList);
  return statusBit(bits, Number(credentialStatus.statusListIndex));
}
const rowsOf = async (eventType: string) =>
  (await t.running.app.rows.list<EpcisEventRow>('epcisEvents')).filter(
    (row) => row.event['cairn:eventType'] === eventType && !row.correctedAt,
  );
const hubOf = async (email: string) =>
  (await t.running.app.rows.list<{ email: string | null; hubUuid: string | null }>('users')).find(
    (u) => u.email === email,
  )!.hubUuid!;

/** Every name, email and phone number of a person Cairn holds (users and collectors). */
async function personalData(): Promise<string[]> {
  const users = await t.running.app.rows.list<Record<string, string | null>>('users');
  const collectors = await t.running.app.rows.list<Record<string, string | null>>('collectors');
  // A user's full name (a demo manager's last name is their hub's town, which a hub's name holds).
  return [
    ...users.flatMap((u) => [`${u.firstName} ${u.lastName}`, u.email, u.phoneNumber]),
    ...collectors.flatMap((c) => [c.name, c.phoneNumber, c.idNumber]),
  ].filter((v): v is string => typeof v === 'string' && v.length > 3);
}

describe('UNTP credentials and public verification on the demo data', () => {
  it("a clearance's credential verifies against the did:web key, validates, is valid, and is revoked once the clearance is rejected", async () => {
    const manager = await t.signIn('manager.bandung@cairn.example', PASSWORD);
    const bandung = await hubOf('manager.bandung@cairn.example');
    const clearances = await rowsOf('ClearanceWeighed');
    const own = clearances.find((row) => row.hubUuid === bandung) ?? clearances[0];
    expect(own).toBeDefined();

    const answer = await fetch(`${t.url}/api/credentials/clearances/${own.uuid}`, {
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/vc+jwt');
    const vc = await verified(await answer.text());
    expect(untpDteSchemaErrors(vc)).toEqual([]);
    expect(vc.issuer.id).toBe(did);
    expect(vc.type).toEqual(['DigitalTraceabilityEvent', 'VerifiableCredential']);
    expect(vc.credentialSubject).toHaveLength(1);
    expect(vc.credentialSubject[0].epcisEvent.eventID).toMatch(
      /^ni:\/\/\/sha-256;[0-9a-f]{64}\?ver=CBV2.0$/,
    );
    expect(vc.credentialSubject[0].epcisEvent['cairn:globalPosition']).toBe(own.globalPosition);
    expect(await statusOf(vc)).toBe(false);

    // The clearance's own hub may fetch it; another hub's manager finds nothing.
    const mine = await t.call('GET', `/api/credentials/clearances/${own.uuid}`, { token: manager });
    expect(mine.status).toBe(own.hubUuid === bandung ? 200 : 404);
    const other = clearances.find((row) => row.hubUuid !== bandung);
    if (other) {
      const refused = await t.call('GET', `/api/credentials/clearances/${other.uuid}`, {
        token: manager,
      });
      expect(refused.status).toBe(404);
    }
    expect((await t.call('GET', `/api/credentials/clearances/${own.uuid}`)).status).toBe(401);

    const flagged = await t.call('POST', `/api/admin/hubEvents/${own.uuid}/flag`, {
      token: t.adminToken,
      body: { tags: ['IMAGE_COMPLIANCE'], comment: 'weigh slip does not match' },
    });
    expect(flagged.status, JSON.stringify(flagged.body)).toBe(200);
    await expect.poll(() => statusOf(vc), { timeout: 15_000 }).toBe(true);
    // A later approval does not bring a revoked credential back.
    await t.call('POST', `/api/admin/hubEvents/${own.uuid}/approve`, {
      token: t.adminToken,
      body: {},
    });
    expect(await statusOf(vc)).toBe(true);
    const page = await t.call('GET', `/verify/${own.uuid}`, {
      headers: { accept: 'application/json' },
    });
    expect(page.body.status[0].state).toBe('revoked');
  });

  it('/verify answers a clearance publicly: chain, signature and status, and no personal data', async () => {
    const [clearance] = await rowsOf('ClearanceWeighed');
    const answer = await t.call('GET', `/verify/${clearance.uuid}`, {
      headers: { accept: 'application/json' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: clearance.uuid,
      kind: 'clearance',
      signature: { issuer: did, verified: true },
      status: [{ state: 'valid', index: Number(clearance.globalPosition) }],
      chain: { verifies: true, upToGlobalPosition: clearance.globalPosition },
    });
    expect(answer.body.mass[0].value).toBeGreaterThan(0);
    expect(answer.body.chainOfCustody[0]).toMatchObject({ step: 'shipping', withdrawn: false });
    const text = JSON.stringify(answer.body);
    for (const datum of await personalData()) expect(text).not.toContain(datum);
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);

    const html = await fetch(`${t.url}/verify/${clearance.uuid}`);
    expect(html.headers.get('content-type')).toContain('text/html');
    const body = await html.text();
    expect(body).toContain('Chain of custody');
    for (const datum of await personalData()) expect(body).not.toContain(datum);
  });

  it("a tracked item's identifier URI leads to its public summary, its whole chain of custody", async () => {
    const [registered] = await rowsOf('CollectedMaterialRegistered');
    const material = registered.materialUuids[0];
    const moved = await fetch(`${t.url}/id/materials/${material}`, { redirect: 'manual' });
    expect(moved.status).toBe(303);
    expect(moved.headers.get('location')).toBe(`/verify/${material}`);
    const answer = await t.call('GET', `/verify/${material}`, {
      headers: { accept: 'application/json' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.kind).toBe('trackedItem');
    expect(answer.body.chainOfCustody.length).toBeGreaterThanOrEqual(1);
    expect(answer.body.chain.verifies).toBe(true);
    const text = JSON.stringify(answer.body);
    for (const datum of await personalData()) expect(text).not.toContain(datum);
    expect((await t.call('GET', `/verify/${crypto.randomUUID()}`)).status).toBe(404);
  });
});
