import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COC_PRINCIPLES, type ComplianceAction, dayIn } from '@cairn/contracts';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';
import { startTestApp, type TestApp } from '../../test/harness/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const principle = COC_PRINCIPLES.find(
  (p) => p.category === 'NO_CHILD_LABOUR' && p.paragraph === '4.1',
)!;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
/** A PDF of `size` bytes: padded between its objects and its trailer, so it still ends as a PDF does. */
const paddedPdf = (size: number) =>
  Buffer.concat([pdf.subarray(0, 30), Buffer.alloc(size - pdf.length), pdf.subarray(30)]);
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(64),
]);
const evidence = (token: string, uuid: string, file: Buffer, name: string, comment?: string) =>
  uploadPicture(
    t,
    token,
    `/api/complianceActions/${uuid}/evidence`,
    file,
    comment === undefined ? {} : { comment },
    name,
  );

describe('audit actions and projects', () => {
  it('serves the code-of-conduct principles of all 16 categories with stable uuids', async () => {
    const answer = await t.call('GET', '/api/admin/cocPrinciples', { token: t.adminToken });
    expect(answer.status).toBe(200);
    expect(new Set(answer.body.map((p: { category: string }) => p.category)).size).toBe(16);
    expect(answer.body).toContainEqual(
      expect.objectContaining({
        uuid: principle.uuid,
        category: 'NO_CHILD_LABOUR',
        paragraph: '4.1',
        text: expect.any(String),
      }),
    );
  });

  it('judges "not before today" in the caller\'s time zone, from the time-zone header (issue 19.9)', async () => {
    const { hub } = await hubWithManager(t, 'Audit Hub Zones', 'ROLE_HUB_OWNER');
    // UTC+14 and UTC−12 are 26 hours apart: at any instant they are on different days.
    const now = new Date();
    const westToday = dayIn(now, 'Etc/GMT+12');
    const eastToday = dayIn(now, 'Pacific/Kiritimati');
    const create = (deadlineDate: string, zone?: string) =>
      t.call('POST', '/api/admin/complianceActions', {
        token: t.adminToken,
        headers: zone ? { 'x-time-zone': zone } : {},
        body: {
          name: 'Zones',
          description: "Deadline in the caller's zone",
          deadlineDate,
          cocPrincipleUuid: principle.uuid,
          companyUuid: hub.uuid,
        },
      });
    const refused = await create(westToday, 'Pacific/Kiritimati');
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ deadlineDate: 'validationMin' });
    expect((await create(eastToday, 'Pacific/Kiritimati')).status).toBe(201);
    expect((await create(westToday, 'Etc/GMT+12')).status).toBe(201);
    // Without a known zone nobody is refused their own today: today in the earliest zone.
    expect((await create(westToday)).status).toBe(201);
    expect((await create(westToday, 'Mars/Olympus')).status).toBe(201);
  });

  it('creates audit actions, notifies the owner, takes evidence, marks reviewed and reopens', async () => {
    const { hub, token: ownerToken } = await hubWithManager(t, 'Audit Hub Pune', 'ROLE_HUB_OWNER');
    const body = {
      name: 'Age register',
      description: 'Upload the age register of all workers.',
      deadlineDate: today(),
      cocPrincipleUuid: principle.uuid,
      companyUuid: hub.uuid,
    };

    const bad = await t.call('POST', '/api/admin/complianceActions', {
      token: t.adminToken,
      body: { deadlineDate: '2020-01-01', cocPrincipleUuid: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({
      name: 'validationRequired',
      description: 'validationRequired',
      cocPrincipleUuid: 'validationInvalid',
      companyUuid: 'validationRequired',
    });
    const past = await t.call('POST', '/api/admin/complianceActions', {
      token: t.adminToken,
      body: { ...body, deadlineDate: inDays(-3) },
    });
    expect(past.status).toBe(400);
    expect(past.body.fieldErrors).toEqual({ deadlineDate: 'validationMin' });
    const unknown = await t.call('POST', '/api/admin/complianceActions', {
      token: t.adminToken,
      body: { ...body, cocPrincipleUuid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.body.fieldErrors).toEqual({ cocPrincipleUuid: 'validationInvalid' });
    // Issue 20 item 9: REQUEST_EVIDENCE is the one type (and the default); another is refused.
    const otherType = await t.call('POST', '/api/admin/complianceActions', {
      token: t.adminToken,
      body: { ...body, type: 'SITE_VISIT' },
    });
    expect(otherType.status).toBe(400);
    expect(otherType.body.fieldErrors).toEqual({ type: 'validationInvalid' });

    const created = await t.call<ComplianceAction>('POST', '/api/admin/complianceActions', {
      token: t.adminToken,
      body,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Age register',
      type: 'REQUEST_EVIDENCE',
      status: 'OWNER_NOTIFIED',
      deadlineDate: today(),
      reviewedAt: null,
      documents: [],
      cocPrinciple: { uuid: principle.uuid, category: 'NO_CHILD_LABOUR', paragraph: '4.1' },
    });
    const outbox = await readFile(join(t.running.app.config.dataDir, 'email-outbox.log'), 'utf8');
    expect(outbox).toContain('Audit action for Audit Hub Pune: Age register');
    const uuid = created.body.uuid;

    const list = await t.call('GET', `/api/admin/complianceActions?companyUuid=${hub.uuid}`, {
      token: t.adminToken,
    });
    expect(list.body.map((a: ComplianceAction) => a.uuid)).toEqual([uuid]);
    expect(
      (await t.call('GET', '/api/admin/complianceActions', { token: t.adminToken })).body
        .fieldErrors,
    ).toEqual({ companyUuid: 'validationRequired' });
    expect(
      (
        await t.call(
          'GET',
          '/api/admin/complianceActions?companyUuid=00000000-0000-4000-8000-000000000000',
          { token: t.adminToken },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('GET', `/api/admin/complianceActions?companyUuid=${hub.uuid}`, {
          token: ownerToken,
        })
      ).status,
    ).toBe(403);

    // The owner sees their own hub's actions and uploads evidence, checked by content.
    expect(
      (await t.call('GET', '/api/complianceActions', { token: ownerToken })).body.map(
        (a: ComplianceAction) => a.uuid,
      ),
    ).toEqual([uuid]);
    const text = await evidence(ownerToken, uuid, Buffer.from('just text'), 'notes.pdf');
    expect(text.status).toBe(400);
    expect(text.body.fieldErrors).toEqual({ file: 'validationFileType' });
    const none = await t.call('POST', `/api/complianceActions/${uuid}/evidence`, {
      token: ownerToken,
      form: new FormData(),
    });
    expect(none.body.fieldErrors).toEqual({ file: 'validationRequired' });
    const tooLarge = await evidence(ownerToken, uuid, paddedPdf(30_000_001), 'big.pdf');
    expect(tooLarge.status).toBe(413);
    const uploaded = await evidence(
      ownerToken,
      uuid,
      pdf,
      'age-register.pdf',
      'Register for November',
    );
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({
      status: 'IN_REVIEW',
      documents: [
        {
          comment: 'Register for November',
          source: 'OWNER',
          fileUpload: { fileName: 'age-register.pdf', mimeType: 'application/pdf' },
        },
      ],
    });
    const video = await evidence(ownerToken, uuid, mp4, 'walkthrough.mp4');
    expect(video.body.documents[1]).toMatchObject({
      comment: null,
      fileUpload: { mimeType: 'video/mp4' },
    });
    const link = await fetch(t.url + video.body.documents[0].fileUpload.directLink);
    expect(link.status).toBe(200);
    expect(Buffer.from(await link.arrayBuffer())).toEqual(pdf);

    // Another hub's owner, and a manager, cannot see or add to it.
    const other = await hubWithManager(t, 'Audit Hub Other', 'ROLE_HUB_OWNER');
    expect((await evidence(other.token, uuid, pdf, 'x.pdf')).status).toBe(404);
    expect((await t.call('GET', '/api/complianceActions', { token: other.token })).body).toEqual(
      [],
    );
    const manager = await hubWithManager(t, 'Audit Hub Managed');
    expect((await t.call('GET', '/api/complianceActions', { token: manager.token })).status).toBe(
      403,
    );

    // The admin marks it reviewed with a document, then reopens it for more evidence.
    const picked = await uploadPicture(
      t,
      t.adminToken,
      '/api/fileUploads',
      await picture('bag-on-scale-3-10-kg.png'),
      {},
      'review.png',
    );
    expect(picked.status).toBe(201);
    const badDocs = await t.call('POST', `/api/admin/complianceActions/${uuid}/markAsReviewed`, {
      token: t.adminToken,
      body: { documents: [{ fileUploadUuid: 'nope' }] },
    });
    expect(badDocs.body.fieldErrors).toEqual({ 'documents.0.fileUploadUuid': 'validationInvalid' });
    const reviewed = await t.call('POST', `/api/admin/complianceActions/${uuid}/markAsReviewed`, {
      token: t.adminToken,
      body: { documents: [{ fileUploadUuid: picked.body.uuid }] },
    });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body).toMatchObject({ status: 'REVIEWED', reviewedAt: expect.any(String) });
    expect(reviewed.body.documents.map((d: { source: string }) => d.source)).toEqual([
      'OWNER',
      'OWNER',
      'ADMIN',
    ]);
    expect((await evidence(ownerToken, uuid, pdf, 'late.pdf')).status).toBe(409);
    const again = await t.call('POST', `/api/admin/complianceActions/${uuid}/markAsReviewed`, {
      token: t.adminToken,
    });
    expect(again.body.status).toBe('REVIEWED');

    // The review document takes what evidence takes (Document 1 §5): mp4 and QuickTime too, up to 30,000,000 bytes.
    const reviewDocument = (token: string, file: Buffer, name: string, action = uuid) =>
      uploadPicture(
        t,
        token,
        `/api/admin/complianceActions/${action}/reviewDocuments`,
        file,
        {},
        name,
      );
    const quicktime = Buffer.concat([
      Buffer.from([0, 0, 0, 0x14]),
      Buffer.from('ftypqt  '),
      Buffer.alloc(64),
    ]);
    const bigVideo = await reviewDocument(
      t.adminToken,
      Buffer.concat([mp4, Buffer.alloc(12_000_000)]),
      'site-visit.mp4',
    );
    expect(bigVideo.status).toBe(201);
    expect(bigVideo.body).toMatchObject({
      mimeType: 'video/mp4',
      size: 12_000_000 + mp4.length,
      fileName: 'site-visit.mp4',
    });
    expect((await reviewDocument(t.adminToken, quicktime, 'walk.mov')).body.mimeType).toBe(
      'video/quicktime',
    );
    const atLimit = await reviewDocument(t.adminToken, paddedPdf(30_000_000), 'scan.pdf');
    expect(atLimit.status).toBe(201);
    const overLimit = await reviewDocument(t.adminToken, paddedPdf(30_000_001), 'scan.pdf');
    expect(overLimit.status).toBe(413);
    expect(overLimit.body.fieldErrors).toEqual({ file: 'validationFileTooLarge' });
    expect(
      (await reviewDocument(t.adminToken, Buffer.from('just text'), 'notes.pdf')).body.fieldErrors,
    ).toEqual({ file: 'validationFileType' });
    expect(
      (await reviewDocument(t.adminToken, pdf, 'x.pdf', '00000000-0000-4000-8000-000000000000'))
        .status,
    ).toBe(404);
    expect((await reviewDocument(ownerToken, pdf, 'x.pdf')).status).toBe(403);
    const withVideo = await t.call('POST', `/api/admin/complianceActions/${uuid}/markAsReviewed`, {
      token: t.adminToken,
      body: { documents: [{ fileUploadUuid: bigVideo.body.uuid }] },
    });
    expect(withVideo.status).toBe(200);
    expect(withVideo.body.documents.at(-1)).toMatchObject({
      source: 'ADMIN',
      fileUpload: { uuid: bigVideo.body.uuid, mimeType: 'video/mp4' },
    });

    const reopened = await t.call('POST', `/api/admin/complianceActions/${uuid}/reopen`, {
      token: t.adminToken,
    });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ status: 'OWNER_NOTIFIED', reviewedAt: null });
    expect((await evidence(ownerToken, uuid, pdf, 'more.pdf')).body.status).toBe('IN_REVIEW');
    expect(
      (
        await t.call(
          'POST',
          '/api/admin/complianceActions/00000000-0000-4000-8000-000000000000/reopen',
          { token: t.adminToken },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('POST', '/api/admin/complianceActions/not-a-uuid/markAsReviewed', {
          token: t.adminToken,
        })
      ).body.fieldErrors,
    ).toEqual({ uuid: 'validationInvalid' });
    expect(
      (await t.call('POST', `/api/admin/complianceActions/${uuid}/reopen`, { token: ownerToken }))
        .status,
    ).toBe(403);
  });

  it('lists and adds hub projects', async () => {
    const { hub } = await hubWithManager(t, 'Project Hub');
    const path = `/api/admin/companies/${hub.uuid}/projects`;
    expect((await t.call('GET', path, { token: t.adminToken })).body).toEqual([]);
    const bad = await t.call('POST', path, {
      token: t.adminToken,
      body: { externalId: 'x'.repeat(257) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ externalId: 'validationExceedsMaxLength' });
    expect(
      (await t.call('POST', path, { token: t.adminToken, body: {} })).body.fieldErrors,
    ).toEqual({ externalId: 'validationRequired' });
    const added = await t.call('POST', path, {
      token: t.adminToken,
      body: { externalId: 'PRJ-2026-01' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      uuid: expect.any(String),
      externalId: 'PRJ-2026-01',
      isCairn: true,
    });
    await t.call('POST', path, {
      token: t.adminToken,
      body: { externalId: 'EXT-77', isCairn: false },
    });
    const twice = await t.call('POST', path, {
      token: t.adminToken,
      body: { externalId: 'PRJ-2026-01' },
    });
    expect(twice.body.fieldErrors).toEqual({ externalId: 'projectAlreadyExists' });
    const list = await t.call('GET', path, { token: t.adminToken });
    expect(
      list.body.map((p: { externalId: string; isCairn: boolean }) => [p.externalId, p.isCairn]),
    ).toEqual([
      ['PRJ-2026-01', true],
      ['EXT-77', false],
    ]);
    expect(
      (
        await t.call('GET', '/api/admin/companies/00000000-0000-4000-8000-000000000000/projects', {
          token: t.adminToken,
        })
      ).status,
    ).toBe(404);
  });
});
