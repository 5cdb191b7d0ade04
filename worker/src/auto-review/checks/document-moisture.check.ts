import { documentMoistureReadings, moisturesAgree } from '@cairn/contracts';
import type { Check } from './check';
import { disagreeing, documentText } from './document-text';

/**
 * DOCUMENT_MOISTURE_PERCENTAGE_MISMATCH: the moisture percentage a certificate states differs from the
 * entered one beyond `moisturesAgree` (0.5 percentage points).
 */
export const documentMoistureCheck: Check = {
  name: 'DOCUMENT_MOISTURE_PERCENTAGE_MISMATCH',
  version: 1,
  run(input) {
    const entered = input.event.moisturePercentage;
    if (input.event.type !== 'CERTIFICATION' || entered === null) return [];
    const text = documentText(input);
    if (!text) return [];
    const read = disagreeing(documentMoistureReadings(text.lines), (r) =>
      moisturesAgree(r, entered),
    );
    return read === null
      ? []
      : [
          {
            tag: 'DOCUMENT_MOISTURE_PERCENTAGE_MISMATCH',
            evidence: { readMoisture: read, enteredMoisture: entered, documentKind: text.kind },
          },
        ];
  },
};
