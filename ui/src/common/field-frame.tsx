import { FormGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { ControllerFieldState, UseFormStateReturn, FieldValues } from 'react-hook-form';
import { t } from '../i18n';

/**
 * Label, "(required)" hint and the field's first error, translated. The error shows once the
 * field was touched or the form submitted (Document 1 §8); a server error (setError) shows at once.
 */
export function fieldError(
  fieldState: ControllerFieldState,
  formState: UseFormStateReturn<FieldValues>,
): string | undefined {
  const { error, isTouched } = fieldState;
  if (!error?.message) return undefined;
  return isTouched || formState.isSubmitted || error.type === 'server'
    ? t(error.message)
    : undefined;
}

export interface FieldFrameProps {
  label: string;
  labelFor?: string;
  required?: boolean;
  error?: string;
  helperText?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function FieldFrame({
  label,
  labelFor,
  required,
  error,
  helperText,
  className,
  children,
}: FieldFrameProps) {
  return (
    <FormGroup
      className={className}
      label={label}
      labelFor={labelFor}
      labelInfo={required ? t('fieldRequired') : undefined}
      intent={error ? 'danger' : 'none'}
      helperText={error ?? helperText}
    >
      {children}
    </FormGroup>
  );
}
