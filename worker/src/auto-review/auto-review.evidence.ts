import type { AnomalyTag, HubEventRow, HubEventType } from '@cairn/contracts';
import type { ReadStore } from '@cairn/infra';
import type { HubHistory, PriorPicture, ReviewedHubEvent, TransportEvidence } from './checks/check';

/** The read models' rows this needs (structural: the worker does not import the projections). */
type HubEventRecord = HubEventRow & {
  pictureUuid: string | null;
  transporterPictureUuid?: string | null;
  createdByUuid?: string | null;
};
interface FileUploadRow {
  uuid: string;
  sha256: string;
  mimeType: string;
  latitude: number | null;
  longitude: number | null;
  analyzed: boolean;
  postAnalysisResults: string[];
}
interface HubRow {
  uuid: string;
  name: string;
  autoPublishEvents: boolean;
  eventAutoReviewTags: AnomalyTag[];
}
interface UserRow {
  uuid: string;
  role: string;
}
/** A receivedMaterials or registeredMaterials row (the latter keeps no unit: the hub event's). */
interface ReceivedRow {
  uuid: string;
  hubUuid: string;
  weight: number;
  quantityUnit?: string;
  materialType: string | null;
  ongoingTransportUuid: string | null;
  createdAt: string;
  removed: boolean;
}
interface TransportRow {
  uuid: string;
  owner: string;
  weight: number;
  quantityUnit: string;
  materialTypes: string[];
}
type FingerprintRow = PriorPicture & {
  removed: boolean;
  latitude: number | null;
  longitude: number | null;
} & Record<string, unknown>;

export interface ReviewSubject {
  event: ReviewedHubEvent;
  hub: HubRow;
  picture: FileUploadRow | null;
  platePicture: FileUploadRow | null;
}

/** Hub events whose picture (or transporter picture) is this upload: where an arriving analysis applies. */
export const hubEventsUsingPicture = async (
  rows: ReadStore,
  fileUuid: string,
): Promise<string[]> => {
  const [main, transporter] = await Promise.all([
    rows.findBy<HubEventRecord>('hubEvents', 'pictureUuid', fileUuid),
    rows.findBy<HubEventRecord>('hubEvents', 'transporterPictureUuid', fileUuid),
  ]);
  return [...new Set([...main, ...transporter].filter((e) => !e.removed).map((e) => e.uuid))];
};

/** The hub event and what it points to; null while the read models do not show it yet. */
export const loadSubject = async (rows: ReadStore, uuid: string): Promise<ReviewSubject | null> => {
  const row = await rows.get<HubEventRecord>('hubEvents', uuid);
  if (!row) return null;
  const createdByUuid = row.createdByUuid ?? null;
  const hub = await rows.get<HubRow>('hubs', row.hubUuid);
  if (!hub) return null;
  const upload = (id: string | null | undefined) =>
    id ? rows.get<FileUploadRow>('fileUploads', id) : Promise.resolve(null);
  const picture = await upload(row.pictureUuid);
  const platePicture = row.transporterPictureUuid
    ? await upload(row.transporterPictureUuid)
    : picture;
  const creator = createdByUuid ? await rows.get<UserRow>('users', createdByUuid) : null;
  return {
    hub,
    picture,
    platePicture,
    event: {
      uuid: row.uuid,
      hubUuid: row.hubUuid,
      type: row.type as HubEventType,
      weight: row.weight,
      quantityUnit: row.quantityUnit,
      materialType: row.materialType,
      registrationUnit: row.registrationUnit,
      licensePlate: row.licensePlate,
      collectorTrackingNumber: row.collectorTrackingNumber,
      createdAt: row.createdAt,
      certifiedWeight: row.certifiedWeight ?? null,
      moisturePercentage: row.moisturePercentage ?? null,
      createdBySystem: creator?.role === 'ROLE_SYSTEM_USER',
    },
  };
};

export interface CandidateKeys {
  sha256: string;
  perceptualHash: string | null;
  looks?: ReadonlyArray<{ perceptualHash: string }>;
}

