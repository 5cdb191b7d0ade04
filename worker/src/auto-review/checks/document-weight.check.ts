import { documentWeightReadings, weightsAgree } from '@cairn/contracts';
import type { Check, CheckFinding, CheckInput } from './check';
import { disagreeing, documentText } from './document-text';

const weightFinding = (
  input: CheckInput,
  tag: CheckFinding['tag'],
  entered: number,
): CheckFinding[] => {
  const text = documentText(input);
  if (!text) return [];
  const read = disagreeing(documentWeightReadings(text.lines), (r) => weightsAgree(r, entered));
  return read === null
    ? []
    : [
        {
          tag,
          evidence: {
            readWeight: read,
            enteredWeight: entered,
            quantityUnit: input.event.quantityUnit,
            documentKind: text.kind,
          },
        },
      ];
};

/**
 * DOCUMENT_WEIGHSLIP_WEIGHT_MISMATCH: the net weight a weigh slip states (`documentWeightReadings`)
 * differs from the entered weight beyond `weightsAgree`'s tolerance. Weigh slips are the documents of
 * CLEARANCE hub events (a clearance's weigh slip, a dispatch's document) and any PDF given as the
 * evidence of another hub event (a PDF is a document, never a photo); certificates are not.
 */
export const weighSlipWeightCheck: Check = {
  name: 'DOCUMENT_WEIGHSLIP_WEIGHT_MISMATCH',
  version: 1,
  run(input) {
    const { event, document } = input;
    if (
      !document ||
      event.type === 'CERTIFICATION' ||
      (event.type !== 'CLEARANCE' && document.kind !== 'PDF')
    )
      return [];
    return weightFinding(input, 'DOCUMENT_WEIGHSLIP_WEIGHT_MISMATCH', event.weight);
  },
};

/** DOCUMENT_CERTIFICATE_WEIGHT_MISMATCH: the weight a certificate states differs from the entered certified weight. */
export const certificateWeightCheck: Check = {
  name: 'DOCUMENT_CERTIFICATE_WEIGHT_MISMATCH',
  version: 1,
  run(input) {
    const { event } = input;
    if (event.type !== 'CERTIFICATION' || event.certifiedWeight === null) return [];
    return weightFinding(input, 'DOCUMENT_CERTIFICATE_WEIGHT_MISMATCH', event.certifiedWeight);
  },
};
