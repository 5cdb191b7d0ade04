import { Button, type IconName } from '@blueprintjs/core';
import { TrackedItemState, type TrackedItemType, type TrackedItemView } from '@cairn/contracts';
import { humanize } from '../common/format';
import { enumOptions } from '../common/options';
import { showToast } from '../shell/toaster';
import { TrackedList } from './tracked-list';
import { RecordAuditLinks } from '../audit-trail/record-links';

const TYPE_ICON: Record<TrackedItemType, IconName> = {
  BAG: 'shopping-cart',
  BALE: 'cube',
  SACK: 'box',
};
const TYPES = [
  { value: 'BAG', label: 'Bag' },
  { value: 'BALE', label: 'Bale' },
  { value: 'SACK', label: 'Sack' },
];
const STATES = enumOptions(TrackedItemState.options);

const copy = async (url: string) => {
  try {
    await navigator.clipboard.writeText(url);
    showToast('success', 'The tracking URL has been copied.');
  } catch {
    showToast('error', 'The tracking URL could not be copied.');
  }
};

/** /admin/hubs/{hubCompanyUuid}/tracked-items (Document 2 §2). */
export default function TrackedItemsPage() {
  return (
    <TrackedList<TrackedItemView>
      kind="trackedItems"
      title="Tracked items"
      typeOptions={TYPES}
      stateOptions={STATES}
      toCard={(item) => ({
        uuid: item.uuid,
        trackingNumber: item.trackingNumber,
        qrLink: item.qrCode.directLink,
        icon: TYPE_ICON[item.type],
        typeLabel: humanize(item.type),
        caption: humanize(item.state),
        actions: (
          <>
            <Button
              size="small"
              variant="minimal"
              icon="duplicate"
              text="Copy tracking URL"
              onClick={() => void copy(item.trackingUrl)}
            />
            <RecordAuditLinks kind="trackedItem" uuid={item.uuid} lineage />
          </>
        ),
      })}
    />
  );
}
