import { Dialog, DialogBody } from '@blueprintjs/core';
import type { ComplianceAction } from '@cairn/contracts';
import { useState } from 'react';
import { showToast } from '../shell/toaster';
import { reopenAuditAction } from './compliance.api';
import { DialogActions } from '../common/dialog-actions';
import { t } from './compliance.messages';

/** 'Reopen Audit Action' with the spec's text; the list reloads afterwards (Document 1 §2, §7). */
export function ReopenDialog({
  hubUuid,
  action,
  onClose,
}: {
  hubUuid: string;
  action: ComplianceAction;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await reopenAuditAction(hubUuid, action.uuid);
      showToast('success', t('compliance.reopened'));
      onClose();
    } catch {
      setBusy(false); // request() has shown the error bar
    }
  };
  return (
    <Dialog isOpen title={t('compliance.reopenTitle')} icon="refresh" onClose={onClose}>
      <DialogBody>
        <p>{t('compliance.reopenQuestion')}</p>
      </DialogBody>
      <DialogActions
        text={t('compliance.confirm')}
        onCancel={onClose}
        onConfirm={() => void confirm()}
        busy={busy}
      />
    </Dialog>
  );
}
