/** The schema's errors for a document, or an empty list when it validates. */
export declare function gs1SchemaErrors(document: unknown): unknown[];
/** epcis2.js's verdict on a document (it mutates what it reads: given a copy). */
export declare function epcis2JsValidation(document: object): {
  success: boolean;
  errors: string[];
};
/** The CBV 2.0 eventID epcis2.js computes for an event. */
export declare const epcis2JsEventId: (event: object, context: unknown) => string;
