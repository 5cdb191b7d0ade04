import {
  type ComplianceAction,
  type CreateComplianceActionRequest,
  type FileUpload,
  type MarkAsReviewedRequest,
  callersToday,
  cocPrincipleOf,
} from '@cairn/contracts';
import type { FileUploadRow, HubRow, UserRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { invalid } from '../command-handling/domain-error';
import { fileView, type IncomingFile, storeUpload } from '../files/file-upload.handlers';
import { EVIDENCE_TYPES } from '../files/sniff-mime-type';
import { loadHub } from '../hubs/hub.handlers';
import { emailFormat, emailText } from '../emails/email-texts';
import { writeEmail } from '../identity/email-outbox';
import { type ComplianceActionCommand, complianceActionDecider } from './compliance-action.decider';
import { complianceView, loadAction } from './compliance.queries';

const ownersOf = async (app: AppContext, hubUuid: string): Promise<UserRow[]> =>
  (await app.rows.findBy<UserRow>('users', 'hubUuid', hubUuid)).filter(
    (u) => u.role === 'ROLE_HUB_OWNER' && !u.suspended,
  );

/** `ctx.hubUuid`: the action's hub, recorded with its events. */
const execute = async (app: AppContext, ctx: CommandContext, command: ComplianceActionCommand) => {
  const stream = `complianceAction-${command.uuid}`;
  return runCommand(app, ctx, async (reader) => ({
    appends: [
      {
        streamId: stream,
        events: complianceActionDecider.decide(
          command,
          await reader.load(stream, complianceActionDecider),
        ),
      },
    ],
    result: { status: 200, body: { uuid: command.uuid } },
  }));
};

/** The outbox the notification goes to (the email outbox, as for invitations). */
const notifyOwners = async (
  app: AppContext,
  owners: UserRow[],
  hub: HubRow,
  action: { name: string; deadlineDate: string },
) => {
  for (const owner of owners) {
    if (!owner.email) continue;
    await writeEmail(
      app.config.dataDir,
      owner.email,
      emailText(owner.language, 'auditActionSubject', { hub: hub.name, action: action.name }),
      emailText(owner.language, 'auditAction', {
        action: action.name,
        deadline: emailFormat.day(owner.language, action.deadlineDate),
        link: `${app.config.publicUrl}/hub-portal/dashboard`,
      }),
    );
  }
};

export const createComplianceAction = async (
  app: AppContext,
  ctx: CommandContext,
  body: CreateComplianceActionRequest,
): Promise<ComplianceAction> => {
  const principle = cocPrincipleOf(body.cocPrincipleUuid);
  const hub = await app.rows.get<HubRow>('hubs', body.companyUuid);
  if (!principle || !hub)
    throw invalid({
      ...(principle ? {} : { cocPrincipleUuid: 'validationInvalid' }),
      ...(hub ? {} : { companyUuid: 'validationInvalid' }),
    });
  const owners = await ownersOf(app, hub.uuid);
  const uuid = app.newId();
  const done = await execute(
    app,
    { ...ctx, hubUuid: hub.uuid },
    {
      type: 'CreateComplianceAction',
      uuid,
      hubUuid: hub.uuid,
      name: body.name,
      description: body.description,
      deadlineDate: body.deadlineDate,
      actionType: body.type,
      cocPrinciple: {
        uuid: principle.uuid,
        category: principle.category,
        paragraph: principle.paragraph,
      },
      ownerUuids: owners.map((o) => o.uuid),
      today: callersToday(ctx.now, ctx.timeZone),
      by: ctx.actorUuid,
      at: ctx.now,
    },
  );
  const created = await loadAction(app, (done.body as { uuid: string }).uuid, null);
  if (done.checkpoint) await notifyOwners(app, owners, hub, created);
  return complianceView(app, created);
};

export const markAsReviewed = async (
  app: AppContext,
  ctx: CommandContext,
  uuid: string,
  body: MarkAsReviewedRequest,
): Promise<ComplianceAction> => {
  const row = await loadAction(app, uuid, null);
  const uploads = await app.rows.getMany<FileUploadRow>(
    'fileUploads',
    body.documents.map((d) => d.fileUploadUuid),
  );
  const missing = Object.fromEntries(
    body.documents.flatMap((d, i) =>
      uploads.has(d.fileUploadUuid)
        ? []
        : [[`documents.${i}.fileUploadUuid`, 'validationInvalid' as const]],
    ),
  );
  if (Object.keys(missing).length) throw invalid(missing);
  await execute(
    app,
    { ...ctx, hubUuid: row.hubUuid },
    {
      type: 'MarkAsReviewed',
      uuid,
      by: ctx.actorUuid,
      at: ctx.now,
      documents: body.documents.map((d) => ({
        documentUuid: app.newId(),
        fileUploadUuid: d.fileUploadUuid,
      })),
    },
  );
  return complianceView(app, await loadAction(app, uuid, null));
};

export const reopenComplianceAction = async (
  app: AppContext,
  ctx: CommandContext,
  uuid: string,
): Promise<ComplianceAction> => {
  const row = await loadAction(app, uuid, null);
  const owners = await ownersOf(app, row.hubUuid);
  const done = await execute(
    app,
    { ...ctx, hubUuid: row.hubUuid },
    {
      type: 'Reopen',
      uuid,
      ownerUuids: owners.map((o) => o.uuid),
      by: ctx.actorUuid,
      at: ctx.now,
    },
  );
  if (done.checkpoint) await notifyOwners(app, owners, await loadHub(app, row.hubUuid), row);
  return complianceView(app, await loadAction(app, uuid, null));
};

/**
 * The admin's document for "Mark audit action as reviewed": the same kinds and limit as the
 * owner's evidence (Document 1 §5: images, PDF, mp4, QuickTime, 30,000,000 bytes), stored under
 * the action's hub; markAsReviewed then names it.
 */
export const uploadReviewDocument = async (
  app: AppContext,
  ctx: CommandContext,
  uuid: string,
  file: IncomingFile | undefined,
): Promise<FileUpload> => {
  const row = await loadAction(app, uuid, null);
  return fileView(app, await storeUpload(app, ctx, file, { hubUuid: row.hubUuid }, EVIDENCE_TYPES));
};

/** The owner's evidence: the action must be of the owner's own hub before anything is stored. */
export const uploadEvidence = async (
  app: AppContext,
  ctx: CommandContext,
  hubUuid: string,
  uuid: string,
  file: IncomingFile | undefined,
  comment: string | null,
): Promise<ComplianceAction> => {
  await loadAction(app, uuid, hubUuid);
  const upload = await storeUpload(app, ctx, file, { hubUuid }, EVIDENCE_TYPES);
  // Two commands, two ids: the same Idempotency-Key again replays both answers and appends nothing.
  await execute(
    app,
    { ...ctx, commandId: `${ctx.commandId}:evidence`, hubUuid },
    {
      type: 'UploadEvidence',
      uuid,
      callerHubUuid: hubUuid,
      documentUuid: app.newId(),
      fileUploadUuid: upload.uuid,
      comment: comment?.trim() || null,
      by: ctx.actorUuid,
      at: ctx.now,
    },
  );
  return complianceView(app, await loadAction(app, uuid, hubUuid));
};
