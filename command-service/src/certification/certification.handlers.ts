import type {
  CertifiedMaterialKind,
  ReadyForCertificationView,
  UserInstructionName,
  UserInstructionView,
} from '@cairn/contracts';
import type { CertifiableMaterialRow, InstructionViewRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { DomainError } from '../command-handling/domain-error';
import type { AuthUser } from '../http/access';
import { fileUploadDecider } from '../files/file-upload.decider';
import { autoPublishes, hubDecider } from '../hubs/hub.decider';
import { loadHub } from '../hubs/hub.handlers';
import { actorOf, companyOf } from '../transports/received-material.handlers';
import { certificateDecider } from './certificate.decider';
import {
  certifiableMaterialDecider,
  decideCertify,
  materialStreamOf,
} from './certification.decider';
import { instructionViewsDecider, instructionViewsStream } from './instruction-views.decider';

export interface CertificateInput {
  certificatePictureFileUploadUuid: string;
  certifiedWeight?: number | null;
  moisturePercentage?: number | null;
  ashPercentage?: number | null;
  calorificValue?: number | null;
}

/**
 * POST /api/collectedMaterials/{materialUuid}/certify (a recycler's truck load) and
 * POST /api/coProcessingMaterials/{uuid}/addCertificate. Another hub's material, or one of another kind, is 404.
 */
/** A certificate by `actor` for `materialUuid` of the caller's hub, one of `kinds`. */
export interface CertifyMaterialRequest {
  actor: AuthUser;
  hubUuid: string;
  kinds: readonly CertifiedMaterialKind[];
  materialUuid: string;
  input: CertificateInput;
}

export const certifyMaterial = async (
  app: AppContext,
  ctx: CommandContext,
  { actor, hubUuid, kinds, materialUuid, input }: CertifyMaterialRequest,
) => {
  const material = await app.rows.get<CertifiableMaterialRow>('certifiableMaterials', materialUuid);
  if (!material || material.hubUuid !== hubUuid || !kinds.includes(material.kind))
    throw new DomainError('notFound', 'notFoundMessage');
  const hub = await loadHub(app, hubUuid);
  const uuid = app.newId();
  const command = {
    type: 'AddCertificate',
    uuid,
    hubUuid,
    materialUuid,
    materialKind: material.kind,
    company: companyOf(hub),
    createdBy: actorOf(actor),
    weight: input.certifiedWeight ?? material.weight,
    quantityUnit: material.quantityUnit,
    materialType: material.materialType,
    licensePlate: material.licensePlate,
    certifiedWeight: input.certifiedWeight ?? null,
    moisturePercentage: input.moisturePercentage ?? null,
    ashPercentage: input.ashPercentage ?? null,
    calorificValue: input.calorificValue ?? null,
    certificatePictureFileUploadUuid: input.certificatePictureFileUploadUuid,
    at: ctx.now,
  } as const;
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const hubState = await reader.load(`hub-${hubUuid}`, hubDecider);
    const appends = decideCertify(
      { ...command, autoPublished: autoPublishes(hubState) },
      {
        hub: hubState,
        material: await reader.load(
          materialStreamOf(material.kind, materialUuid),
          certifiableMaterialDecider,
        ),
        picture: await reader.load(
          `fileUpload-${input.certificatePictureFileUploadUuid}`,
          fileUploadDecider,
        ),
        certificate: await reader.load(`certificate-${uuid}`, certificateDecider),
      },
    );
    return { appends, result: { status: 201, body: { uuid } } };
  });
  return {
    uuid,
    materialUuid,
    certifiedWeight: command.certifiedWeight,
    moisturePercentage: command.moisturePercentage,
    ashPercentage: command.ashPercentage,
    calorificValue: command.calorificValue,
  };
};

/** The hub's truck loads without a certificate, newest first. */
export const readyForCertification = async (
  app: AppContext,
  hubUuid: string,
  kinds: readonly CertifiedMaterialKind[],
): Promise<ReadyForCertificationView[]> =>
  (await app.rows.findBy<CertifiableMaterialRow>('certifiableMaterials', 'hubUuid', hubUuid))
    .filter((r) => kinds.includes(r.kind) && !r.removed && !r.certificateUuid)
    .sort((a, b) => b.weighedAt.localeCompare(a.weighedAt))
    .map((r) => ({
      uuid: r.uuid,
      weighedAt: r.weighedAt,
      weight: r.weight,
      quantityUnit: r.quantityUnit,
      licensePlate: r.licensePlate,
      materialType: r.materialType,
    }));

/** POST /api/userInstructionViews: one more view of an instruction by the signed-in user. */
export const recordInstructionView = async (
  app: AppContext,
  ctx: CommandContext,
  userUuid: string,
  instruction: UserInstructionName,
): Promise<UserInstructionView> => {
  const stream = instructionViewsStream(userUuid);
  await runCommand(app, ctx, async (reader) => ({
    appends: [
      {
        streamId: stream,
        events: instructionViewsDecider.decide(
          { type: 'RecordInstructionView', userUuid, instruction, at: ctx.now },
          await reader.load(stream, instructionViewsDecider),
        ),
      },
    ],
    result: { status: 201, body: { instruction } },
  }));
  return instructionViews(app, userUuid, instruction);
};

export const instructionViews = async (
  app: AppContext,
  userUuid: string,
  instruction: UserInstructionName,
): Promise<UserInstructionView> => {
  const row = await app.rows.get<InstructionViewRow>(
    'instructionViews',
    `${userUuid}:${instruction}`,
  );
  return { instruction, viewsCount: row?.viewsCount ?? 0 };
};
