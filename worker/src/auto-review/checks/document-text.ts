import { type CheckInput, EvidenceUnavailable } from './check';

/**
 * The document's text for a check that applies to it: null when it was not read (a picture where
 * text recognition is off); a PDF that gave no text is the check's failure, never "no finding".
 */
export const documentText = ({
  document,
}: CheckInput): { kind: 'PDF' | 'PICTURE'; lines: string[] } | null => {
  if (!document) return null;
  if (document.error) throw new EvidenceUnavailable(document.error);
  return document.lines ? { kind: document.kind, lines: document.lines } : null;
};

/** The first reading, unless one of them agrees: a check speaks only when no way of reading the figure agrees. */
export const disagreeing = (
  readings: readonly number[],
  agrees: (read: number) => boolean,
): number | null => (readings.length === 0 || readings.some(agrees) ? null : readings[0]);
