import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Callout, Card, H2 } from '@blueprintjs/core';
import {
  ChangeOwnPasswordRequest,
  PasswordResetRequest,
  type TokenResponse,
} from '@cairn/contracts';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, post } from '../api/request';
import { getUser, storeToken } from '../api/session';
import { TextField } from '../common/text-field';
import { t } from './auth.messages';

type Values = { token?: string; currentPassword?: string; password: string };

/**
 * /reset-password?token=… (the link an admin sent) and /change-password (one's own, given the current
 * one; the first sign-in with an emailed password lands here). The rules of a new password are the
 * server's (contracts NewPassword): not blank, 12 characters or more, not a common one.
 */
export default function ChoosePasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const schema = token ? PasswordResetRequest : ChangeOwnPasswordRequest;
  const form = useForm<Values>({
    resolver: zodResolver(schema as never),
    mode: 'onTouched',
    defaultValues: token ? { token, password: '' } : { currentPassword: '', password: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const required = getUser()?.passwordChangeRequired === true;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (token) {
        await post('/api/auth/passwordReset', values, { silent: true });
        setDone(true);
        return;
      }
      const fresh = await post<TokenResponse>('/api/users/current/password', values, {
        silent: true,
      });
      storeToken(fresh.token, fresh.expiresAt);
      navigate('/auth/callback', { replace: true });
    } catch (error) {
      const body = error instanceof ApiError ? error.body : null;
      const fields = body?.fieldErrors ?? {};
      for (const [name, key] of Object.entries(fields))
        form.setError(name as keyof Values, { message: key });
      if (Object.keys(fields).length === 0)
        setFailure(t(body?.errorMessageKey ?? 'genericErrorMessage'));
    }
  });

  return (
    <main className="cairn-sign-in">
      <Card elevation={2} className="cairn-sign-in-card">
        <div className="cairn-brand">Cairn</div>
        <H2 className="cairn-sign-in-title">{t('auth.choosePassword')}</H2>
        {required && !token && (
          <Callout intent="warning" compact className="cairn-sign-in-notice">
            {t('passwordChangeRequired')}
          </Callout>
        )}
        {done ? (
          <div className="cairn-sign-in-form">
            <Callout intent="success" compact role="status">
              {t('auth.passwordSet')}
            </Callout>
            <Button
              intent="primary"
              size="large"
              fill
              text={t('auth.signIn')}
              onClick={() => navigate('/sign-in', { replace: true })}
            />
          </div>
        ) : (
          <FormProvider {...form}>
            <form onSubmit={submit} noValidate className="cairn-sign-in-form">
              {!token && (
                <TextField<Values>
                  name="currentPassword"
                  label={t('auth.currentPassword')}
                  type="password"
                  autoComplete="current-password"
                  autoFocus
                  large
                />
              )}
              <TextField<Values>
                name="password"
                label={t('auth.newPassword')}
                type="password"
                autoComplete="new-password"
                large
                helperText={t('auth.newPasswordHelper')}
              />
              {failure && (
                <Callout intent="danger" compact role="alert">
                  {failure}
                </Callout>
              )}
              <Button
                type="submit"
                intent="primary"
                size="large"
                fill
                loading={form.formState.isSubmitting}
                text={t('auth.savePassword')}
              />
            </form>
          </FormProvider>
        )}
      </Card>
    </main>
  );
}
