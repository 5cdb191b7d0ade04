import { Dialog, DialogBody, TextArea } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CocCategory,
  ComplianceActionType,
  DEFAULT_COMPLIANCE_ACTION_TYPE,
  type CocPrinciple,
  CreateComplianceActionRequest,
  deadlineNotBefore,
  requiredEnum,
  maxLengthOf,
} from '@cairn/contracts';
import { useMemo } from 'react';
import {
  FormProvider,
  useController,
  useForm,
  useFormContext,
  type Resolver,
} from 'react-hook-form';
import useSWR from 'swr';
import { z } from 'zod';
import { applyFieldErrors } from '../common/apply-field-errors';
import { DayField } from '../common/day-field';
import { FieldFrame, fieldError } from '../common/field-frame';
import { enumOptions } from '../common/options';
import { SelectField } from '../common/select-field';
import { TextField } from '../common/text-field';
import { showToast } from '../shell/toaster';
import { COC_PRINCIPLES_KEY, createAuditAction } from './compliance.api';
import { browserToday, typeLabel } from './compliance-labels';
import { DialogActions } from '../common/dialog-actions';
import { ErrorAlertBar } from '../shell/error-alert-bar';
import { t } from './compliance.messages';
import { enumLabels } from '../common/enum-labels.messages';

/** The server's rules plus the form's own: a category first, and a deadline not before local today (Document 1 §5). */
const AddAuditActionForm = CreateComplianceActionRequest.omit({ companyUuid: true })
  .extend({
    cocCategory: requiredEnum(CocCategory),
    // An empty picker reads "is required", not "is invalid".
    cocPrincipleUuid: z
      .string({ error: 'validationRequired' })
      .min(1, 'validationRequired')
      .uuid('validationInvalid'),
  })
  .superRefine((v, ctx) => {
    if (v.deadlineDate && !deadlineNotBefore(v.deadlineDate, browserToday()))
      ctx.addIssue({ code: 'custom', path: ['deadlineDate'], message: 'validationMin' });
  });
type Values = z.input<typeof AddAuditActionForm>;
const CATEGORY_OPTIONS = enumOptions(CocCategory.options, enumLabels('CocCategory'));
const TYPE_OPTIONS = enumOptions(ComplianceActionType.options, typeLabel);
const shorten = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** 'Add Audit Action': type, summary (sent as name), description, deadline, CoC category and principle. */
export function AddAuditActionDialog({
  hubUuid,
  onClose,
}: {
  hubUuid: string;
  onClose: () => void;
}) {
  const { data: principles } = useSWR<CocPrinciple[]>(COC_PRINCIPLES_KEY);
  const today = browserToday();
  const form = useForm<Values>({
    mode: 'onTouched',
    defaultValues: {
      name: '',
      description: '',
      deadlineDate: today,
      type: DEFAULT_COMPLIANCE_ACTION_TYPE,
      cocCategory: undefined,
      cocPrincipleUuid: '',
    },
    resolver: zodResolver(AddAuditActionForm) as unknown as Resolver<Values>,
  });
  const category = form.watch('cocCategory');
  const principleOptions = useMemo(
    () =>
      (principles ?? [])
        .filter((p) => p.category === category)
        .sort((a, b) => a.paragraph.localeCompare(b.paragraph, undefined, { numeric: true }))
        .map((p) => ({ value: p.uuid, label: `${p.paragraph} ${shorten(p.text)}` })),
    [principles, category],
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      await createAuditAction({
        name: values.name,
        description: values.description,
        deadlineDate: values.deadlineDate,
        cocPrincipleUuid: values.cocPrincipleUuid,
        companyUuid: hubUuid,
        type: values.type ?? DEFAULT_COMPLIANCE_ACTION_TYPE,
      });
      showToast('success', t('compliance.actionAdded'));
      onClose();
    } catch (failure) {
      applyFieldErrors(failure, form.setError);
    }
  });
  return (
    <Dialog
      isOpen
      title={t('compliance.addAuditAction')}
      icon="endorsed"
      onClose={onClose}
      className="cairn-audit-dialog"
    >
      <FormProvider {...form}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          {/* The page's error bar is behind the dialog's overlay. */}
          <ErrorAlertBar />
          <DialogBody>
            <SelectField<Values>
              name="type"
              label={t('compliance.type')}
              required
              options={TYPE_OPTIONS}
            />
            <TextField<Values>
              name="name"
              label={t('compliance.summary')}
              required
              autoFocus
              maxLength={maxLengthOf(CreateComplianceActionRequest, 'name')}
            />
            <DescriptionField />
            <DayField<Values> name="deadlineDate" label={t('compliance.deadlineDate')} required />
            <SelectField<Values>
              name="cocCategory"
              label={t('compliance.cocCategory')}
              required
              options={CATEGORY_OPTIONS}
              onChanged={() =>
                form.setValue('cocPrincipleUuid', '', {
                  shouldValidate: form.formState.isSubmitted,
                })
              }
            />
            <SelectField<Values>
              name="cocPrincipleUuid"
              label={t('compliance.cocPrinciple')}
              required
              options={principleOptions}
              disabled={!category}
            />
          </DialogBody>
          <DialogActions
            text={t('compliance.add')}
            onCancel={onClose}
            busy={form.formState.isSubmitting}
          />
        </form>
      </FormProvider>
    </Dialog>
  );
}

function DescriptionField() {
  const { control } = useFormContext<Values>();
  const { field, fieldState, formState } = useController({ name: 'description', control });
  const error = fieldError(fieldState, formState);
  return (
    <FieldFrame
      label={t('compliance.description')}
      labelFor="field-description"
      required
      error={error}
    >
      <TextArea
        id="field-description"
        name={field.name}
        inputRef={field.ref}
        fill
        autoResize
        maxLength={maxLengthOf(CreateComplianceActionRequest, 'description')}
        value={field.value ?? ''}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        intent={error ? 'danger' : 'none'}
      />
    </FieldFrame>
  );
}
