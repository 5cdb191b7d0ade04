import { MenuItem } from '@blueprintjs/core';
import { canHaveHubOwner, type HubSummary } from '@cairn/contracts';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../shell/toaster';
import { AddHubUserDialog } from './add-hub-user.dialog';
import { GenerateTrackedDialog } from './generate-tracked.dialog';
import { syncMarketplace } from './tracking.api';
import { t } from './tracking.messages';

/** The row menu's dialogs; they live outside the menu, which closes on every click. */
export type HubActionDialog =
  'generateCollectors' | 'generateTrackedItems' | 'addHubOwner' | 'addHubManager';

const sync = async (hub: HubSummary) => {
  try {
    await syncMarketplace(hub.uuid);
    showToast('success', t('tracking.marketplaceSynced', { name: hub.name }));
  } catch {
    // request() has shown the error bar
  }
};

/** Row menu entries of Document 1 §2 for collectors, tracked items, owners, managers and the marketplace. */
export function HubTrackingMenuItems({
  hub,
  onOpen,
}: {
  hub: HubSummary;
  onOpen: (dialog: HubActionDialog) => void;
}) {
  const navigate = useNavigate();
  return (
    <>
      <MenuItem
        icon="people"
        text={t('tracking.generateCollectors')}
        onClick={() => onOpen('generateCollectors')}
      />
      <MenuItem
        icon="th"
        text={t('tracking.viewCollectors')}
        onClick={() => navigate(`/admin/hubs/${hub.uuid}/collectors`)}
      />
      <MenuItem
        icon="box"
        text={t('tracking.generateTrackedItems')}
        onClick={() => onOpen('generateTrackedItems')}
      />
      <MenuItem
        icon="th"
        text={t('tracking.viewTrackedItems')}
        onClick={() => navigate(`/admin/hubs/${hub.uuid}/tracked-items`)}
      />
      {canHaveHubOwner(hub) && (
        <MenuItem
          icon="key"
          text={t('tracking.addHubOwner')}
          onClick={() => onOpen('addHubOwner')}
        />
      )}
      <MenuItem
        icon="new-person"
        text={t('tracking.addHubManager')}
        onClick={() => onOpen('addHubManager')}
      />
      <MenuItem icon="shop" text={t('tracking.syncMarketplace')} onClick={() => void sync(hub)} />
    </>
  );
}

export function HubActionDialogs({
  hub,
  open,
  onClose,
}: {
  hub: HubSummary;
  open: HubActionDialog | null;
  onClose: () => void;
}) {
  switch (open) {
    case null:
      return null;
    case 'generateCollectors':
      return <GenerateTrackedDialog hub={hub} kind="collectors" onClose={onClose} />;
    case 'generateTrackedItems':
      return <GenerateTrackedDialog hub={hub} kind="trackedItems" onClose={onClose} />;
    case 'addHubOwner':
      return <AddHubUserDialog hub={hub} kind="owner" onClose={onClose} />;
    case 'addHubManager':
      return <AddHubUserDialog hub={hub} kind="manager" onClose={onClose} />;
  }
}
