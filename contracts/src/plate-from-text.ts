/**
 * A licence plate read from a picture's recognised text (Document 3 §3: the picture analysis may
 * prefill the license plate). Takes the first run that looks like a plate: letters then digits,
 * optionally more letters and digits (MH 12 AB 1234, PE-4321, ABC1D23), 4 to 14 characters.
 */
const PLATE =
  /\b([A-Z]{1,3}[\s-]?\d{1,4}(?:[\s-]?[A-Z]{1,3})?(?:[\s-]?\d{1,4})?|[A-Z]{3}\d[A-Z0-9]\d{2})\b/;

export const plateFromText = (results: readonly string[]): string | null => {
  for (const raw of results) {
    for (const line of raw.toUpperCase().split(/\r?\n/)) {
      const match = PLATE.exec(line.trim());
      if (!match) continue;
      const plate = match[1].replace(/\s+/g, ' ').trim();
      const compact = plate.replace(/[\s-]/g, '');
      if (
        compact.length >= 4 &&
        compact.length <= 14 &&
        /\d/.test(compact) &&
        /[A-Z]/.test(compact)
      )
        return plate;
    }
  }
  return null;
};

/**
 * A plate as it is compared: letters upper-cased, spaces and dashes dropped ("mh 12-ab 1234" and
 * "MH12AB1234" are one plate). Finding a truck takes the whole plate in this form, not a part of it.
 */
export const normalizePlate = (plate: string): string => plate.replace(/[\s-]/g, '').toUpperCase();
