import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Callout } from '@blueprintjs/core';
import { SignInRequest, type TokenResponse } from '@cairn/contracts';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { SchemaInput, SchemaOutput } from '../common/schema-types';
import { post } from '../api/request';
import { TextField } from '../common/text-field';
import { signInFailure } from './sign-in-failure';
import { t } from './auth.messages';

type SignInValues = SchemaInput<typeof SignInRequest>;

/** Email + password (POST /api/auth/signIn). */
export function EmailSignInForm({
  onSignedIn,
  onBack,
}: {
  onSignedIn: (token: TokenResponse) => void;
  onBack: () => void;
}) {
  const form = useForm<SignInValues, unknown, SchemaOutput<typeof SignInRequest>>({
    resolver: zodResolver(SignInRequest),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      // silent: the failure is shown under the form, not in the app's error bar
      onSignedIn(await post<TokenResponse>('/api/auth/signIn', values, { silent: true }));
    } catch (error) {
      setFailure(signInFailure(error, 'signInError'));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="cairn-sign-in-form">
        <TextField<SignInValues>
          name="email"
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          autoFocus
          large
        />
        <TextField<SignInValues>
          name="password"
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          large
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
          text={t('auth.signIn')}
        />
        <Button
          variant="minimal"
          fill
          icon="arrow-left"
          text={t('auth.otherWays')}
          onClick={onBack}
        />
      </form>
    </FormProvider>
  );
}
