import { weightFromText, weightsAgree } from '@cairn/contracts';
import type { Check, CheckInput } from './check';

/** Event types whose picture is a scale or weigh slip: the weight must be readable there. */
const WEIGHED_TYPES = new Set(['REGISTRATION', 'SEGREGATION', 'PROCESSING', 'CLEARANCE']);

const reading = ({ event, picture }: CheckInput): { expected: boolean; read: number | null } => {
  const lines = picture && WEIGHED_TYPES.has(event.type) ? picture.ocrLines : null;
  return lines === null
    ? { expected: false, read: null }
    : { expected: true, read: weightFromText(lines) };
};

/**
 * IMAGE_WEIGHT_MISMATCH: the weight read from the picture by Document 1 §9's rule differs from the
 * entered one beyond `weightsAgree`'s tolerance (contracts).
 */
export const imageWeightMismatchCheck: Check = {
  name: 'IMAGE_WEIGHT_MISMATCH',
  version: 1,
  needsText: true,
  run(input) {
    const { read } = reading(input);
    if (read === null || weightsAgree(read, input.event.weight)) return [];
    return [
      {
        tag: 'IMAGE_WEIGHT_MISMATCH',
        evidence: {
          readWeight: read,
          enteredWeight: input.event.weight,
          quantityUnit: input.event.quantityUnit,
        },
      },
    ];
  },
};

/** OCR_DATA_NOT_DETECTED: a weight is expected in the picture and none could be read. */
export const ocrDataNotDetectedCheck: Check = {
  name: 'OCR_DATA_NOT_DETECTED',
  version: 1,
  needsText: true,
  run(input) {
    const { expected, read } = reading(input);
    return expected && read === null
      ? [
          {
            tag: 'OCR_DATA_NOT_DETECTED',
            evidence: { enteredWeight: input.event.weight, quantityUnit: input.event.quantityUnit },
          },
        ]
      : [];
  },
};
