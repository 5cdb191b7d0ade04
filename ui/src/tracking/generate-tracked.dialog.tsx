import { Dialog, DialogBody } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CollectorType,
  GenerateCollectorsRequest,
  GenerateTrackedItemsRequest,
  TrackedItemType,
  type HubSummary,
} from '@cairn/contracts';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { mutate } from 'swr';
import { applyFieldErrors } from '../common/apply-field-errors';
import { enumOptions } from '../common/options';
import { SelectField } from '../common/select-field';
import { TextField } from '../common/text-field';
import { showToast } from '../shell/toaster';
import { GENERATE, generateTracked, type TrackedKind } from './tracking.api';
import { DialogActions } from '../common/dialog-actions';
import { ErrorAlertBar } from '../shell/error-alert-bar';
import { t } from './tracking.messages';
import { enumLabels } from '../common/enum-labels.messages';

type Values = Record<string, string | null>;
const SETUP = {
  collectors: {
    title: 'tracking.generateCollectors',
    schema: GenerateCollectorsRequest,
    types: enumOptions(CollectorType.options, enumLabels('CollectorType')),
    done: 'tracking.collectorsGenerated',
  },
  trackedItems: {
    title: 'tracking.generateTrackedItems',
    schema: GenerateTrackedItemsRequest,
    types: enumOptions(TrackedItemType.options, enumLabels('TrackedItemType')),
    done: 'tracking.trackedItemsGenerated',
  },
} as const;

/** Count (at most 3 characters) and type, checked by the same schema as the server (Document 2 §5). */
export function GenerateTrackedDialog({
  hub,
  kind,
  onClose,
}: {
  hub: HubSummary;
  kind: TrackedKind;
  onClose: () => void;
}) {
  const setup = SETUP[kind];
  const countField = GENERATE[kind].countField;
  const form = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { [countField]: '', type: null },
    resolver: zodResolver(setup.schema) as unknown as Resolver<Values>,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await generateTracked(hub.uuid, kind, values);
      showToast('success', t(setup.done));
      await mutate((key) => typeof key === 'string' && key.startsWith(`/api/admin/${kind}`));
      onClose();
    } catch (failure) {
      applyFieldErrors(failure, form.setError);
    }
  });
  return (
    <Dialog isOpen title={`${t(setup.title)}: ${hub.name}`} onClose={onClose} icon="barcode">
      <FormProvider {...form}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          {/* The page's error bar is behind the dialog's overlay. */}
          <ErrorAlertBar />
          <DialogBody>
            <TextField<Values>
              name={countField}
              label={t('tracking.count')}
              required
              inputMode="numeric"
              maxLength={3}
              autoFocus
              helperText="1 to 999"
            />
            <SelectField<Values>
              name="type"
              label={t('tracking.type')}
              required
              options={[...setup.types]}
            />
          </DialogBody>
          <DialogActions
            text={t('tracking.generate')}
            onCancel={onClose}
            busy={form.formState.isSubmitting}
          />
        </form>
      </FormProvider>
    </Dialog>
  );
}
