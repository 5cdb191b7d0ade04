import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import untpDteSchema from './fixtures/untp-dte-schema.json';

/**
 * The UNTP DTE JSON schema's check with Ajv (draft 2020-12), for tests: ajv is a development
 * dependency. `readOnly`/`default` and the schema's `x-` keywords are annotations here.
 */
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validate = ajv.compile(untpDteSchema);

export function untpDteSchemaErrors(credential: unknown): unknown[] {
  return validate(credential) ? [] : [...(validate.errors ?? [])];
}
