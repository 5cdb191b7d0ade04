import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type AnomalyTag, type MaterialType, UpdateHubRequest, defined } from '@cairn/contracts';
import { START } from '@cairn/infra';
import type { AppContext } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { type GenerateTrackedRequest, generateTracked } from '../tracking/tracking.handlers';
import { createHub, updateHub } from '../hubs/hub.handlers';
import { registerUser } from '../identity/user.handlers';
import { setPassword } from '../identity/password.handlers';
import { registerCollectedMaterial } from '../registration/registration.handlers';
import { reviewHubEvent } from '../review/review.handlers';
import { DEMO_HUBS, demoHubRequest } from './demo-hubs';
import { seedFindingExamples, type DemoRegistration } from './demo-findings';
import { type DemoHub, near, uploadScalePicture } from './demo-pictures';
import { seeded } from './scale-pictures';
import { seedComplianceDemo } from '../compliance/compliance.seed';
import { seedGradingDemo } from '../grading/grading.seed';
import { seedTransportsDemo } from '../transports/transports.seed';
import { seedRecyclerDemo } from '../processing/recycler.seed';
import { seedClearanceDemo } from '../clearance/clearance.seed';
import { seedRecyclerChainDemo } from '../processing/recycler-chain.seed';

const DAY = 86_400_000;

export interface DemoAccount {
  role: string;
  email: string;
  phoneNumber?: string;
  hub?: string;
}

/**
 * Fills an empty store through the same commands the API runs: accounts, one hub of each type
 * with a manager and an owner, collectors, tracked items and three weeks of registrations and reviews.
 */
