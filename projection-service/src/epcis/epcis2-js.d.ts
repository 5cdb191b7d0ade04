/** epcis2.js 2.7.3 ships no types: the two functions the tests use, as its README documents them. */
declare module 'epcis2.js' {
  export function eventToHashedId(event: object, context: unknown, throwError?: boolean): string;
  export function validateEpcisDocument(
    document: object,
    throwError?: boolean,
  ): { success: boolean; errors: string[] };
}
