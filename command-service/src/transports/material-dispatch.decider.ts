import type { EventData, MaterialType } from '@cairn/contracts';
import { DomainError, invalid } from '../command-handling/domain-error';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import type { HubAggregate } from '../hubs/hub.decider';
import type { StreamEvents } from '../command-handling/decider';
import { decideDispatchTransport, type OngoingTransport } from './ongoing-transport.decider';
import { streamOf, type ReceivedMaterial } from './received-material.decider';

export interface DispatchContext {
  existing: boolean;
  hub: HubAggregate;
  document: FileUploadAggregate;
  /** The carrier's stored units as their own streams say (the read model only proposes them). */
  stored: ReceivedMaterial[];
  transport: OngoingTransport;
}

type DispatchData = Omit<EventData<'MaterialDispatched'>, 'materialUuids' | 'materialTypes'>;

/**
 * POST /api/materialDispatches: every stored unit of the carrier leaves on one truck. The dispatch is a
 * CLEARANCE hub event; each unit is marked dispatched on its own stream (so it leaves once), and an
 * ongoing transport starts that the next hub registers from.
 */
export const decideDispatch = (
  dispatch: DispatchData,
  transport: Omit<EventData<'OngoingTransportDispatched'>, 'materialTypes'>,
  ctx: DispatchContext,
): StreamEvents[] => {
  const { hub } = ctx;
  if (ctx.existing) throw new DomainError('conflict', 'conflictErrorMessage');
  if (!hub.exists || !hub.fields) throw new DomainError('notFound', 'notFoundMessage');
  if (hub.state !== 'ACTIVE') throw new DomainError('invalid', 'hubNotActive');
  if (hub.fields.type !== 'CARRIER' || !hub.fields.features.includes('MATERIAL_DISPATCH'))
    throw new DomainError('forbidden', 'apiErrorForbidden');
  if (!ctx.document.exists || ctx.document.hubUuid !== dispatch.hubUuid)
    throw invalid({ documentFileUploadUuid: 'validationInvalid' });
  if (!(dispatch.weight > 0)) throw invalid({ weight: 'validationMin' });
  const units = ctx.stored.filter(
    (m) =>
      m.exists &&
      m.kind === 'CARRIER' &&
      m.hubUuid === dispatch.hubUuid &&
      !m.dispatched &&
      !m.removed,
  );
  // Document 3 §5: dispatch is disabled when storedUnitsCount is 0.
  if (units.length === 0) throw new DomainError('invalid', 'noMaterialForClearance');
  const materialTypes = [
    ...new Set(units.map((u) => u.materialType).filter((m): m is MaterialType => m !== null)),
  ].sort();
  const materialUuids = units.map((u) => u.uuid);
  return [
    {
      streamId: `materialDispatch-${dispatch.uuid}`,
      events: [{ type: 'MaterialDispatched', data: { ...dispatch, materialUuids, materialTypes } }],
    },
    ...units.map((u): StreamEvents => ({
      streamId: streamOf('CARRIER', u.uuid),
      events: [
        {
          type: 'CarrierMaterialDispatched',
          data: {
            uuid: u.uuid,
            hubUuid: dispatch.hubUuid,
            dispatchUuid: dispatch.uuid,
            at: dispatch.createdAt,
          },
        },
      ],
    })),
    {
      streamId: `ongoingTransport-${transport.uuid}`,
      events: decideDispatchTransport({ ...transport, materialTypes }, ctx.transport),
    },
  ];
};
