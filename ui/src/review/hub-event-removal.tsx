import { Button, Dialog, DialogBody, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { RemoveAsDuplicateRequest, RemoveHubEventRequest, type HubEventRow } from '@cairn/contracts';
import { t } from '../i18n';
import { removeAsDuplicate, removeHubEvent } from './review.api';
import { DialogActions } from '../common/dialog-actions';

type Mode = 'remove' | 'duplicate';

/** Delete and Delete as duplicate (Document 2 §2, §5, §8): a dialog each; a failed call closes it. */
export function HubEventRemoval({ event, onRemoved }: { event: HubEventRow; onRemoved: (removed: HubEventRow) => void }) {
  const [mode, setMode] = useState<Mode | null>(null);
  return (
    <>
      <Button icon="trash" text="Delete" intent="danger" variant="outlined" onClick={() => setMode('remove')} />
      <Button icon="duplicate" text="Delete as duplicate" intent="danger" variant="outlined" onClick={() => setMode('duplicate')} />
      {mode && <RemovalDialog key={mode} mode={mode} event={event} onClose={() => setMode(null)} onRemoved={onRemoved} />}
    </>
  );
}

function RemovalDialog({ mode, event, onClose, onRemoved }: { mode: Mode; event: HubEventRow; onClose: () => void; onRemoved: (e: HubEventRow) => void }) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const parsed = mode === 'remove'
    ? RemoveHubEventRequest.safeParse({ comment: value })
    : RemoveAsDuplicateRequest.safeParse({ originalHubEventUuid: value });
  const error = touched && !parsed.success ? t(parsed.error.issues[0].message) : undefined;
  const label = mode === 'remove' ? 'Reason' : 'Original hub event ID';

  const submit = async () => {
    setTouched(true);
    if (!parsed.success) return;
    setBusy(true);
    try {
      const removed = mode === 'remove' ? await removeHubEvent(event.uuid, value.trim()) : await removeAsDuplicate(event.uuid, value.trim());
      // An empty answer is not a success (Document 2 §8): the dialog closes and nothing moves on.
      if (removed) onRemoved(removed);
    } catch {
      // The error bar shows the reason.
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <Dialog isOpen onClose={onClose} title={mode === 'remove' ? 'Delete hub event' : 'Delete as duplicate'} icon="trash">
      <DialogBody>
        <FormGroup label={`${label} (required)`} labelFor="removal-value" intent={error ? 'danger' : 'none'} helperText={error}>
          {mode === 'remove'
            ? <TextArea id="removal-value" fill autoFocus value={value} maxLength={2000} intent={error ? 'danger' : 'none'}
                onChange={(e) => setValue(e.currentTarget.value)} onBlur={() => setTouched(true)} />
            : <InputGroup id="removal-value" autoFocus value={value} intent={error ? 'danger' : 'none'} placeholder="e.g. 3f9a…"
                onChange={(e) => setValue(e.currentTarget.value)} onBlur={() => setTouched(true)} />}
        </FormGroup>
      </DialogBody>
      <DialogActions text="Delete" onCancel={onClose} onConfirm={() => void submit()} busy={busy} intent="danger" />
    </Dialog>
  );
}
