import {
  Alert,
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  PopoverNext,
  PopupKind,
} from '@blueprintjs/core';
import type { HubSummary } from '@cairn/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../shell/toaster';
import {
  HubActionDialogs,
  HubTrackingMenuItems,
  type HubActionDialog,
} from '../../tracking/hub-tracking-actions';
import { changeHubState, revalidateHubs, type HubLifecycleAction } from './hubs.api';
import { t } from '../admin.messages';

const SUCCESS_KEY: Record<HubLifecycleAction, string> = {
  pause: 'hubPaused',
  reactivate: 'hubReactivated',
  archive: 'hubArchived',
};

/**
 * The row menu of the hub list (Document 1 §2), with the per-hub admin screens of the same area
 * (register collected materials, start material clearance).
 */
export function HubRowMenu({ hub }: { hub: HubSummary }) {
  const navigate = useNavigate();
  // Pause suspends every user of the hub and Archive is final: both ask first.
  const [confirming, setConfirming] = useState<'pause' | 'archive' | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<HubActionDialog | null>(null);

  const run = async (action: HubLifecycleAction) => {
    setBusy(true);
    try {
      await changeHubState(hub, action);
      showToast('success', SUCCESS_KEY[action]);
      await revalidateHubs();
    } catch {
      // request() has shown the error bar
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  const menu = (
    <Menu aria-label={t('admin.actionsFor', { name: hub.name })}>
      <MenuItem
        icon="edit"
        text={t('admin.edit')}
        onClick={() => navigate(`/admin/add-hub/${hub.uuid}`)}
      />
      <MenuItem
        icon="add-to-artifact"
        text={t('admin.registerCollectedMaterials')}
        onClick={() => navigate(`/admin/hubs/${hub.uuid}/register-collected-materials`)}
      />
      <MenuItem
        icon="truck"
        text={t('admin.startMaterialClearance')}
        onClick={() => navigate(`/admin/hubs/${hub.uuid}/start-material-clearance`)}
      />
      <HubTrackingMenuItems hub={hub} onOpen={setDialog} />
      <MenuItem
        icon="endorsed"
        text={t('admin.manageAuditActions')}
        onClick={() => navigate(`/admin/hubs/${hub.uuid}/manage-audit-actions`)}
      />
      <MenuItem
        icon="projects"
        text={t('admin.manageProjects')}
        onClick={() => navigate(`/admin/hubs/${hub.uuid}/manage-projects`)}
      />
      <MenuItem
        icon="history"
        text={t('admin.history')}
        onClick={() => navigate(`/admin/history/hub/${hub.uuid}`)}
      />
      <MenuDivider />
      {hub.state === 'ACTIVE' && (
        <MenuItem
          icon="pause"
          text={t('admin.pause')}
          disabled={busy}
          onClick={() => setConfirming('pause')}
        />
      )}
      {hub.state === 'PAUSED' && (
        <MenuItem
          icon="play"
          text={t('admin.reactivate')}
          disabled={busy}
          onClick={() => void run('reactivate')}
        />
      )}
      <MenuItem
        icon="archive"
        text={t('admin.archive')}
        intent="danger"
        disabled={busy}
        onClick={() => setConfirming('archive')}
      />
    </Menu>
  );

  return (
    <>
      {/* PopoverNext: the classic Popover mispositions under React 19 */}
      <PopoverNext content={menu} placement="bottom-end" arrow={false} popupKind={PopupKind.MENU}>
        <Button
          variant="minimal"
          size="small"
          icon="more"
          aria-label={t('admin.actionsFor', { name: hub.name })}
          loading={busy}
        />
      </PopoverNext>
      <Alert
        isOpen={confirming === 'pause'}
        intent="warning"
        icon="pause"
        confirmButtonText={t('admin.pause')}
        cancelButtonText={t('admin.cancel')}
        loading={busy}
        onConfirm={() => void run('pause')}
        onCancel={() => setConfirming(null)}
      >
        <p>{t('admin.pauseQuestion', { name: hub.name })}</p>
        <p>{t('admin.pauseExplained')}</p>
      </Alert>
      <Alert
        isOpen={confirming === 'archive'}
        intent="danger"
        icon="archive"
        confirmButtonText={t('admin.archive')}
        cancelButtonText={t('admin.cancel')}
        loading={busy}
        onConfirm={() => void run('archive')}
        onCancel={() => setConfirming(null)}
      >
        <p>{t('admin.archiveQuestion', { name: hub.name })}</p>
        <p>{t('admin.archiveExplained')}</p>
      </Alert>
      <HubActionDialogs hub={hub} open={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
