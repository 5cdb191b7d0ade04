import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvidencePackView } from '@cairn/contracts';
import { gradingHub } from '../grading/grading.fixtures';
import { ROOT } from '../../test/harness/browser';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { uploadEvidence } from '../transports/transports.fixtures';
import { type PackProof, verifyPack } from './evidence-pack.verify';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const status = async (uuid: string): Promise<EvidencePackView> =>
  (await t.call('GET', `/api/admin/evidencePacks/${uuid}`, { token: t.adminToken })).body;

describe('evidence packs', () => {
  it('builds a ZIP whose manifest matches its files and whose events verify offline; a changed byte is found', async () => {
    const { hub, token } = await gradingHub(t, 'Evidence Hub');
    const from = new Date(Date.now() - 60_000).toISOString();
    const bag = (
      await t.call('POST', '/api/collectedMaterials', {
        token,
        body: {
          registrationUnit: 'BAG',
          weight: '30',
          materialType: 'PET_CLEAR',
          pictureFileUploadUuid: await uploadEvidence(t, token),
        },
      })
    ).body.uuid as string;
    const unit = (await t.call('POST', '/api/collectedMaterials/grade', { token, body: {} })).body
      .uuid as string;
    const bale = (
      await t.call('POST', `/api/segregationUnits/${unit}/outputMaterialBags`, {
        token,
        body: {
          weight: '29',
          materialType: 'PET_CLEAR',
          pictureFileUploadUuid: await uploadEvidence(t, token),
        },
      })
    ).body.uuid as string;
    expect(
      (
        await t.call('POST', `/api/admin/hubEvents/${bag}/amendWeight`, {
          token: t.adminToken,
          body: { weight: 29.5 },
        })
      ).status,
    ).toBe(200);
    const to = new Date(Date.now() + 60_000).toISOString();

    const asked = await t.call('POST', '/api/admin/evidencePacks', {
      token: t.adminToken,
      body: { hubUuid: hub.uuid, from, to },
    });
    expect(asked.status).toBe(202);
    const uuid = asked.body.uuid as string;
    await expect.poll(async () => (await status(uuid)).status, { timeout: 20_000 }).toBe('READY');
    const ready = await status(uuid);
    expect(ready).toMatchObject({
      hubUuid: hub.uuid,
      progress: 1,
      fileName: expect.stringMatching(/^evidence-pack-.*\.zip$/),
      link: expect.stringContaining('/files/evidence-packs/'),
    });

    const download = await fetch(`${t.url}${ready.link}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('application/zip');
    const zip = new Uint8Array(await download.arrayBuffer());
    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'hub-events.csv',
        'hub-events.xlsx',
        'reviews.json',
        `lineage/${bale}.json`,
        'proof.json',
        'summary.pdf',
        'manifest.json',
      ]),
    );
    expect(Object.keys(files).filter((name) => name.startsWith('pictures/'))).toHaveLength(2);
    expect(strFromU8(files['hub-events.csv'])).toContain(bag);
    expect(strFromU8(files['summary.pdf'].slice(0, 5))).toBe('%PDF-');
    expect(strFromU8(files['hub-events.xlsx'].slice(0, 2))).toBe('PK');
    const proof = JSON.parse(strFromU8(files['proof.json'])) as PackProof;
    expect(proof.events.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'CollectedMaterialRegistered',
        'HubEventWeightAmended',
        'SegregationOutputBagRegistered',
      ]),
    );
    const lineage = JSON.parse(strFromU8(files[`lineage/${bale}.json`]));
    expect(lineage.nodes.map((n: { id: string }) => n.id)).toContain(bag);

    expect(verifyPack(zip)).toMatchObject({ ok: true, problems: [] });
    const dir = await mkdtemp(join(tmpdir(), 'pack-'));
    await writeFile(join(dir, 'pack.zip'), zip);
    expect(
      execFileSync('npm', ['run', '--silent', 'verify-pack', '--', join(dir, 'pack.zip')], {
        cwd: ROOT,
        encoding: 'utf8',
      }),
    ).toMatch(/^OK: \d+ files match the manifest; \d+ events match/m);

    // A changed file, or a changed event whose file is re-hashed into the manifest, is found.
    const changedCsv = {
      ...files,
      'hub-events.csv': strToU8(strFromU8(files['hub-events.csv']).replace('29.5', '99.5')),
    };
    expect(verifyPack(zipSync(changedCsv)).problems).toEqual([
      'hub-events.csv does not match its SHA-256 in the manifest',
    ]);
    const forged = {
      ...proof,
      events: proof.events.map((e) =>
        e.type === 'HubEventWeightAmended'
          ? { ...e, content: e.content.replace('29.5', '9.5') }
          : e,
      ),
    };
    const forgedProof = strToU8(JSON.stringify(forged));
    const manifest = JSON.parse(strFromU8(files['manifest.json']));
    const { createHash } = await import('node:crypto');
    manifest.files = manifest.files.map((f: { name: string }) =>
      f.name === 'proof.json'
        ? { ...f, sha256: createHash('sha256').update(forgedProof).digest('hex') }
        : f,
    );
    const check = verifyPack(
      zipSync({
        ...files,
        'proof.json': forgedProof,
        'manifest.json': strToU8(JSON.stringify(manifest)),
      }),
    );
    expect(check.ok).toBe(false);
    expect(check.problems[0]).toMatch(/^collectedMaterial-.*@\d+ does not match its hash/);
  });

  it('refuses bad input, unknown hubs and hub users', async () => {
    const { hub, token } = await gradingHub(t, 'Evidence Refusals');
    const ask = (body: unknown, who = t.adminToken) =>
      t.call('POST', '/api/admin/evidencePacks', { token: who, body });
    expect((await ask({})).body.fieldErrors).toEqual({
      hubUuid: 'validationRequired',
      from: 'validationRequired',
      to: 'validationRequired',
    });
    expect(
      (await ask({ hubUuid: hub.uuid, from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }))
        .body.fieldErrors,
    ).toEqual({ to: 'validationInvalid' });
    expect(
      (
        await ask({
          hubUuid: '00000000-0000-4000-8000-000000000404',
          from: '2026-01-01T00:00:00Z',
          to: '2026-02-01T00:00:00Z',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await ask(
          { hubUuid: hub.uuid, from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z' },
          token,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call('GET', '/api/admin/evidencePacks/00000000-0000-4000-8000-000000000404', {
          token: t.adminToken,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await fetch(
          `${t.url}/files/evidence-packs/00000000-0000-4000-8000-000000000404?exp=9999999999999&sig=x`,
        )
      ).status,
    ).toBe(404);
  });

  it("samples a period's events for audit by risk, reproducibly from a recorded seed", async () => {
    const { hub, token } = await gradingHub(t, 'Sampled Hub');
    const from = new Date(Date.now() - 60_000).toISOString();
    const uuids: string[] = [];
    for (const weight of ['10', '11', '12', '9', '10']) {
      uuids.push(
        (
          await t.call('POST', '/api/collectedMaterials', {
            token,
            body: {
              registrationUnit: 'BAG',
              weight,
              materialType: 'PET_CLEAR',
              pictureFileUploadUuid: await uploadEvidence(t, token),
            },
          })
        ).body.uuid as string,
      );
    }
    expect(
      (
        await t.call('POST', `/api/admin/hubEvents/${uuids[0]}/flag`, {
          token: t.adminToken,
          body: { tags: ['DUPLICATE'] },
        })
      ).status,
    ).toBe(200);
    const to = new Date(Date.now() + 60_000).toISOString();
    const draw = (body: Record<string, unknown>, who = t.adminToken) =>
      t.call('POST', '/api/admin/auditSamples', {
        token: who,
        body: { hubUuid: hub.uuid, from, to, size: 2, ...body },
      });

    const first = await draw({ seed: 'audit-q4' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ seed: 'audit-q4', candidates: 5, size: 2 });
    expect(first.body.picks).toHaveLength(2);
    const again = await draw({ seed: 'audit-q4' });
    expect(again.body.picks).toEqual(first.body.picks);
    expect(again.body.uuid).not.toBe(first.body.uuid);
    const all = await draw({ seed: 'audit-q4', size: 5 });
    expect(
      all.body.picks.find((p: { hubEventUuid: string }) => p.hubEventUuid === uuids[0]),
    ).toEqual({ hubEventUuid: uuids[0], risk: 7, reasons: ['FLAGGED', 'FINDINGS'] });
    const made = await draw({});
    expect(made.body.seed).toEqual(expect.any(String));

    const recorded = await t.call('GET', `/api/admin/auditSamples/${first.body.uuid}`, {
      token: t.adminToken,
    });
    expect(recorded.body).toEqual(first.body);
    expect(
      (
        await t.call('GET', '/api/admin/auditSamples/00000000-0000-4000-8000-000000000404', {
          token: t.adminToken,
        })
      ).status,
    ).toBe(404);
    expect((await draw({ size: 0 })).body.fieldErrors).toEqual({ size: 'validationMin' });
    expect((await draw({ size: 201 })).body.fieldErrors).toEqual({ size: 'validationMax' });
    expect((await draw({ seed: 'x'.repeat(65) })).body.fieldErrors).toEqual({
      seed: 'validationExceedsMaxLength',
    });
    expect((await draw({}, token)).status).toBe(403);
  });
});