export const seedDemoData = async (
  app: AppContext,
): Promise<{ accounts: DemoAccount[]; password: string } | null> => {
  const first = await app.events.readAll(START, 1);
  if (first.events.length > 0) return null;
  const password = app.config.demoPassword ?? randomBytes(9).toString('base64url');
  await writeFile(join(app.config.dataDir, 'demo-password'), password, { mode: 0o600 });
  const now = Date.now();
  let n = 0;
  const ctx = (actorUuid: string | null, at = now): CommandContext => ({
    commandId: `demo-${n++}`,
    actorUuid,
    now: new Date(at).toISOString(),
  });

  const accounts: DemoAccount[] = [];
  const person = (firstName: string, lastName: string) => ({
    gender: 'UNKNOWN' as const,
    firstName,
    lastName,
    language: 'EN' as const,
    region: 'DEFAULT' as const,
  });
  const admin = await registerUser(
    app,
    ctx(null),
    {
      ...person('Asha', 'Admin'),
      hubUuid: null,
      role: 'ROLE_CAIRN_ADMIN',
      email: 'admin@cairn.example',
      phoneNumber: null,
      authType: 'EMAIL_PASSWORD',
      region: 'EU_FRANKFURT',
    },
    password,
  );
  const system = await registerUser(
    app,
    ctx(admin.uuid),
    {
      ...person('Sam', 'System'),
      hubUuid: null,
      role: 'ROLE_SYSTEM_USER',
      email: 'system@cairn.example',
      phoneNumber: null,
      authType: 'EMAIL_PASSWORD',
    },
    password,
  );
  await registerUser(
    app,
    ctx(admin.uuid),
    {
      ...person('Ana', 'Analyst'),
      hubUuid: null,
      role: 'ROLE_CAIRN_ANALYST',
      email: 'analyst@cairn.example',
      phoneNumber: null,
      authType: 'EMAIL_PASSWORD',
    },
    password,
  );
  accounts.push(
    { role: 'ROLE_CAIRN_ADMIN', email: 'admin@cairn.example' },
    { role: 'ROLE_SYSTEM_USER', email: 'system@cairn.example' },
    { role: 'ROLE_CAIRN_ANALYST', email: 'analyst@cairn.example' },
  );

  const hubs = new Map<string, DemoHub>();
  // Every slug asked for is one of DEMO_HUBS, all created in the loop below.
  const hub = (slug: string) => defined(hubs.get(slug), `the demo hub ${slug}`);
  for (const def of DEMO_HUBS) {
    const ownerEmail = `owner.${def.slug}@cairn.example`;
    const created = await createHub(
      app,
      ctx(admin.uuid),
      demoHubRequest(def, {
        gender: 'FEMALE',
        firstName: 'Owner',
        lastName: def.body.name.split(' ')[0],
        email: ownerEmail,
        phoneNumber: null,
        language: 'EN',
        authType: 'EMAIL_PASSWORD',
      }),
    );
    const owner = defined(
      created.users.find((u) => u.role === 'ROLE_HUB_OWNER'),
      'the owner created with the hub',
    );
    await setPassword(app, ctx(admin.uuid), owner.uuid, password);
    const managerEmail = `manager.${def.slug}@cairn.example`;
    const manager = await registerUser(
      app,
      ctx(admin.uuid),
      {
        ...person('Manager', def.body.city),
        hubUuid: created.uuid,
        role: 'ROLE_HUB_MANAGER',
        email: managerEmail,
        phoneNumber: null,
        authType: 'EMAIL_PASSWORD',
      },
      password,
    );
    accounts.push(
      { role: 'ROLE_HUB_OWNER', email: ownerEmail, hub: created.name },
      { role: 'ROLE_HUB_MANAGER', email: managerEmail, hub: created.name },
    );
    if (def.managerPhone) {
      // A field manager who signs in by SMS code, as most hub staff do.
      await registerUser(
        app,
        ctx(admin.uuid),
        {
          ...person('Priya', 'Field'),
          hubUuid: created.uuid,
          role: 'ROLE_HUB_MANAGER',
          email: null,
          phoneNumber: def.managerPhone,
          authType: 'SMS',
        },
        null,
      );
      accounts.push({
        role: 'ROLE_HUB_MANAGER',
        email: '-',
        phoneNumber: def.managerPhone,
        hub: created.name,
      });
    }
    hubs.set(def.slug, {
      ...(created as unknown as DemoHub),
      managerUuid: manager.uuid,
      position: def.position,
    });
  }
  const network = hub('network');
  await updateHub(app, ctx(admin.uuid), network.uuid, {
    ...network,
    assignedCompanyUuids: [hub('pune').uuid, hub('kothrud').uuid],
    firstUser: null,
  });
  // The hubs the network oversees belong to it (organizationUuid), as the admin list shows.
  for (const slug of ['pune', 'kothrud']) {
    const member = hub(slug);
    await updateHub(
      app,
      ctx(admin.uuid),
      member.uuid,
      UpdateHubRequest.parse({ ...member, organizationUuid: network.uuid, firstUser: null }),
    );
    hubs.set(slug, { ...member, organizationUuid: network.uuid });
  }

  // Who receives whose trucks: a hub finds and receives only its configured suppliers' transports.
  const supplies: Record<string, string[]> = {
    bandung: ['pune'],
    recife: ['pune'],
    koeln: ['pune', 'recife'],
    minas: ['pune', 'recife', 'bandung', 'koeln'],
  };
  for (const [slug, from] of Object.entries(supplies)) {
    const receiver = hub(slug);
    const supplierUuids = from.map((s) => hub(s).uuid);
    await updateHub(
      app,
      ctx(admin.uuid),
      receiver.uuid,
      UpdateHubRequest.parse({ ...receiver, supplierUuids, firstUser: null }),
    );
    hubs.set(slug, { ...receiver, supplierUuids });
  }

  const pune = hub('pune');
  const generate = (request: GenerateTrackedRequest) =>
    generateTracked(app, ctx(admin.uuid), request);
  const collectors = await generate({
    kind: 'COLLECTOR',
    hubUuid: pune.uuid,
    type: 'INDIVIDUAL',
    count: 12,
  });
  await generate({ kind: 'COLLECTOR', hubUuid: pune.uuid, type: 'HOUSEHOLD', count: 8 });
  const items = await generate({
    kind: 'TRACKED_ITEM',
    hubUuid: pune.uuid,
    type: 'BAG',
    count: 40,
  });
  await generate({
    kind: 'TRACKED_ITEM',
    hubUuid: hub('bandung').uuid,
    type: 'BALE',
    count: 16,
  });

  const registered = await registrations(
    app,
    ctx,
    admin.uuid,
    [
      { hub: pune, count: 42, unit: 'BAG', collectors: collectors.uuids, items: items.uuids },
      { hub: hub('bandung'), count: 10, unit: 'TRUCK_LOAD' },
      { hub: hub('koeln'), count: 6, unit: 'BAG' },
    ],
    now,
  );
  // Before the grading, which takes Pune's waste bags: none is left to grade.
  await seedFindingExamples(
    app,
    {
      pune,
      recycler: hub('bandung'),
      handling: hub('koeln'),
      pickup: hub('kothrud'),
      systemUserUuid: system.uuid,
    },
    registered,
    collectors.uuids[0],
  );
  await seedComplianceDemo(app, admin.uuid, pune.uuid);
  await seedGradingDemo(app, pune.uuid, pune.managerUuid);
  await seedTransportsDemo(app, pune, hub('recife'));
  await seedRecyclerDemo(app, pune, hub('bandung'));
  await seedClearanceDemo(app, {
    pune,
    recycler: hub('bandung'),
    handling: hub('koeln'),
    coProcessing: hub('minas'),
  });
  await seedRecyclerChainDemo(app, hub('bandung'));
  return { accounts, password };
};

