import { hubWorks } from '@cairn/contracts';
import type { EventData, MaterialType } from '@cairn/contracts';
import type { StreamEvents } from '../command-handling/decider';
import { DomainError, invalid } from '../command-handling/domain-error';
import type { StreamDecision } from '../command-handling/stream-decision';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import type { HubAggregate } from '../hubs/hub.decider';
import {
  type OngoingTransport,
  ongoingTransportDecider,
  ongoingTransportStream,
} from './ongoing-transport.decider';
import {
  type ReceivedMaterial,
  receivedMaterialDecider,
  streamOf,
} from './received-material.decider';

/** POST /api/materialDispatches as the carrier sends it, with the new dispatch's and transport's ids. */
export interface DispatchMaterial {
  type: 'DispatchMaterial';
  uuid: string;
  hubUuid: string;
  company: EventData<'MaterialDispatched'>['company'];
  createdBy: EventData<'MaterialDispatched'>['createdBy'];
  identifier: string;
  weight: number;
  documentFileUploadUuid: string;
  documentMimeType: string;
  ongoingTransportUuid: string;
  autoPublished: boolean;
  at: string;
}

export interface DispatchContext {
  existing: boolean;
  hub: HubAggregate;
  document: FileUploadAggregate;
  /** The carrier's stored units as their own streams say (the read model only proposes them). */
  stored: ReceivedMaterial[];
  transport: OngoingTransport;
}

/**
 * Every stored unit of the carrier leaves on one truck. The dispatch is a CLEARANCE hub event; each
 * unit is marked dispatched on its own stream (so it leaves once), and an ongoing transport starts
 * that the next hub registers from.
 */
export const decideDispatchMaterial: StreamDecision<DispatchMaterial, DispatchContext> = (
  command,
  ctx,
) => {
  const { hub } = ctx;
  const { type: _t, at, ...dispatch } = command;
  if (ctx.existing) throw new DomainError('conflict', 'conflictErrorMessage');
  if (!hub.exists || !hub.fields) throw new DomainError('notFound', 'notFoundMessage');
  if (!hubWorks(hub.state)) throw new DomainError('invalid', 'hubNotActive');
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
      events: [
        {
          type: 'MaterialDispatched',
          data: {
            ...dispatch,
            eventType: 'CLEARANCE',
            quantityUnit: 'KG',
            materialUuids,
            materialTypes,
            createdAt: at,
          },
        },
      ],
    },
    ...units.map((u): StreamEvents => ({
      streamId: streamOf('CARRIER', u.uuid),
      events: receivedMaterialDecider(u.uuid).decide(
        {
          type: 'DispatchCarrierMaterial',
          uuid: u.uuid,
          hubUuid: dispatch.hubUuid,
          dispatchUuid: dispatch.uuid,
          at,
        },
        u,
      ),
    })),
    {
      streamId: ongoingTransportStream(dispatch.ongoingTransportUuid),
      events: ongoingTransportDecider.decide(
        {
          type: 'DispatchTransport',
          uuid: dispatch.ongoingTransportUuid,
          originHubUuid: dispatch.hubUuid,
          originHubType: hub.fields.type,
          owner: dispatch.company.name,
          sourceUuid: dispatch.uuid,
          transporterLicensePlate: dispatch.identifier,
          transporterDispatchedAt: at,
          materialTypes,
          weight: dispatch.weight,
          quantityUnit: 'KG',
        },
        ctx.transport,
      ),
    },
  ];
};
