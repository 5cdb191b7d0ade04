import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { COC_PRINCIPLES, type CocCategory, defined } from '@cairn/contracts';
import type { UserRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { addProject } from '../projects/projects.handlers';
import { createComplianceAction, uploadEvidence } from './compliance.handlers';

const PICTURES = fileURLToPath(new URL('../../../infra/seed/pictures/', import.meta.url));
const DAY = 86_400_000;
const principle = (category: CocCategory, paragraph: string) =>
  defined(
    COC_PRINCIPLES.find((p) => p.category === category && p.paragraph === paragraph),
    `the CoC principle ${category} ${paragraph}`,
  ).uuid;

/** Demo audit actions and a project for a hub: one waits for the owner, one already has evidence. */
export const seedComplianceDemo = async (
  app: AppContext,
  adminUuid: string,
  hubUuid: string,
): Promise<void> => {
  let n = 0;
  const now = Date.now();
  const ctx = (actorUuid: string, at = now): CommandContext => ({
    commandId: `demo-compliance-${n++}`,
    actorUuid,
    now: new Date(at).toISOString(),
  });
  const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);

  await createComplianceAction(app, ctx(adminUuid, now - 3 * DAY), {
    name: 'Protective equipment for sorters',
    companyUuid: hubUuid,
    type: 'REQUEST_EVIDENCE',
    deadlineDate: day(14),
    cocPrincipleUuid: principle('WORKING_CONDITIONS', '2.2'),
    description:
      'Upload photos of the gloves, masks and boots issued to the sorting team, and the issue register signed by the workers.',
  });
  const ageRecords = await createComplianceAction(app, ctx(adminUuid, now - 6 * DAY), {
    name: 'Age verification records',
    companyUuid: hubUuid,
    type: 'REQUEST_EVIDENCE',
    deadlineDate: day(7),
    cocPrincipleUuid: principle('NO_CHILD_LABOUR', '4.3'),
    description:
      'Provide the register showing how the age of every worker and collector was verified when they joined.',
  });
  await addProject(app, ctx(adminUuid), hubUuid, {
    externalId: 'PUNE-PLASTIC-CREDITS-2026',
    isCairn: true,
  });

  const owner = (await app.rows.findBy<UserRow>('users', 'hubUuid', hubUuid)).find(
    (u) => u.role === 'ROLE_HUB_OWNER',
  );
  if (!owner) return;
  const buffer = await readFile(`${PICTURES}bag-on-scale-7-25-kg.png`);
  await uploadEvidence(
    app,
    ctx(owner.uuid, now - 2 * DAY),
    hubUuid,
    ageRecords.uuid,
    { buffer, originalname: 'age-register-page-1.png', size: buffer.length },
    'First page of the age register, signed by the supervisor.',
  );
};
