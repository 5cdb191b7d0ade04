import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AnomalyTag, type MaterialType, UpdateHubRequest } from '@cairn/contracts';
import { START } from '@cairn/infra';
import type { HubRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { generateTracked } from '../collectors/collectors.handlers';
import { storeUpload } from '../files/file-upload.handlers';
import { IMAGE_TYPES } from '../files/sniff-mime-type';
import { createHub, updateHub } from '../hubs/hub.handlers';
import { registerUser } from '../identity/user.handlers';
import { setPassword } from '../identity/password.handlers';
import { registerCollectedMaterial } from '../registration/registration.handlers';
import { reviewHubEvent } from '../review/review.handlers';
import { DEMO_HUBS, demoHubRequest } from './demo-hubs';
import { seedComplianceDemo } from '../compliance/compliance.seed';
import { seedGradingDemo } from '../grading/grading.seed';
import { seedTransportsDemo } from '../transports/transports.seed';
import { seedRecyclerDemo } from '../processing/recycler.seed';
import { seedClearanceDemo } from '../clearance/clearance.seed';

const PICTURES = fileURLToPath(new URL('../../../infra/seed/pictures/', import.meta.url));
const DAY = 86_400_000;

export interface DemoAccount { role: string; email: string; phoneNumber?: string; hub?: string }

/** A deterministic sequence, so every fresh demo looks the same. */
const sequence = (seed: number) => () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);

/**
 * Fills an empty store through the same commands the API runs: accounts, one hub of each type
 * with a manager and an owner, collectors, tracked items and three weeks of registrations and reviews.
 */
export const seedDemoData = async (app: AppContext): Promise<{ accounts: DemoAccount[]; password: string } | null> => {
  const first = await app.events.readAll(START, 1);
  if (first.events.length > 0) return null;
  const password = app.config.demoPassword ?? randomBytes(9).toString('base64url');
  await writeFile(join(app.config.dataDir, 'demo-password'), password, { mode: 0o600 });
  const now = Date.now();
  let n = 0;
  const ctx = (actorUuid: string | null, at = now): CommandContext => ({ commandId: `demo-${n++}`, actorUuid, now: new Date(at).toISOString() });

  const accounts: DemoAccount[] = [];
  const person = (firstName: string, lastName: string) => ({ gender: 'UNKNOWN' as const, firstName, lastName, language: 'EN' as const, region: 'DEFAULT' as const });
  const admin = await registerUser(app, ctx(null), { ...person('Asha', 'Admin'), hubUuid: null, role: 'ROLE_CAIRN_ADMIN', email: 'admin@cairn.example', phoneNumber: null, authType: 'EMAIL_PASSWORD', region: 'EU_FRANKFURT' }, password);
  await registerUser(app, ctx(admin.uuid), { ...person('Sam', 'System'), hubUuid: null, role: 'ROLE_SYSTEM_USER', email: 'system@cairn.example', phoneNumber: null, authType: 'EMAIL_PASSWORD' }, password);
  await registerUser(app, ctx(admin.uuid), { ...person('Ana', 'Analyst'), hubUuid: null, role: 'ROLE_CAIRN_ANALYST', email: 'analyst@cairn.example', phoneNumber: null, authType: 'EMAIL_PASSWORD' }, password);
  accounts.push({ role: 'ROLE_CAIRN_ADMIN', email: 'admin@cairn.example' }, { role: 'ROLE_SYSTEM_USER', email: 'system@cairn.example' }, { role: 'ROLE_CAIRN_ANALYST', email: 'analyst@cairn.example' });

  const hubs = new Map<string, HubRow & { managerUuid: string }>();
  for (const def of DEMO_HUBS) {
    const ownerEmail = `owner.${def.slug}@cairn.example`;
    const created = await createHub(app, ctx(admin.uuid), demoHubRequest(def, {
      gender: 'FEMALE', firstName: 'Owner', lastName: def.body.name.split(' ')[0], email: ownerEmail, phoneNumber: null, language: 'EN', authType: 'EMAIL_PASSWORD',
    }));
    const owner = created.users.find((u) => u.role === 'ROLE_HUB_OWNER')!;
    await setPassword(app, ctx(admin.uuid), owner.uuid, password);
    const managerEmail = `manager.${def.slug}@cairn.example`;
    const manager = await registerUser(app, ctx(admin.uuid), {
      ...person('Manager', def.body.city), hubUuid: created.uuid, role: 'ROLE_HUB_MANAGER', email: managerEmail, phoneNumber: null, authType: 'EMAIL_PASSWORD',
    }, password);
    accounts.push({ role: 'ROLE_HUB_OWNER', email: ownerEmail, hub: created.name }, { role: 'ROLE_HUB_MANAGER', email: managerEmail, hub: created.name });
    if (def.managerPhone) {
      // A field manager who signs in by SMS code, as most hub staff do.
      await registerUser(app, ctx(admin.uuid), {
        ...person('Priya', 'Field'), hubUuid: created.uuid, role: 'ROLE_HUB_MANAGER', email: null, phoneNumber: def.managerPhone, authType: 'SMS',
      }, null);
      accounts.push({ role: 'ROLE_HUB_MANAGER', email: '-', phoneNumber: def.managerPhone, hub: created.name });
    }
    hubs.set(def.slug, { ...(created as unknown as HubRow), managerUuid: manager.uuid });
  }
  const network = hubs.get('network')!;
  await updateHub(app, ctx(admin.uuid), network.uuid, { ...network, assignedCompanyUuids: [hubs.get('pune')!.uuid, hubs.get('kothrud')!.uuid], firstUser: null });

  // Who receives whose trucks: a hub finds and receives only its configured suppliers' transports.
  const supplies: Record<string, string[]> = { bandung: ['pune'], recife: ['pune'], koeln: ['pune', 'recife'], minas: ['pune', 'recife', 'bandung', 'koeln'] };
  for (const [slug, from] of Object.entries(supplies)) {
    const receiver = hubs.get(slug)!;
    const supplierUuids = from.map((s) => hubs.get(s)!.uuid);
    await updateHub(app, ctx(admin.uuid), receiver.uuid, UpdateHubRequest.parse({ ...receiver, supplierUuids, firstUser: null }));
    hubs.set(slug, { ...receiver, supplierUuids });
  }

  const pune = hubs.get('pune')!;
  const collectors = await generateTracked(app, ctx(admin.uuid), 'COLLECTOR', pune.uuid, 'INDIVIDUAL', 12);
  await generateTracked(app, ctx(admin.uuid), 'COLLECTOR', pune.uuid, 'HOUSEHOLD', 8);
  const items = await generateTracked(app, ctx(admin.uuid), 'TRACKED_ITEM', pune.uuid, 'BAG', 40);
  await generateTracked(app, ctx(admin.uuid), 'TRACKED_ITEM', hubs.get('bandung')!.uuid, 'BALE', 16);

  await registrations(app, ctx, admin.uuid, [
    { hub: pune, count: 42, unit: 'BAG', collectors: collectors.uuids, items: items.uuids },
    { hub: hubs.get('bandung')!, count: 10, unit: 'TRUCK_LOAD' },
    { hub: hubs.get('koeln')!, count: 6, unit: 'BAG' },
  ], now);
  await seedComplianceDemo(app, admin.uuid, pune.uuid);
  await seedGradingDemo(app, pune.uuid, pune.managerUuid);
  await seedTransportsDemo(app, pune, hubs.get('recife')!);
  await seedRecyclerDemo(app, pune, hubs.get('bandung')!);
  await seedClearanceDemo(app, { pune, recycler: hubs.get('bandung')!, handling: hubs.get('koeln')!, coProcessing: hubs.get('minas')! });
  return { accounts, password };
};

