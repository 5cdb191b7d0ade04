import { Button, Dialog, DialogBody, FormGroup, TextArea } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useController, useForm, type Resolver } from 'react-hook-form';
import {
  HUB_EVENT_COMMENT_MAX,
  RemoveAsDuplicateRequest,
  RemoveHubEventRequest,
  type HubEventRow,
} from '@cairn/contracts';
import { applyFieldErrors } from '../common/apply-field-errors';
import { DialogActions } from '../common/dialog-actions';
import { fieldError } from '../common/field-frame';
import { TextField } from '../common/text-field';
import { ErrorAlertBar } from '../shell/error-alert-bar';
import { removeAsDuplicate, removeHubEvent } from './review.api';
import { t } from './review.messages';

type Mode = 'remove' | 'duplicate';
interface Values {
  comment: string;
  originalHubEventUuid: string;
}

/**
 * Delete and Delete as duplicate (Document 2 §2, §5, §8): a dialog each. A refused call keeps the
 * dialog and its input, marks the refused field and shows the error inside the dialog (the page's
 * error bar is behind the overlay).
 */
export function HubEventRemoval({
  event,
  onRemoved,
}: {
  event: HubEventRow;
  onRemoved: (removed: HubEventRow) => void;
}) {
  const [mode, setMode] = useState<Mode | null>(null);
  return (
    <>
      <Button
        icon="trash"
        text={t('review.delete')}
        intent="danger"
        variant="outlined"
        onClick={() => setMode('remove')}
      />
      <Button
        icon="duplicate"
        text={t('review.deleteAsDuplicate')}
        intent="danger"
        variant="outlined"
        onClick={() => setMode('duplicate')}
      />
      {mode && (
        <RemovalDialog
          key={mode}
          mode={mode}
          event={event}
          onClose={() => setMode(null)}
          onRemoved={onRemoved}
        />
      )}
    </>
  );
}

function RemovalDialog({
  mode,
  event,
  onClose,
  onRemoved,
}: {
  mode: Mode;
  event: HubEventRow;
  onClose: () => void;
  onRemoved: (e: HubEventRow) => void;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(
      mode === 'remove' ? RemoveHubEventRequest : RemoveAsDuplicateRequest,
    ) as unknown as Resolver<Values>,
    mode: 'onTouched',
    defaultValues: { comment: '', originalHubEventUuid: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const removed =
        mode === 'remove'
          ? await removeHubEvent(event.uuid, values.comment.trim())
          : await removeAsDuplicate(event.uuid, values.originalHubEventUuid.trim());
      // An empty answer is not a success (Document 2 §8): the dialog closes and nothing moves on.
      if (removed) onRemoved(removed);
      onClose();
    } catch (failure) {
      applyFieldErrors(failure, form.setError);
    }
  });

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t(mode === 'remove' ? 'review.deleteHubEvent' : 'review.deleteAsDuplicate')}
      icon="trash"
    >
      <FormProvider {...form}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <ErrorAlertBar />
          <DialogBody>
            {mode === 'remove' ? (
              <ReasonField />
            ) : (
              <TextField<Values>
                name="originalHubEventUuid"
                label={t('review.originalEventId')}
                required
                autoFocus
                placeholder={t('review.originalEventIdExample')}
              />
            )}
          </DialogBody>
          <DialogActions
            text={t('review.delete')}
            onCancel={onClose}
            busy={form.formState.isSubmitting}
            intent="danger"
          />
        </form>
      </FormProvider>
    </Dialog>
  );
}

function ReasonField() {
  const { field, fieldState, formState } = useController<Values, 'comment'>({ name: 'comment' });
  const error = fieldError(fieldState, formState);
  return (
    <FormGroup
      label={t('review.reason')}
      labelInfo={t('fieldRequired')}
      labelFor="removal-reason"
      intent={error ? 'danger' : 'none'}
      helperText={error}
    >
      <TextArea
        id="removal-reason"
        fill
        autoFocus
        maxLength={HUB_EVENT_COMMENT_MAX}
        intent={error ? 'danger' : 'none'}
        name={field.name}
        inputRef={field.ref}
        value={field.value}
        onChange={(e) => field.onChange(e.currentTarget.value)}
        onBlur={field.onBlur}
      />
    </FormGroup>
  );
}