interface Plan {
  hub: DemoHub;
  count: number;
  unit: 'BAG' | 'TRUCK_LOAD';
  collectors?: string[];
  items?: string[];
}

/** Bags weigh 6–24 kg, truck loads 800–3,200 kg: spread enough that no demo weight is an outlier by chance. */
const WEIGHTS = { BAG: [6, 24, 2], TRUCK_LOAD: [800, 3200, 1] } as const;

/**
 * Three weeks of registrations, each with a picture of its own showing the registered weight, taken
 * at its hub. The older ones are reviewed by a person; one in ten flagged, for what a machine cannot see.
 */
const registrations = async (
  app: AppContext,
  ctx: (actor: string | null, at?: number) => CommandContext,
  adminUuid: string,
  plans: Plan[],
  now: number,
) => {
  const random = seeded(42);
  const tags: AnomalyTag[][] = [
    ['IMAGE_BAG_VISIBILITY'],
    ['IMAGE_POOR_QUALITY', 'IMAGE_MATERIAL_VISIBILITY'],
  ];
  const made: DemoRegistration[] = [];
  for (const plan of plans) {
    const actor = {
      uuid: plan.hub.managerUuid,
      role: 'ROLE_HUB_MANAGER' as const,
      hubUuid: plan.hub.uuid,
      firstName: 'Manager',
      lastName: plan.hub.city,
      impersonatedBy: null,
      tokenIssuedAt: now,
    };
    const [min, max, decimals] = WEIGHTS[plan.unit];
    for (let i = 0; i < plan.count; i++) {
      const at =
        now - Math.floor((plan.count - i) * ((21 * DAY) / plan.count) + random() * 3600_000);
      const weight = Number((min + random() * (max - min)).toFixed(decimals));
      const picture = await uploadScalePicture(
        app,
        ctx(actor.uuid, at - 60_000),
        plan.hub.uuid,
        random,
        weight,
        { position: near(plan.hub.position, random) },
      );
      const materials = plan.hub.collectedMaterialTypes as MaterialType[];
      const materialType = materials[Math.floor(random() * materials.length)];
      const collectorUuid = plan.collectors?.[i % plan.collectors.length] ?? null;
      const { uuid } = await registerCollectedMaterial(app, ctx(actor.uuid, at), {
        actor,
        hubUuid: plan.hub.uuid,
        input: {
          registrationUnit: plan.unit,
          weight,
          materialType,
          pictureFileUploadUuid: picture.uuid,
          collectorUuid,
          trackedItemUuid: plan.items?.[i] ?? null,
          licensePlate: plan.unit === 'TRUCK_LOAD' ? `D ${1000 + i} AB` : null,
        },
      });
      made.push({
        uuid,
        hubUuid: plan.hub.uuid,
        materialType,
        weight,
        at,
        picture: picture.buffer,
      });
      // Older events are reviewed; the last week waits for the admin.
      if (at < now - 7 * DAY) {
        const flag = random() < 0.1;
        await reviewHubEvent(app, ctx(adminUuid, at + 2 * DAY), {
          comment: flag ? 'The bag is not fully on the scale.' : null,
          tags: flag ? tags[i % tags.length] : [],
          weight: null,
          uuid: uuid,
          type: flag ? 'FlagHubEvent' : 'ApproveHubEvent',
          reviewerUuid: adminUuid,
        });
      }
    }
  }
  return made;
};
