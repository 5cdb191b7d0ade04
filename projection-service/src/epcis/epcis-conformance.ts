// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the e2e of command-service compiles this file without projection-service's ambient declarations
/// <reference path="./epcis2-js.d.ts" />
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { eventToHashedId, validateEpcisDocument } from 'epcis2.js';
import gs1Schema from './gs1/epcis-json-schema.json';

/**
 * The checks of tools Cairn did not write, for tests (the e2e of the query interface among them):
 * GS1's EPCIS 2.0 JSON schema with Ajv, epcis2.js's document validation and event hash.
 * Test support only: ajv and epcis2.js are development dependencies.
 */
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const validate = ajv.compile(gs1Schema);

/** The schema's errors for a document, or an empty list when it validates. */
export function gs1SchemaErrors(document: unknown): unknown[] {
  return validate(document) ? [] : [...(validate.errors ?? [])];
}

/** epcis2.js's verdict on a document (it mutates what it reads: given a copy). */
export function epcis2JsValidation(document: object): { success: boolean; errors: string[] } {
  return validateEpcisDocument(structuredClone(document), false);
}

/** The CBV 2.0 eventID epcis2.js computes for an event. */
export const epcis2JsEventId = (event: object, context: unknown): string =>
  eventToHashedId(structuredClone(event), context);
