import type {
  AdminStartMaterialClearanceRequest,
  ClearanceKind,
  MaterialClearanceRow,
} from '@cairn/contracts';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { DomainError } from '../command-handling/domain-error';
import type { AuthUser } from '../http/access';
import { fileUploadDecider } from '../files/file-upload.decider';
import { hubDecider } from '../hubs/hub.decider';
import {
  type StartMaterialClearance,
  clearanceDecider,
  streamOfClearance,
} from './clearance.decider';
import { decideStartMaterialClearanceByAdmin } from './material-clearance.decider';

/**
 * The admin starts a clearance for a hub (Document 2 §2): the truck is loaded and leaves; the hub
 * weighs it later. The material types are not asked on this screen, so none are recorded.
 */
export const startMaterialClearanceByAdmin = async (
  app: AppContext,
  ctx: CommandContext,
  request: AdminStartMaterialClearanceRequest & { actor: AuthUser },
): Promise<MaterialClearanceRow> => {
  const { hubCompanyUuid: hubUuid, actor } = request;
  const command: StartMaterialClearance = {
    type: 'StartMaterialClearance',
    uuid: app.newId(),
    hubUuid,
    buyer: request.buyer,
    transporterLicensePlate: request.transporterLicensePlate,
    pictureFileUploadUuid: request.pictureFileUploadUuid,
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
  const { uuid } = command;
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => ({
    appends: decideStartMaterialClearanceByAdmin(command, {
      clearance: await reader.load(streamOfClearance('MATERIAL_CLEARANCE', uuid), clearanceDecider),
      hub: await reader.load(`hub-${hubUuid}`, hubDecider),
      picture: await reader.load(`fileUpload-${command.pictureFileUploadUuid}`, fileUploadDecider),
    }),
    result: { status: 201, body: { uuid } },
  }));
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
