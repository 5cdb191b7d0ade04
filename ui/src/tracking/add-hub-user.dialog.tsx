import { Dialog, DialogBody } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AuthType,
  Gender,
  Language,
  hubUserRequest,
  type AddHubUserRequest,
  type HubSummary,
  type HubUserKind,
  AddHubManagerRequest,
  maxLengthOf,
} from '@cairn/contracts';
import { useMemo } from 'react';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { applyFieldErrors } from '../common/apply-field-errors';
import { enumOptions } from '../common/options';
import { SelectField } from '../common/select-field';
import { TextField } from '../common/text-field';
import { revalidateHubs } from '../admin/hubs/hubs.api';
import { showToast } from '../shell/toaster';
import { addHubUser } from './tracking.api';
import { DialogActions } from '../common/dialog-actions';
import { ErrorAlertBar } from '../shell/error-alert-bar';
import { t } from './tracking.messages';
import { enumLabels } from '../common/enum-labels.messages';

type Values = Record<keyof AddHubUserRequest, string | null>;
const GENDER_OPTIONS = enumOptions(Gender.options, enumLabels('Gender'));
const authOptions = () =>
  enumOptions(AuthType.options, (a) =>
    t(a === 'SMS' ? 'tracking.authSms' : 'tracking.authEmailPassword'),
  );
// Each language in its own words, whatever the admin's.
const LANGUAGE_OPTIONS = enumOptions(
  Language.options,
  (l) => ({ EN: 'English', DE: 'Deutsch' })[l],
);
const EMPTY: Values = {
  gender: null,
  firstName: '',
  lastName: '',
  email: null,
  phoneNumber: null,
  authType: null,
  role: null,
  language: 'EN',
};

/** Add Hub Manager / Add Hub Owner (Document 2 §5); the form uses the server's schema. */
export function AddHubUserDialog({
  hub,
  kind,
  onClose,
}: {
  hub: HubSummary;
  kind: HubUserKind;
  onClose: () => void;
}) {
  const title = t(kind === 'owner' ? 'tracking.addHubOwner' : 'tracking.addHubManager');
  const resolver = useMemo(
    () => zodResolver(hubUserRequest(kind)) as unknown as Resolver<Values>,
    [kind],
  );
  const form = useForm<Values>({ mode: 'onTouched', defaultValues: EMPTY, resolver });
  const authType = useWatch({ control: form.control, name: 'authType' });
  const sms = authType === 'SMS';
  // A hub owner gets reports by email whatever the sign-in method (Document 2 §5).
  const emailRequired = authType === 'EMAIL_PASSWORD' || kind === 'owner';

  const submit = form.handleSubmit(async (values) => {
    try {
      await addHubUser(hub.uuid, kind, values as unknown as AddHubUserRequest);
      showToast('success', t(kind === 'owner' ? 'tracking.ownerAdded' : 'tracking.managerAdded'));
      await revalidateHubs();
      onClose();
    } catch (failure) {
      applyFieldErrors(failure, form.setError);
    }
  });
  return (
    <Dialog isOpen title={`${title}: ${hub.name}`} onClose={onClose} icon="new-person">
      <FormProvider {...form}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          {/* The page's error bar is behind the dialog's overlay. */}
          <ErrorAlertBar />
          <DialogBody>
            <SelectField<Values>
              name="gender"
              label={t('tracking.gender')}
              required
              options={GENDER_OPTIONS}
            />
            <TextField<Values>
              name="firstName"
              label={t('tracking.firstName')}
              required
              autoComplete="off"
              maxLength={maxLengthOf(AddHubManagerRequest, 'firstName')}
            />
            <TextField<Values>
              name="lastName"
              label={t('tracking.lastName')}
              required
              autoComplete="off"
              maxLength={maxLengthOf(AddHubManagerRequest, 'lastName')}
            />
            <SelectField<Values>
              name="authType"
              label={t('tracking.signInMethod')}
              required
              options={authOptions()}
            />
            <SelectField<Values>
              name="language"
              label={t('tracking.language')}
              required
              options={LANGUAGE_OPTIONS}
            />
            {(emailRequired || !sms) && (
              <TextField<Values>
                name="email"
                label={t(sms ? 'tracking.emailForReporting' : 'tracking.email')}
                required={emailRequired}
                type="email"
                nullable
                autoComplete="off"
              />
            )}
            <TextField<Values>
              name="phoneNumber"
              label={t('tracking.phoneNumber')}
              required={sms}
              type="tel"
              nullable
              placeholder="+919800000001"
              helperText={t('tracking.phoneHelper')}
              autoComplete="off"
            />
          </DialogBody>
          <DialogActions
            text={t('tracking.add')}
            onCancel={onClose}
            busy={form.formState.isSubmitting}
          />
        </form>
      </FormProvider>
    </Dialog>
  );
}