/** The (band, value) pairs to look up: the 8 bands of the perceptual hash of the picture's centre and of each of its looks, once each. */
export const bandKeysOf = (hashes: CandidateKeys): Array<[band: string, value: string]> => {
  const keys = new Map<string, [string, string]>();
  for (const p of [
    hashes.perceptualHash,
    ...(hashes.looks ?? []).map((look) => look.perceptualHash),
  ]) {
    if (p)
      for (let i = 0; i < 8; i++)
        keys.set(`b${i}:${p.slice(i * 2, i * 2 + 2)}`, [`b${i}`, p.slice(i * 2, i * 2 + 2)]);
  }
  return [...keys.values()];
};

/** Earlier pictures that share the content hash or a band of a perceptual hash of the picture or its looks (any hub, not removed). */
export const pictureCandidates = async (
  rows: ReadStore,
  hashes: CandidateKeys,
): Promise<PriorPicture[]> => {
  const lookups = [rows.findBy<FingerprintRow>('pictureFingerprints', 'sha256', hashes.sha256)];
  for (const [band, value] of bandKeysOf(hashes))
    lookups.push(rows.findBy<FingerprintRow>('pictureFingerprints', band, value));
  const candidates = new Map<string, FingerprintRow>();
  for (const found of await Promise.all(lookups))
    for (const r of found) if (!r.removed) candidates.set(r.hubEventUuid, r);
  return [...candidates.values()];
};

/**
 * The history the checks compare with: earlier pictures that share the content hash or a band of
 * the perceptual hash (any hub), and the hub's own events with their capture positions.
 */
export const loadHistory = async (
  rows: ReadStore,
  subject: ReviewSubject,
  hashes: CandidateKeys | null,
): Promise<HubHistory> => {
  const candidates = hashes ? await pictureCandidates(rows, hashes) : [];
  const [events, positions] = await Promise.all([
    rows.findBy<HubEventRecord>('hubEvents', 'hubUuid', subject.event.hubUuid),
    rows.findBy<FingerprintRow>('pictureFingerprints', 'hubUuid', subject.event.hubUuid),
  ]);
  const positionOf = new Map(positions.map((p) => [p.hubEventUuid, p]));
  return {
    priorPictures: candidates,
    transport: await transportOf(rows, subject.event),
    hubEvents: events
      .filter((e) => e.uuid !== subject.event.uuid)
      .map((e) => ({
        uuid: e.uuid,
        type: e.type,
        weight: e.weight,
        quantityUnit: e.quantityUnit,
        materialType: e.materialType,
        registrationUnit: e.registrationUnit,
        collectorTrackingNumber: e.collectorTrackingNumber,
        createdAt: e.createdAt,
        removed: e.removed,
        latitude: positionOf.get(e.uuid)?.latitude ?? null,
        longitude: positionOf.get(e.uuid)?.longitude ?? null,
        moisturePercentage: e.moisturePercentage ?? null,
      })),
  };
};

/** Where a registration that received a transport is kept: carriers, handling centers, co-processing; recyclers' truck loads. */
const RECEIVING_MODELS = ['receivedMaterials', 'registeredMaterials'] as const;

/**
 * The transport a received hub event arrived on (its receiving read model and `ongoingTransports`,
 * folded in the same batch as the hub event's row), with the hub's other registrations of it.
 */
const transportOf = async (
  rows: ReadStore,
  event: ReviewedHubEvent,
): Promise<TransportEvidence | null> => {
  if (event.type !== 'REGISTRATION') return null;
  for (const model of RECEIVING_MODELS) {
    const received = await rows.get<ReceivedRow>(model, event.uuid);
    if (!received) continue;
    const transport = received.ongoingTransportUuid
      ? await rows.get<TransportRow>('ongoingTransports', received.ongoingTransportUuid)
      : null;
    if (!transport) return null;
    const others = (await rows.findBy<ReceivedRow>(model, 'hubUuid', event.hubUuid)).filter(
      (r) => r.ongoingTransportUuid === transport.uuid && r.uuid !== event.uuid && !r.removed,
    );
    return {
      uuid: transport.uuid,
      dispatchedBy: transport.owner,
      weight: transport.weight,
      quantityUnit: transport.quantityUnit,
      materialTypes: transport.materialTypes,
      materialType: received.materialType,
      otherReceived: others.map((r) => ({
        uuid: r.uuid,
        weight: r.weight,
        quantityUnit: r.quantityUnit ?? event.quantityUnit,
        materialType: r.materialType,
        createdAt: r.createdAt,
      })),
    };
  }
  return null;
};
