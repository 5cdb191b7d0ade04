/**
 * A value the code knows is there but the compiler cannot see it (a key just inserted into a map,
 * an entry of a constant list): say so once, and fail loudly, naming it, if the invariant breaks.
 * Not for values that come from input or stored state: those are refused where they arrive.
 */
export const defined = <T>(value: T | null | undefined, what: string): T => {
  if (value === null || value === undefined) throw new Error(`Invariant: ${what} is missing`);
  return value;
};
