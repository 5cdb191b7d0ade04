import { Button, Callout, Card, H2 } from '@blueprintjs/core';
import type { TokenResponse } from '@cairn/contracts';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { getToken, STORAGE, storeToken } from '../api/session';
import { t } from './auth.messages';
import { EmailSignInForm } from './email-sign-in.form';
import { enterApp } from './enter-app';
import { PhoneSignInForm } from './phone-sign-in.form';

type Method = 'choose' | 'phone' | 'email';

/** /sign-in (Document 2 §2): phone number + code, or email + password. */
export default function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [method, setMethod] = useState<Method>('choose');
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

  return (
    <main className="cairn-sign-in">
      <Card elevation={2} className="cairn-sign-in-card">
        <div className="cairn-brand">Cairn</div>
        <H2 className="cairn-sign-in-title">{t('auth.signIn')}</H2>
        {sessionExpired && method === 'choose' && (
          <Callout intent="warning" compact className="cairn-sign-in-notice">
            {t('apiErrorUnauthorized')}
          </Callout>
        )}
        {method === 'choose' && (
          <div className="cairn-sign-in-form">
            <Button
              size="large"
              fill
              icon="mobile-phone"
              text={t('auth.withPhone')}
              onClick={() => setMethod('phone')}
            />
            <Button
              size="large"
              fill
              icon="envelope"
              text={t('auth.withEmail')}
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
