import {
  Alert,
  Button,
  type IconName,
  type Intent,
  Menu,
  MenuDivider,
  MenuItem,
  PopoverNext,
  PopupKind,
} from '@blueprintjs/core';
import { hubLifecycleActions, type HubSummary } from '@cairn/contracts';
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

const MENU: Record<HubLifecycleAction, { icon: IconName; text: string }> = {
  pause: { icon: 'pause', text: 'admin.pause' },
  reactivate: { icon: 'play', text: 'admin.reactivate' },
  activate: { icon: 'play', text: 'admin.activate' },
  'mark-lost': { icon: 'remove', text: 'admin.markLost' },
  'mark-churned': { icon: 'log-out', text: 'admin.markChurned' },
  archive: { icon: 'archive', text: 'admin.archive' },
};

const SUCCESS_KEY: Record<HubLifecycleAction, string> = {
  pause: 'hubPaused',
  reactivate: 'hubReactivated',
  archive: 'hubArchived',
  activate: 'hubActivated',
  'mark-lost': 'hubMarkedLost',
  'mark-churned': 'hubMarkedChurned',
};

/** The actions that sign a hub's users out ask first (catalog keys); what each does is in docs/decisions.md. */
const CONFIRM: Partial<
  Record<HubLifecycleAction, { icon: IconName; intent: Intent; question: string; text: string }>
> = {
  pause: {
    icon: 'pause',
    intent: 'warning',
    question: 'admin.pauseQuestion',
    text: 'admin.pauseExplained',
  },
  'mark-lost': {
    icon: 'remove',
    intent: 'warning',
    question: 'admin.markLostQuestion',
    text: 'admin.markLostExplained',
  },
  'mark-churned': {
    icon: 'log-out',
    intent: 'warning',
    question: 'admin.markChurnedQuestion',
    text: 'admin.markChurnedExplained',
  },
  archive: {
    icon: 'archive',
    intent: 'danger',
    question: 'admin.archiveQuestion',
    text: 'admin.archiveExplained',
  },
};

/**
 * The row menu of the hub list (Document 1 §2), with the per-hub admin screens of the same area
 * (register collected materials, start material clearance).
 */
export function HubRowMenu({ hub }: { hub: HubSummary }) {
  const navigate = useNavigate();
  // Pause suspends every user of the hub and Archive is final: both ask first.
  const [confirming, setConfirming] = useState<HubLifecycleAction | null>(null);
  const actions = hubLifecycleActions(hub.state);
  const ask = (action: HubLifecycleAction) =>
    CONFIRM[action] ? setConfirming(action) : void run(action);
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
        icon="flow-linear"
        text={t('admin.materialFlow')}
        onClick={() => navigate(`/admin/hubs/${hub.uuid}/flow`)}
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
        icon="tag"
        text={t('admin.prices')}
        onClick={() => navigate(`/admin/hubs/${hub.uuid}/prices`)}
      />
      <MenuItem
        icon="clean"
        text={t('admin.creditsAndDeclarations')}
        onClick={() => navigate(`/admin/hubs/${hub.uuid}/plastic-credits`)}
      />
      <MenuItem
        icon="scatter-plot"
        text={t('admin.massBalanceAndAudit')}
        onClick={() => navigate(`/admin/audit?hubUuid=${hub.uuid}`)}
      />
      <MenuItem
        icon="calendar"
        text={t('admin.scheduledReports')}
        onClick={() => navigate(`/admin/add-hub/${hub.uuid}#reporting`)}
      />
      <MenuItem
        icon="history"
        text={t('admin.history')}
        onClick={() => navigate(`/admin/history/hub/${hub.uuid}`)}
      />
      <MenuDivider />
      {actions.map((action) => (
        <MenuItem
          key={action}
          icon={MENU[action].icon}
          text={t(MENU[action].text)}
          intent={action === 'archive' ? 'danger' : undefined}
          disabled={busy}
          onClick={() => ask(action)}
        />
      ))}
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
      {confirming && CONFIRM[confirming] && (
        <Alert
          isOpen
          intent={CONFIRM[confirming].intent}
          icon={CONFIRM[confirming].icon}
          confirmButtonText={t(MENU[confirming].text)}
          cancelButtonText={t('admin.cancel')}
          loading={busy}
          onConfirm={() => void run(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>{t(CONFIRM[confirming].question, { name: hub.name })}</p>
          <p>{t(CONFIRM[confirming].text)}</p>
        </Alert>
      )}
      <HubActionDialogs hub={hub} open={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
