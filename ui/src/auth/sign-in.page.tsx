import type { TokenResponse } from '@cairn/contracts';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { getToken, storeToken } from '../api/session';
import { enterApp } from './enter-app';
import { mountSignIn } from './sign-in.view';

/**
 * /sign-in inside the app (after a session ended, a sign-out or a guard's redirect): the same
 * light view as sign-in.html, which the server sends when /sign-in is opened directly.
 */
export default function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const container = useRef<HTMLDivElement>(null);
  // Read once: after signing in, the page renders again while the router loads the home's
  // chunks, and going to /auth/callback then would cancel that navigation.
  const [signedInBefore] = useState(() => getToken() !== null);
  const state = location.state as unknown; // keeps `from`

  useEffect(() => {
    if (signedInBefore || !container.current) return;
    return mountSignIn(container.current, {
      state,
      search: location.search,
      onSignedIn: ({ token, expiresAt, user }: TokenResponse) => {
        storeToken(token, expiresAt);
        // The answer carries the user: straight to their page, without /auth/callback's round trip.
        if (user) void enterApp(user, (to) => navigate(to, { replace: true }), state);
        else navigate('/auth/callback', { replace: true, state });
      },
    });
  }, [signedInBefore, navigate, state, location.search]);

  if (signedInBefore) return <Navigate to="/auth/callback" replace state={location.state} />;
  return <div ref={container} />;
}
