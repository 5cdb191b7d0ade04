import type {
  AdminStartMaterialClearanceRequest,
  ClearanceKind,
  EventData,
  MaterialClearanceRow,
} from '@cairn/contracts';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { DomainError } from '../command-handling/domain-error';
import type { AuthUser } from '../http/access';
import { fileUploadDecider } from '../files/file-upload.decider';
import { hubDecider } from '../hubs/hub.decider';
import {
  decideStartMaterialClearance,
  materialClearanceDecider,
} from './material-clearance.decider';

/**
 * The admin starts a clearance for a hub (Document 2 §2): the truck is loaded and leaves; the hub
 * weighs it later. The material types are not asked on this screen, so none are recorded.
 */
export const startMaterialClearanceByAdmin = async (
  app: AppContext,
  ctx: CommandContext,
  actor: AuthUser,
  input: AdminStartMaterialClearanceRequest,
): Promise<MaterialClearanceRow> => {
  const { hubCompanyUuid: hubUuid } = input;
  const uuid = app.newId();
  const clearance: EventData<'MaterialClearanceStarted'> = {
    uuid,
    hubUuid,
    buyer: input.buyer,
    transporterLicensePlate: input.transporterLicensePlate,
    pictureFileUploadUuid: input.pictureFileUploadUuid,
    materialTypes: [],
    productType: null,
    partialClearance: false,
    estimatedWeight: null,
    quantityUnit: 'KG',
    materialClearanceUnitUuid: null,
    startedBy: { uuid: actor.uuid, firstName: actor.firstName, lastName: actor.lastName },
    startedFrom: 'ADMIN',
    at: ctx.now,
  };
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const stream = `materialClearance-${uuid}`;
    const events = decideStartMaterialClearance(
      { type: 'StartMaterialClearance', clearance },
      {
        clearance: await reader.load(stream, materialClearanceDecider),
        hub: await reader.load(`hub-${hubUuid}`, hubDecider),
        picture: await reader.load(`fileUpload-${input.pictureFileUploadUuid}`, fileUploadDecider),
      },
    );
    return { appends: [{ streamId: stream, events }], result: { status: 201, body: { uuid } } };
  });
  return loadMaterialClearance(app, uuid, null);
};

/** One clearance; a hub user sees only their own hub's (another hub's, or another kind, answers 404). */
export const loadMaterialClearance = async (
  app: AppContext,
  uuid: string,
  hubScope: string | null,
  kind?: ClearanceKind,
): Promise<MaterialClearanceRow> => {
  const row = await app.rows.get<MaterialClearanceRow>('materialClearances', uuid);
  if (!row || (hubScope !== null && row.hubUuid !== hubScope) || (kind && row.kind !== kind))
    throw new DomainError('notFound', 'notFoundMessage');
  return row;
};

/** A hub's clearances of one kind, newest first, optionally in one state. */
export const listMaterialClearances = async (
  app: AppContext,
  hubUuid: string,
  state?: string,
  kind: ClearanceKind = 'MATERIAL_CLEARANCE',
): Promise<MaterialClearanceRow[]> =>
  (await app.rows.findBy<MaterialClearanceRow>('materialClearances', 'hubUuid', hubUuid))
    .filter((r) => r.kind === kind && (!state || r.state === state))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
