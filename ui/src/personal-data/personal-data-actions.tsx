import { Alert, Button, FormGroup, Menu, MenuItem, PopoverNext, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { showToast } from '../shell/toaster';
import { downloadPersonalData, erasePersonalData } from './personal-data.api';
import { t } from './personal-data.messages';

/**
 * "Download personal data" and "Erase personal data…" for a row menu of the admin's users and
 * collectors (issue 33). The erasure asks for its reason; the server says what still blocks it.
 */
export function PersonalDataMenuItems({
  uuid,
  name,
  onErased,
  erasable = true,
}: {
  uuid: string;
  name: string;
  onErased?: () => unknown;
  /** False where the person must first be suspended (an active account): download only. */
  erasable?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const erase = async () => {
    setBusy(true);
    try {
      await erasePersonalData(uuid, reason);
      showToast('success', 'personalData.erasedMessage');
      setAsking(false);
      await onErased?.();
    } catch {
      // request() has shown the error bar, with the server's reason
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <MenuItem
        icon="download"
        text={t('personalData.download')}
        onClick={() => void downloadPersonalData(uuid)}
      />
      {erasable && (
        <MenuItem
          icon="eraser"
          intent="danger"
          text={t('personalData.erase')}
          shouldDismissPopover={false}
          onClick={() => setAsking(true)}
        />
      )}
      <Alert
        isOpen={asking}
        intent="danger"
        icon="eraser"
        confirmButtonText={t('personalData.confirm')}
        cancelButtonText={t('personalData.cancel')}
        loading={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          if (reason.trim()) void erase();
        }}
      >
        <p>
          <strong>{t('personalData.eraseTitle', { name })}</strong>
        </p>
        <p>{t('personalData.eraseExplained')}</p>
        <FormGroup label={t('personalData.reason')} labelFor={`erase-reason-${uuid}`}>
          <TextArea
            id={`erase-reason-${uuid}`}
            fill
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </FormGroup>
      </Alert>
    </>
  );
}

/** The same actions behind their own "more" button, where a row has no menu of its own. */
export function PersonalDataMenu(props: Parameters<typeof PersonalDataMenuItems>[0]) {
  return (
    <PopoverNext
      content={
        <Menu aria-label={t('personalData.actions')}>
          <PersonalDataMenuItems {...props} />
        </Menu>
      }
      placement="bottom-end"
    >
      <Button
        size="small"
        variant="minimal"
        icon="more"
        aria-label={`${t('personalData.actions')}: ${props.name}`}
      />
    </PopoverNext>
  );
}
