import { AnchorButton, Button, Callout, Card, H2 } from '@blueprintjs/core';
import type { TokenResponse } from '@cairn/contracts';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { getToken, STORAGE, storeToken } from '../api/session';
import { useAppSettings } from '../app-settings/use-app-settings';
import { t } from '../i18n';
import { EmailSignInForm } from './email-sign-in.form';
import { enterApp } from './enter-app';
import { PhoneSignInForm } from './phone-sign-in.form';
import { returnPathOf } from './return-path';

/** Why the external provider's sign-in came back here (the server's callback names it). */
const OIDC_REFUSALS = new Set([
  'oidcSignInFailed',
  'oidcUnknownUser',
  'oidcRoleNotGranted',
  'userSuspended',
  'hubNotActive',
]);

type Method = 'choose' | 'phone' | 'email';

/**
 * /sign-in (Document 2 §2): phone number + code, or email + password; and the external OpenID
 * Connect provider's button when one is configured (GET /api/app-settings).
 */
export default function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [method, setMethod] = useState<Method>('choose');
  const [params] = useSearchParams();
  const oidc = useAppSettings()?.oidc ?? null;
  const oidcRefusal = params.get('error');
  // Read once: a failed attempt also answers 401 and would set the flag again.
  const [sessionExpired] = useState(() => localStorage.getItem(STORAGE.sessionExpired) === 'true');

  // Read once too: after signing in, the page renders again while the router loads the home's
  // chunks, and going to /auth/callback then would cancel that navigation.
  const [signedInBefore] = useState(() => getToken() !== null);

  if (signedInBefore) return <Navigate to="/auth/callback" replace state={location.state} />;

  const onSignedIn = ({ token, expiresAt, user }: TokenResponse) => {
    storeToken(token, expiresAt);
    // The answer carries the user: straight to their page, without /auth/callback's round trip.
    if (user) enterApp(user, navigate, location.state);
    else navigate('/auth/callback', { replace: true, state: location.state }); // keeps `from`
  };
  const back = () => setMethod('choose');
  const from = returnPathOf(location.state);
  const oidcLogin = oidc && `${oidc.loginPath}${from ? `?from=${encodeURIComponent(from)}` : ''}`;

  return (
    <main className="cairn-sign-in">
      <Card elevation={2} className="cairn-sign-in-card">
        <div className="cairn-brand">Cairn</div>
        <H2 className="cairn-sign-in-title">Sign in</H2>
        {sessionExpired && method === 'choose' && (
          <Callout intent="warning" compact className="cairn-sign-in-notice">
            {t('apiErrorUnauthorized')}
          </Callout>
        )}
        {oidcRefusal && OIDC_REFUSALS.has(oidcRefusal) && method === 'choose' && (
          <Callout intent="danger" compact className="cairn-sign-in-notice">
            {t(oidcRefusal)}
          </Callout>
        )}
        {method === 'choose' && (
          <div className="cairn-sign-in-form">
            {oidc && oidcLogin && (
              <AnchorButton
                size="large"
                fill
                intent="primary"
                icon="office"
                text={oidc.buttonLabel}
                href={oidcLogin}
              />
            )}
            <Button
              size="large"
              fill
              icon="mobile-phone"
              text="Sign in with phone number"
              onClick={() => setMethod('phone')}
            />
            <Button
              size="large"
              fill
              icon="envelope"
              text="Sign in with email"
              onClick={() => setMethod('email')}
            />
          </div>
        )}
        {method === 'phone' && <PhoneSignInForm onSignedIn={onSignedIn} onBack={back} />}
        {method === 'email' && <EmailSignInForm onSignedIn={onSignedIn} onBack={back} />}
      </Card>
    </main>
  );
}
