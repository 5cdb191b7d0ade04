import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Callout } from '@blueprintjs/core';
import { OtpRequest, OtpVerifyRequest, type TokenResponse } from '@cairn/contracts';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { SchemaInput, SchemaOutput } from '../common/schema-types';
import { post } from '../api/request';
import { TextField } from '../common/text-field';
import { signInFailure } from './sign-in-failure';
import { t } from './auth.messages';

type PhoneValues = SchemaInput<typeof OtpRequest>;
type CodeValues = SchemaInput<typeof OtpVerifyRequest>;

/**
 * Phone number + one-time code: POST /api/auth/otp sends the code, POST /api/auth/otp/verify
 * trades it for a token. Two small forms, one after the other.
 */
export function PhoneSignInForm({
  onSignedIn,
  onBack,
}: {
  onSignedIn: (token: TokenResponse) => void;
  onBack: () => void;
}) {
  const [phoneNumber, setPhoneNumber] = useState<string | null>(null);
  return phoneNumber === null ? (
    <PhoneStep onSent={setPhoneNumber} onBack={onBack} />
  ) : (
    <CodeStep
      phoneNumber={phoneNumber}
      onSignedIn={onSignedIn}
      onBack={() => setPhoneNumber(null)}
    />
  );
}

function PhoneStep({
  onSent,
  onBack,
}: {
  onSent: (phoneNumber: string) => void;
  onBack: () => void;
}) {
  const form = useForm<PhoneValues, unknown, SchemaOutput<typeof OtpRequest>>({
    resolver: zodResolver(OtpRequest),
    mode: 'onTouched',
    defaultValues: { phoneNumber: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ phoneNumber }) => {
    setFailure(null);
    try {
      await post('/api/auth/otp', { phoneNumber }, { silent: true });
      onSent(phoneNumber);
    } catch (error) {
      setFailure(signInFailure(error, 'signInError'));
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="cairn-sign-in-form">
        <TextField<PhoneValues>
          name="phoneNumber"
          label={t('auth.phoneNumber')}
          type="tel"
          autoComplete="tel"
          placeholder="+491701234567"
          helperText={t('auth.phoneHelper')}
          autoFocus
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
          text={t('auth.sendCode')}
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

function CodeStep({
  phoneNumber,
  onSignedIn,
  onBack,
}: {
  phoneNumber: string;
  onSignedIn: (token: TokenResponse) => void;
  onBack: () => void;
}) {
  const form = useForm<CodeValues, unknown, SchemaOutput<typeof OtpVerifyRequest>>({
    resolver: zodResolver(OtpVerifyRequest),
    mode: 'onTouched',
    defaultValues: { phoneNumber, code: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onSignedIn(await post<TokenResponse>('/api/auth/otp/verify', values, { silent: true }));
    } catch (error) {
      setFailure(signInFailure(error, 'otpInvalid'));
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="cairn-sign-in-form">
        <p>
          {t('auth.codeSentTo')} <strong>{phoneNumber}</strong>
        </p>
        <TextField<CodeValues>
          name="code"
          label={t('auth.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          autoFocus
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
          text={t('auth.anotherPhone')}
          onClick={onBack}
        />
      </form>
    </FormProvider>
  );
}
