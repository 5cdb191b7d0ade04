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

const MENU: Record<HubLifecycleAction, { icon: IconName; text: string }> = {
  pause: { icon: 'pause', text: 'Pause' },
  reactivate: { icon: 'play', text: 'Reactivate' },
  activate: { icon: 'play', text: 'Activate' },
  'mark-lost': { icon: 'remove', text: 'Mark as lost' },
  'mark-churned': { icon: 'log-out', text: 'Mark as churned' },
  archive: { icon: 'archive', text: 'Archive' },
};

const SUCCESS_KEY: Record<HubLifecycleAction, string> = {
  pause: 'hubPaused',
  reactivate: 'hubReactivated',
  archive: 'hubArchived',
  activate: 'hubActivated',
  'mark-lost': 'hubMarkedLost',
  'mark-churned': 'hubMarkedChurned',
};

/** The actions that sign a hub's users out ask first; what each does is in docs/decisions.md. */
const CONFIRM: Partial<
  Record<HubLifecycleAction, { icon: IconName; intent: Intent; text: string; title: string }>
> = {
  pause: {
    icon: 'pause',
    intent: 'warning',
    title: 'Pause',
    text: 'Every user of the hub is suspended and signed out until the hub is reactivated.',
  },
  'mark-lost': {
    icon: 'remove',
    intent: 'warning',
    title: 'Mark as lost',
    text: 'The demo or trial did not convert: every user of the hub is signed out and cannot sign in until the hub is activated again. Its records stay.',
  },
  'mark-churned': {
    icon: 'log-out',
    intent: 'warning',
    title: 'Mark as churned',
    text: 'The customer has left: every user of the hub is signed out and cannot sign in until the hub is activated again. Its records stay.',
  },
  archive: {
    icon: 'archive',
    intent: 'danger',
    title: 'Archive',
    text: 'Archiving is irreversible: the hub leaves the list and cannot be reactivated.',
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
    <Menu aria-label={`Actions for ${hub.name}`}>
      <MenuItem icon="edit" text="Edit" onClick={() => navigate(`/admin/add-hub/${hub.uuid}`)} />
      <MenuItem
        icon="add-to-artifact"
        text="Register collected materials"
        onClick={() => navigate(`/admin/hubs/${hub.uuid}/register-collected-materials`)}
      />
      <MenuItem
        icon="truck"
        text="Start material clearance"
        onClick={() => navigate(`/admin/hubs/${hub.uuid}/start-material-clearance`)}
      />
      <HubTrackingMenuItems hub={hub} onOpen={setDialog} />
      <MenuItem
        icon="endorsed"
        text="Manage Audit Actions"
        onClick={() => navigate(`/admin/hubs/${hub.uuid}/manage-audit-actions`)}
      />
      <MenuItem
        icon="projects"
        text="Manage Projects"
        onClick={() => navigate(`/admin/hubs/${hub.uuid}/manage-projects`)}
      />
      <MenuItem
        icon="tag"
        text="Prices"
        onClick={() => navigate(`/admin/hubs/${hub.uuid}/prices`)}
      />
      <MenuItem
        icon="clean"
        text="Credits and declarations"
        onClick={() => navigate(`/admin/hubs/${hub.uuid}/plastic-credits`)}
      />
      <MenuItem
        icon="history"
        text="History"
        onClick={() => navigate(`/admin/history/hub/${hub.uuid}`)}
      />
      <MenuDivider />
      {actions.map((action) => (
        <MenuItem
          key={action}
          icon={MENU[action].icon}
          text={MENU[action].text}
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
          aria-label={`Actions for ${hub.name}`}
          loading={busy}
        />
      </PopoverNext>
      {confirming && CONFIRM[confirming] && (
        <Alert
          isOpen
          intent={CONFIRM[confirming].intent}
          icon={CONFIRM[confirming].icon}
          confirmButtonText={CONFIRM[confirming].title}
          cancelButtonText="Cancel"
          loading={busy}
          onConfirm={() => void run(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>
            {CONFIRM[confirming].title} <strong>{hub.name}</strong>?
          </p>
          <p>{CONFIRM[confirming].text}</p>
        </Alert>
      )}
      <HubActionDialogs hub={hub} open={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
