import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubBody, startTestApp, type TestApp } from '../../test/harness/test-app';
import { hubWithManager } from '../../test/harness/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const create = async (name: string, type: string) => {
  const res = await t.call('POST', '/api/admin/companies/hubs', {
    token: t.adminToken,
    body: hubBody({ name, type }),
  });
  expect(res.status).toBe(201);
  return res.body.uuid as string;
};
const names = (body: { name: string }[]) => body.map((h) => h.name);

describe('the hub form pickers (Document 1 §7)', () => {
  it('GET /api/admin/companies/hubs/suppliers lists active hubs of the supplying types, the current hub excluded', async () => {
    const recycler = await create('Picker Recycler', 'RECYCLER');
    const center = await create('Picker Center', 'COLLECTION_CENTER');
    await create('Picker Pickup', 'PICKUP_POINT');
    await create('Picker Organization', 'ORGANIZATION');
    const paused = await create('Picker Paused Center', 'COLLECTION_CENTER');
    expect(
      (await t.call('POST', `/api/admin/companies/hubs/${paused}/pause`, { token: t.adminToken }))
        .status,
    ).toBe(200);

    const forRecycler = await t.call(
      'GET',
      `/api/admin/companies/hubs/suppliers?type=RECYCLER&excludeUuid=${recycler}`,
      { token: t.adminToken },
    );
    expect(forRecycler.status).toBe(200);
    expect(
      forRecycler.body.every((s: object) => Object.keys(s).sort().join() === 'name,uuid'),
    ).toBe(true);
    const recyclerSuppliers = names(forRecycler.body);
    expect(recyclerSuppliers).toContain('Picker Center');
    expect(recyclerSuppliers).not.toContain('Picker Recycler'); // itself
    expect(recyclerSuppliers).not.toContain('Picker Pickup'); // not a supplying type of recyclers
    expect(recyclerSuppliers).not.toContain('Picker Organization');
    expect(recyclerSuppliers).not.toContain('Picker Paused Center');

    const forCenter = names(
      (
        await t.call(
          'GET',
          `/api/admin/companies/hubs/suppliers?type=COLLECTION_CENTER&excludeUuid=${center}`,
          { token: t.adminToken },
        )
      ).body,
    );
    expect(forCenter).toEqual(expect.arrayContaining(['Picker Pickup']));
    expect(forCenter).not.toContain('Picker Center');
    expect(forCenter).not.toContain('Picker Recycler');

    // A new hub (no uuid yet) gets every supplier of its type.
    const forNew = names(
      (
        await t.call('GET', '/api/admin/companies/hubs/suppliers?type=RECYCLER', {
          token: t.adminToken,
        })
      ).body,
    );
    expect(forNew).toEqual(expect.arrayContaining(['Picker Center', 'Picker Recycler']));
    // A type nobody supplies gets an empty list.
    expect(
      (
        await t.call('GET', '/api/admin/companies/hubs/suppliers?type=PICKUP_POINT', {
          token: t.adminToken,
        })
      ).body,
    ).toEqual([]);
  });

  it('refuses a missing or unknown type with 400, and hub users with 403', async () => {
    const missing = await t.call('GET', '/api/admin/companies/hubs/suppliers', {
      token: t.adminToken,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toHaveProperty('type');
    expect(
      (
        await t.call('GET', '/api/admin/companies/hubs/suppliers?type=SPACESHIP', {
          token: t.adminToken,
        })
      ).status,
    ).toBe(400);
    const { token } = await hubWithManager(t, 'Picker Manager Hub');
    expect(
      (await t.call('GET', '/api/admin/companies/hubs/suppliers?type=RECYCLER', { token })).status,
    ).toBe(403);
  });

  it('lists organizations (?type=ORGANIZATION) and active hubs (?states=ACTIVE) with uuid and name', async () => {
    await create('Picker Org Two', 'ORGANIZATION');
    const paused = await create('Picker Paused Two', 'RECYCLER');
    await t.call('POST', `/api/admin/companies/hubs/${paused}/pause`, { token: t.adminToken });

    const organizations = await t.call('GET', '/api/admin/companies/hubs?type=ORGANIZATION', {
      token: t.adminToken,
    });
    expect(organizations.status).toBe(200);
    expect(
      organizations.body.every(
        (h: { type: string; uuid: string }) => h.type === 'ORGANIZATION' && h.uuid,
      ),
    ).toBe(true);
    expect(names(organizations.body)).toContain('Picker Org Two');

    const active = await t.call('GET', '/api/admin/companies/hubs?states=ACTIVE', {
      token: t.adminToken,
    });
    expect(active.body.every((h: { state: string }) => h.state === 'ACTIVE')).toBe(true);
    expect(names(active.body)).not.toContain('Picker Paused Two');
    const both = names(
      (
        await t.call('GET', '/api/admin/companies/hubs?states=ACTIVE,PAUSED', {
          token: t.adminToken,
        })
      ).body,
    );
    expect(both).toContain('Picker Paused Two');
    expect(
      (await t.call('GET', '/api/admin/companies/hubs?states=GONE', { token: t.adminToken }))
        .status,
    ).toBe(400);
  });
});