interface Plan { hub: HubRow & { managerUuid: string }; count: number; unit: 'BAG' | 'TRUCK_LOAD'; collectors?: string[]; items?: string[] }

const registrations = async (app: AppContext, ctx: (actor: string | null, at?: number) => CommandContext, adminUuid: string, plans: Plan[], now: number) => {
  const pictures = JSON.parse(await readFile(join(PICTURES, 'index.json'), 'utf8')) as Array<{ file: string; expectedWeight: number }>;
  const random = sequence(42);
  const tags: AnomalyTag[][] = [['IMAGE_SCALE_VISIBILITY'], ['IMAGE_WEIGHT_MISMATCH'], ['IMAGE_POOR_QUALITY', 'IMAGE_BAG_VISIBILITY']];
  for (const plan of plans) {
    const actor = { uuid: plan.hub.managerUuid, role: 'ROLE_HUB_MANAGER' as const, hubUuid: plan.hub.uuid, firstName: 'Manager', lastName: plan.hub.city, impersonatedBy: null, tokenIssuedAt: now };
    const uploads = [];
    for (const picture of pictures) {
      const buffer = await readFile(join(PICTURES, picture.file));
      const row = await storeUpload(app, ctx(actor.uuid, now - 22 * DAY), { buffer, originalname: picture.file, size: buffer.length }, { hubUuid: plan.hub.uuid, latitude: 18.5 + random() / 10, longitude: 73.8 + random() / 10 }, IMAGE_TYPES);
      uploads.push({ uuid: row.uuid, weight: picture.expectedWeight });
    }
    for (let i = 0; i < plan.count; i++) {
      const at = now - Math.floor((plan.count - i) * (21 * DAY / plan.count) + random() * 3600_000);
      const picture = uploads[i % uploads.length];
      const weight = plan.unit === 'TRUCK_LOAD' ? Math.round(800 + random() * 2400) : picture.weight;
      const materials = plan.hub.collectedMaterialTypes as MaterialType[];
      const { uuid } = await registerCollectedMaterial(app, ctx(actor.uuid, at), actor, plan.hub.uuid, {
        registrationUnit: plan.unit, weight, materialType: materials[Math.floor(random() * materials.length)], pictureFileUploadUuid: picture.uuid,
        collectorUuid: plan.collectors?.[i % plan.collectors.length] ?? null, trackedItemUuid: plan.items?.[i] ?? null,
        licensePlate: plan.unit === 'TRUCK_LOAD' ? `D ${1000 + i} AB` : null,
      });
      // Older events are reviewed; the last week waits for the admin.
      if (at < now - 7 * DAY) {
        const flag = random() < 0.2;
        await reviewHubEvent(app, ctx(adminUuid, at + 2 * DAY), adminUuid, uuid, flag ? 'FlagHubEvent' : 'ApproveHubEvent', {
          comment: flag ? 'The scale display is not readable.' : null, tags: flag ? tags[i % tags.length] : [], weight: null,
        });
      }
    }
  }
};
