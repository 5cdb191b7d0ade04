import { humanize } from './format';

/** A value of a picker with its display label. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** Options for enum values; the spec leaves most of them unlabelled, so they read "Collection center". */
export const enumOptions = <V extends string>(
  values: readonly V[],
  label: (v: V) => string = humanize,
): Option<V>[] =>
  // A getter: lists made when a module loads still read in the language the user has when they show.
  values.map((value) => ({
    value,
    get label() {
      return label(value);
    },
  }));
