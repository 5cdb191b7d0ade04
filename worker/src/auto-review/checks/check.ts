import type { AutoReviewCheck, FindingEvidence, HubEventType } from '@cairn/contracts';

/** The hub event under review, as the hub events read model shows it. */
export interface ReviewedHubEvent {
  uuid: string;
  hubUuid: string;
  type: HubEventType;
  weight: number;
  quantityUnit: string;
  materialType: string | null;
  registrationUnit: string | null;
  licensePlate: string | null;
  collectorTrackingNumber: string | null;
  createdAt: string;
  /** A certificate's entered figures (null elsewhere). */
  certifiedWeight: number | null;
  moisturePercentage: number | null;
  /** Created by the system (no person, or the system user), not by a hub operator or admin. */
  createdBySystem: boolean;
}

/** The evidence of its picture: hashes (null when it could not be decoded), text recognition, capture position. */
export interface PictureEvidence {
  uuid: string;
  sha256: string;
  perceptualHash: string | null;
  colorHash: string | null;
  detailHash: string | null;
  /** The picture's hashes at other insets (picture-fingerprint.ts), for copies cropped by a few per cent; absent = the centre only. */
  looks?: ReadonlyArray<{ perceptualHash: string; colorHash: string; detailHash: string | null }>;
  /** Why the picture could not be decoded, or null. */
  decodeError: string | null;
  /** Recognised lines; null when the picture was not read (text recognition off). */
  ocrLines: string[] | null;
  latitude: number | null;
  longitude: number | null;
}

/** A picture an earlier hub event used (any hub). */
export interface PriorPicture {
  hubEventUuid: string;
  hubUuid: string;
  hubName: string;
  createdAt: string;
  pictureUuid: string;
  sha256: string;
  perceptualHash: string | null;
  colorHash: string | null;
  detailHash?: string | null;
  readWeight: number | null;
}

/** Another hub event of the same hub, with its capture position when known. */
export interface PriorHubEvent {
  uuid: string;
  type: HubEventType;
  weight: number;
  quantityUnit: string;
  materialType: string | null;
  registrationUnit: string | null;
  collectorTrackingNumber: string | null;
  createdAt: string;
  removed: boolean;
  latitude: number | null;
  longitude: number | null;
  moisturePercentage: number | null;
}

/** The transport a received hub event arrived on: what it left with, and the other registrations of it. */
export interface TransportEvidence {
  uuid: string;
  dispatchedBy: string;
  weight: number;
  quantityUnit: string;
  materialTypes: string[];
  /** This hub event's own material type, and the other (not removed) registrations of the same transport. */
  materialType: string | null;
  otherReceived: Array<{
    uuid: string;
    weight: number;
    quantityUnit: string;
    materialType: string | null;
    createdAt: string;
  }>;
}

export interface HubHistory {
  priorPictures: PriorPicture[];
  hubEvents: PriorHubEvent[];
  transport?: TransportEvidence | null;
}

/**
 * The event's document (its picture upload: a weigh slip, a dispatch document, a certificate) as text:
 * a PDF's text layer, or a picture's recognised lines (null when text recognition is off).
 * `error` says why a PDF gave no text (`pdfWithoutText`, `pdfNotReadable`, `pdfMissing`).
 */
export interface DocumentEvidence {
  uuid: string;
  kind: 'PDF' | 'PICTURE';
  lines: string[] | null;
  error: string | null;
}

export interface CheckInput {
  event: ReviewedHubEvent;
  picture: PictureEvidence | null;
  /** The picture that shows the plate: the transporter's, or the event's own picture when it has no other. */
  platePicture: { uuid: string; ocrLines: string[] | null } | null;
  document?: DocumentEvidence | null;
  history: HubHistory;
}

export interface CheckFinding {
  tag: AutoReviewCheck;
  evidence: FindingEvidence;
}

/** A check: a pure function of the hub event, its evidence and the hub's history. */
export interface Check {
  name: AutoReviewCheck;
  /** Raised whenever the rule changes: a new version re-checks past events. */
  version: number;
  /** Needs text recognition of the picture: not run where the OCR is off. */
  needsText?: boolean;
  run(input: CheckInput): CheckFinding[];
}

/** Thrown when the evidence a check needs cannot be read: recorded as the check's failure. */
export class EvidenceUnavailable extends Error {}

/** Only earlier events count as history: by creation time, then id, so a re-check finds the same. */
export const isEarlier = (
  a: { createdAt: string; uuid: string },
  b: { createdAt: string; uuid: string },
): boolean => a.createdAt < b.createdAt || (a.createdAt === b.createdAt && a.uuid < b.uuid);
