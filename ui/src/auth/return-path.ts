import type { Location } from 'react-router-dom';

/**
 * Where to go back after signing in: the guard puts the page the user asked for in the router's
 * location state as `from`; sign-in and the callback pass it along.
 */
export interface ReturnState {
  from?: string;
}

const NOT_A_RETURN_TARGET = ['/sign-in', '/auth/callback'];

export const pathOf = (location: Location): string =>
  location.pathname + location.search + location.hash;

/** The `from` path of a location state, if it is a safe page of this app to return to. */
export function returnPathOf(state: unknown): string | null {
  const from = (state as ReturnState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  return NOT_A_RETURN_TARGET.some((p) => from.startsWith(p)) ? null : from;
}
