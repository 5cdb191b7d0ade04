import type { AutoReviewFinding } from './auto-review.schema';
import { UNIT_LABEL } from './units';

const day = (iso: string | undefined) => (iso ? iso.slice(0, 10) : '?');
const from = (kind: string | undefined) =>
  kind === 'PDF' ? ' (PDF)' : kind === 'PICTURE' ? ' (picture)' : '';

/**
 * A finding in words with its evidence, as the review drawer, the hub app and the export say it
 * (English; the drawer lays the same evidence out beside the pictures).
 */
export const findingSentence = ({ tag, evidence: e }: AutoReviewFinding): string => {
  // The unit table's text (kg, l), as every other quantity is written.
  const unit = e.quantityUnit
    ? ` ${UNIT_LABEL[e.quantityUnit as keyof typeof UNIT_LABEL] ?? e.quantityUnit.toLowerCase()}`
    : '';
  switch (tag) {
    case 'IMAGE_WEIGHT_MISMATCH':
      return `The scale in the picture reads ${e.readWeight}${unit}; ${e.enteredWeight}${unit} was entered.`;
    case 'OCR_DATA_NOT_DETECTED':
      return `No weight could be read in the picture; ${e.enteredWeight}${unit} was entered.`;
    case 'IMAGE_DUPLICATE':
      return `${e.sameFile ? 'The same picture file' : 'The same picture'} as hub event ${e.duplicateOfHubEventUuid} at ${e.duplicateOfHubName}, ${day(e.duplicateOfCreatedAt)}.`;
    case 'IMAGE_LICENSE_PLATE_MISMATCH':
      return `The plate in the picture reads ${e.plateRead}; ${e.plateTyped} was typed.`;
    case 'LOCATION_MISMATCH':
      return `The picture was taken ${e.distanceKm} ${UNIT_LABEL.KM} from where this hub works (learnt from ${e.sampleSize} captures).`;
    case 'WEIGHT_OUTLIER':
      return `${e.enteredWeight}${unit} is far from this hub's usual ${e.median}${unit} for this material and unit (robust z-score ${e.robustZ}, ${e.sampleSize} events).`;
    case 'DUPLICATE':
      return `The same registration as hub event ${e.duplicateOfHubEventUuid}, ${e.minutesApart} minutes earlier.`;
    case 'HUB_EVENT_AUTO_CREATED':
      return 'Created by the system, not by a person.';
    case 'DOCUMENT_WEIGHSLIP_WEIGHT_MISMATCH':
      return `The weigh slip${from(e.documentKind)} states ${e.readWeight}${unit}; ${e.enteredWeight}${unit} was entered.`;
    case 'DOCUMENT_CERTIFICATE_WEIGHT_MISMATCH':
      return `The certificate${from(e.documentKind)} states ${e.readWeight}${unit}; ${e.enteredWeight}${unit} was entered as the certified weight.`;
    case 'DOCUMENT_MOISTURE_PERCENTAGE_MISMATCH':
      return `The certificate${from(e.documentKind)} states ${e.readMoisture} % moisture; ${e.enteredMoisture} % was entered.`;
    case 'MOISTURE_PERCENTAGE_OUTLIER':
      return `${e.enteredMoisture} % moisture is far above this hub's usual ${e.median} % for this material and unit (robust z-score ${e.robustZ}, ${e.sampleSize} events).`;
    case 'SUPPLIER_TRANSPORT_WEIGHT_OUTLIER':
      return `${e.receivedWeight}${unit} received from a transport that left ${e.dispatchedBy ?? 'its supplier'} with ${e.dispatchedWeight}${unit}.`;
    default:
      return tag;
  }
};
