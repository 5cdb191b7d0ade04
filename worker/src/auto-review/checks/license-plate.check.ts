import { plateFromText } from '@cairn/contracts';
import type { Check } from './check';

/** Plates compare without spaces, dashes and case; O and 0, I and 1 are the same to a text reader. */
export const normalisePlate = (plate: string): string =>
  plate
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/O/g, '0')
    .replace(/I/g, '1');

/** IMAGE_LICENSE_PLATE_MISMATCH: the plate read from the transporter's picture is not the typed one. */
export const licensePlateCheck: Check = {
  name: 'IMAGE_LICENSE_PLATE_MISMATCH',
  version: 1,
  needsText: true,
  run({ event, platePicture }) {
    if (!event.licensePlate || !platePicture?.ocrLines) return [];
    const read = plateFromText(platePicture.ocrLines);
    if (!read || normalisePlate(read) === normalisePlate(event.licensePlate)) return [];
    return [
      {
        tag: 'IMAGE_LICENSE_PLATE_MISMATCH',
        evidence: { plateRead: read, plateTyped: event.licensePlate },
      },
    ];
  },
};
