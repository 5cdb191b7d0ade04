import { Button, type IconName } from '@blueprintjs/core';
import { TrackedItemState, type TrackedItemType, type TrackedItemView } from '@cairn/contracts';
import { enumOptions } from '../common/options';
import { showToast } from '../shell/toaster';
import { TrackedList } from './tracked-list';
import { RecordAuditLinks } from '../audit-trail/record-links';
import { t } from './tracking.messages';
import { enumLabel, enumLabels } from '../common/enum-labels.messages';

const TYPE_ICON: Record<TrackedItemType, IconName> = {
  BAG: 'shopping-cart',
  BALE: 'cube',
  SACK: 'box',
};
const types = () => [
  { value: 'BAG', label: t('tracking.bag') },
  { value: 'BALE', label: t('tracking.bale') },
  { value: 'SACK', label: t('tracking.sack') },
];
const STATES = enumOptions(TrackedItemState.options, enumLabels('TrackedItemState'));

const copy = async (url: string) => {
  try {
    await navigator.clipboard.writeText(url);
    showToast('success', t('tracking.urlCopied'));
  } catch {
    showToast('error', t('tracking.urlNotCopied'));
  }
};

/** /admin/hubs/{hubCompanyUuid}/tracked-items (Document 2 §2). */
export default function TrackedItemsPage() {
  return (
    <TrackedList<TrackedItemView>
      kind="trackedItems"
      title={t('tracking.trackedItems')}
      typeOptions={types()}
      stateOptions={STATES}
      toCard={(item) => ({
        uuid: item.uuid,
        trackingNumber: item.trackingNumber,
        qrLink: item.qrCode.directLink,
        icon: TYPE_ICON[item.type],
        typeLabel: enumLabel('TrackedItemType', item.type),
        caption: enumLabel('TrackedItemState', item.state),
        actions: (
          <>
            <Button
              size="small"
              variant="minimal"
              icon="duplicate"
              text={t('tracking.copyUrl')}
              onClick={() => void copy(item.trackingUrl)}
            />
            <RecordAuditLinks kind="trackedItem" uuid={item.uuid} lineage />
          </>
        ),
      })}
    />
  );
}
