import type { SecurityRole } from '@cairn/contracts';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { effectiveRole, getToken, getUser, homeOf } from '../api/session';
import { pathOf, type ReturnState } from './return-path';

/** Signed-in routes: without a token go to sign-in, and come back here afterwards. */
export function RequireSession() {
  const location = useLocation();
  const state: ReturnState = { from: pathOf(location) };
  if (!getToken()) return <Navigate to="/sign-in" replace state={state} />;
  // A token without the stored identity (e.g. storage cleared by hand): the callback loads it.
  if (!getUser()) return <Navigate to="/auth/callback" replace state={state} />;
  return <Outlet />;
}

/** An area for some roles only; anyone else goes to their own home (Document 2 §2). */
export function RequireRole({ roles }: { roles: readonly SecurityRole[] }) {
  const user = getUser();
  if (!user) return <Navigate to="/sign-in" replace />;
  if (!roles.includes(effectiveRole(user))) return <Navigate to={homeOf(user)} replace />;
  return <Outlet />;
}

/** `/`: the home of the signed-in user's role, or sign-in. */
export function HomeRedirect() {
  if (!getToken()) return <Navigate to="/sign-in" replace />;
  const user = getUser();
  return <Navigate to={user ? homeOf(user) : '/auth/callback'} replace />;
}
