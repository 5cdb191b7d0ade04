import { Dialog, DialogBody } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  AuthType,
  Gender,
  userDetailsRequest,
  type AdminUserRow,
  type UpdateUserInput,
  type UpdateUserRequest,
  EMAIL_MAX,
  UserDetailsFields,
  maxLengthOf,
} from '@cairn/contracts';
import { applyFieldErrors } from '../common/apply-field-errors';
import { enumOptions } from '../common/options';
import { SelectField } from '../common/select-field';
import { TextField } from '../common/text-field';
import { showToast } from '../shell/toaster';
import { revalidateUsers, updateUser } from './users.api';
import { DialogActions } from '../common/dialog-actions';
import { ErrorAlertBar } from '../shell/error-alert-bar';
import { t } from './users.messages';
import { enumLabels } from '../common/enum-labels.messages';

const AUTH_LABELS: Record<AuthType, string> = {
  EMAIL_PASSWORD: 'users.authEmailPassword',
  SMS: 'users.authSms',
};

/**
 * Edit user (Document 2 §5): the auth type is locked once set; the email field shows for email
 * sign-in, for a hub owner (as the email for reporting), or when the user already has one.
 */
export function UserEditDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const resolver = useMemo(
    () =>
      zodResolver(userDetailsRequest(user.role)) as unknown as Resolver<
        UpdateUserInput,
        unknown,
        UpdateUserRequest
      >,
    [user.role],
  );
  const form = useForm<UpdateUserInput, unknown, UpdateUserRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      gender: user.gender,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.phoneNumber,
      authType: user.authType ?? undefined,
    },
  });
  const authType = useWatch({ control: form.control, name: 'authType' });
  const isOwner = user.role === 'ROLE_HUB_OWNER';
  const showEmail = authType === 'EMAIL_PASSWORD' || isOwner || Boolean(user.email);

  const submit = form.handleSubmit(async (values) => {
    try {
      await updateUser(user.uuid, values);
      showToast('success', 'userUpdatedMessage');
      await revalidateUsers();
      onClose();
    } catch (error) {
      applyFieldErrors(error, form.setError);
    }
  });

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('users.editUser', { name: user.fullName })}
      icon="edit"
      style={{ width: 520 }}
    >
      <FormProvider {...form}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          {/* The page's error bar is behind the dialog's overlay. */}
          <ErrorAlertBar />
          <DialogBody>
            <SelectField<UpdateUserInput>
              name="gender"
              label={t('users.gender')}
              required
              options={enumOptions(Gender.options, enumLabels('Gender'))}
            />
            <TextField<UpdateUserInput>
              name="firstName"
              label={t('users.firstName')}
              required
              maxLength={maxLengthOf(UserDetailsFields, 'firstName')}
            />
            <TextField<UpdateUserInput>
              name="lastName"
              label={t('users.lastName')}
              required
              maxLength={maxLengthOf(UserDetailsFields, 'lastName')}
            />
            <SelectField<UpdateUserInput>
              name="authType"
              label={t('users.signInMethod')}
              required
              disabled={user.authType !== null}
              helperText={user.authType !== null ? t('users.authTypeLocked') : undefined}
              options={AuthType.options.map((value) => ({ value, label: t(AUTH_LABELS[value]) }))}
            />
            {showEmail && (
              <TextField<UpdateUserInput>
                name="email"
                label={t(isOwner && authType === 'SMS' ? 'users.emailForReporting' : 'users.email')}
                nullable
                required={authType === 'EMAIL_PASSWORD' || isOwner}
                maxLength={EMAIL_MAX}
                type="email"
              />
            )}
            <TextField<UpdateUserInput>
              name="phoneNumber"
              label={t('users.phoneNumber')}
              nullable
              required={authType === 'SMS'}
              placeholder="+919800000001"
            />
          </DialogBody>
          <DialogActions
            text={t('users.save')}
            onCancel={onClose}
            busy={form.formState.isSubmitting}
          />
        </form>
      </FormProvider>
    </Dialog>
  );
}
