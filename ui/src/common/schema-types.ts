/**
 * Input and output types of a contracts zod schema, without importing zod into the UI:
 * the same as `z.input<S>` / `z.output<S>`.
 */
type Schema = { _zod: { input: unknown; output: unknown } };
export type SchemaInput<S extends Schema> = S['_zod']['input'];
export type SchemaOutput<S extends Schema> = S['_zod']['output'];
