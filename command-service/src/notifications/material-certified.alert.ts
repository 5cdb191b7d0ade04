import type { AlertRequest, StoredEvent } from '@cairn/contracts';
import type { OngoingTransportRow, UserRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { materialStreamOf } from '../certification/certification.decider';
import type { CommandContext } from '../command-handling/command-handler';
import { homeLink, hubUsers, pipelineOwnerHubs } from './alert-recipients';
import { recordAlert } from './alert-record';
import { emailText } from '../emails/email-texts';
import { materialText } from './notification-texts';

/**
 * The hub that supplied a certified truck load: the one its registration names, or the origin of the
 * ongoing transport it arrived on (a truck from another hub).
 */
const supplierOf = async (
  app: AppContext,
  request: Extract<AlertRequest, { rule: 'MATERIAL_CERTIFIED' }>,
): Promise<string | null> => {
  const [first] = await app.events.readStream(
    materialStreamOf(request.materialKind, request.materialUuid),
    { limit: 1 },
  );
  if (first?.type === 'CollectedMaterialRegistered') return first.data.supplierUuid;
  if (first?.type !== 'TruckLoadRegistered' && first?.type !== 'TransportMaterialReceived')
    return null;
  if (first.type === 'TruckLoadRegistered' && first.data.supplierUuid)
    return first.data.supplierUuid;
  const transport = first.data.ongoingTransportUuid
    ? await app.rows.get<OngoingTransportRow>('ongoingTransports', first.data.ongoingTransportUuid)
    : null;
  return transport?.originHubUuid ?? null;
};

/** MATERIAL_CERTIFIED: the supplying hub's managers and owners, and the owners of every pipeline-owner hub. */
export const certifiedAlert = async (
  app: AppContext,
  request: Extract<AlertRequest, { rule: 'MATERIAL_CERTIFIED' }>,
  cause: StoredEvent,
  ctx: CommandContext,
): Promise<void> => {
  // The certificate's own event: the read models may not show it yet.
  const certificate = cause.type === 'MaterialCertificateAdded' ? cause.data : null;
  const supplierUuid = await supplierOf(app, request);
  const supplierUsers =
    supplierUuid && supplierUuid !== request.hubUuid
      ? await hubUsers(app, supplierUuid, ['ROLE_HUB_MANAGER', 'ROLE_HUB_OWNER'])
      : [];
  const ownerHubs = await pipelineOwnerHubs(app);
  const pipelineOwners = (
    await Promise.all(ownerHubs.map((h) => hubUsers(app, h.uuid, ['ROLE_HUB_OWNER'])))
  ).flat();
  const users: UserRow[] = [...supplierUsers, ...pipelineOwners];
  await recordAlert(app, ctx, {
    streamId: `alert-certified-${cause.id}`,
    alertType: 'MATERIAL_CERTIFIED',
    hubUuid: supplierUuid,
    subjectUuid: request.certificateUuid,
    tags: [],
    outbox: true,
    texts: (language) => ({
      title: emailText(language, 'notificationCertifiedTitle'),
      body: emailText(language, 'notificationCertified', {
        by: certificate?.company.name ?? emailText(language, 'notificationARecycler'),
        what: certificate
          ? materialText(
              language,
              certificate.weight,
              certificate.quantityUnit,
              certificate.materialType,
            )
          : emailText(language, 'notificationMaterial'),
        plate: certificate?.licensePlate || 'none',
      }),
    }),
    link: null,
    users,
    linkFor: homeLink,
  });
};
