import type {
  CheckInput,
  DocumentEvidence,
  PictureEvidence,
  PriorHubEvent,
  PriorPicture,
  ReviewedHubEvent,
} from './check';

/** Test builders for the checks' input: a REGISTRATION of 10 kg PET bags at hub h1. */
export const hubEvent = (over: Partial<ReviewedHubEvent> = {}): ReviewedHubEvent => ({
  uuid: 'e-new',
  hubUuid: 'h1',
  type: 'REGISTRATION',
  weight: 10,
  quantityUnit: 'KG',
  materialType: 'PET_CLEAR',
  registrationUnit: 'BAG',
  licensePlate: null,
  collectorTrackingNumber: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBySystem: false,
  certifiedWeight: null,
  moisturePercentage: null,
  ...over,
});

export const pictureEvidence = (over: Partial<PictureEvidence> = {}): PictureEvidence => ({
  uuid: 'p-new',
  sha256: 'sha-new',
  perceptualHash: 'ffff0000ffff0000',
  colorHash: '80'.repeat(192),
  detailHash: null,
  decodeError: null,
  ocrLines: null,
  latitude: null,
  longitude: null,
  ...over,
});

export const priorPicture = (over: Partial<PriorPicture> = {}): PriorPicture => ({
  hubEventUuid: 'e-old',
  hubUuid: 'h2',
  hubName: 'Rhein Materials Hub Köln',
  createdAt: '2026-08-20T10:00:00.000Z',
  pictureUuid: 'p-old',
  sha256: 'sha-old',
  perceptualHash: 'ffff0000ffff0000',
  colorHash: '80'.repeat(192),
  readWeight: null,
  ...over,
});

export const priorEvent = (over: Partial<PriorHubEvent> = {}): PriorHubEvent => ({
  uuid: 'e-old',
  type: 'REGISTRATION',
  weight: 10,
  quantityUnit: 'KG',
  materialType: 'PET_CLEAR',
  registrationUnit: 'BAG',
  collectorTrackingNumber: null,
  createdAt: '2026-11-20T09:55:00.000Z',
  removed: false,
  latitude: null,
  longitude: null,
  moisturePercentage: null,
  ...over,
});

export const input = (over: Partial<CheckInput> = {}): CheckInput => ({
  event: hubEvent(),
  picture: pictureEvidence(),
  platePicture: null,
  history: { priorPictures: [], hubEvents: [] },
  ...over,
});

export const documentEvidence = (
  lines: string[] | null,
  over: Partial<DocumentEvidence> = {},
): DocumentEvidence => ({
  uuid: 'd-new',
  kind: 'PDF',
  lines,
  error: null,
  ...over,
});
