import { Dialog, DialogBody } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { CreateProjectRequest } from '@cairn/contracts';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { applyFieldErrors } from '../common/apply-field-errors';
import { SwitchField } from '../common/switch-field';
import { TextField } from '../common/text-field';
import { showToast } from '../shell/toaster';
import { addProject } from './compliance.api';
import { DialogActions } from '../common/dialog-actions';
import { ErrorAlertBar } from '../shell/error-alert-bar';
import { t } from './compliance.messages';

/** The form's field is projectId (Document 1 §5); the call carries it as externalId (§7). */
const AddProjectForm = z.object({
  projectId: CreateProjectRequest.shape.externalId,
  isCairn: z.boolean(),
});
type Values = z.input<typeof AddProjectForm>;

export function AddProjectDialog({ hubUuid, onClose }: { hubUuid: string; onClose: () => void }) {
  const form = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { projectId: '', isCairn: true },
    resolver: zodResolver(AddProjectForm) as unknown as Resolver<Values>,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await addProject(hubUuid, { externalId: values.projectId.trim(), isCairn: values.isCairn });
      showToast('success', t('compliance.projectAdded'));
      onClose();
    } catch (failure) {
      applyFieldErrors(failure, form.setError, { rename: { externalId: 'projectId' } });
    }
  });
  return (
    <Dialog isOpen title={t('compliance.addHubProject')} icon="projects" onClose={onClose}>
      <FormProvider {...form}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          {/* The page's error bar is behind the dialog's overlay. */}
          <ErrorAlertBar />
          <DialogBody>
            <TextField<Values>
              name="projectId"
              label={t('compliance.projectId')}
              required
              autoFocus
              maxLength={CreateProjectRequest.shape.externalId.maxLength ?? undefined}
            />
            <SwitchField<Values> name="isCairn" label={t('compliance.cairnProject')} />
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
