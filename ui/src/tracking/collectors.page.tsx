import type { IconName } from '@blueprintjs/core';
import type { CollectorType, CollectorView, Hub } from '@cairn/contracts';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { fetcher } from '../api/request';
import { TrackedList } from './tracked-list';
import { RecordAuditLinks } from '../audit-trail/record-links';
import { t } from './tracking.messages';
import { enumLabel } from '../common/enum-labels.messages';
import { shownPersonal } from '../personal-data/personal-data.messages';
import { PersonalDataMenu } from '../personal-data/personal-data-actions';

const TYPE_ICON: Record<CollectorType, IconName> = {
  HOUSEHOLD: 'home',
  INDIVIDUAL: 'person',
  COLLECTION_POINT: 'map-marker',
};
const types = () => [
  { value: 'HOUSEHOLD', label: t('tracking.household') },
  { value: 'INDIVIDUAL', label: t('tracking.individual') },
  { value: 'COLLECTION_POINT', label: t('tracking.collectionPoint') },
];
const states = () => [
  { value: 'DEFINED', label: t('tracking.assigned') },
  { value: 'UNDEFINED', label: t('tracking.unassigned') },
];

/** /admin/hubs/{hubCompanyUuid}/collectors (Document 2 §2). */
export default function CollectorsPage() {
  const { hubCompanyUuid = '' } = useParams();
  // The same request as the list's title: SWR asks once.
  const { data: hub } = useSWR<Hub>(`/api/admin/companies/hubs/${hubCompanyUuid}`, fetcher);
  const survey = hub?.collectorSurveyLink;
  return (
    <TrackedList<CollectorView>
      kind="collectors"
      title={t('tracking.collectors')}
      typeOptions={types()}
      stateOptions={states()}
      toCard={(c) => ({
        uuid: c.uuid,
        trackingNumber: c.trackingNumber,
        qrLink: c.qrCode.directLink,
        icon: TYPE_ICON[c.type],
        typeLabel: enumLabel('CollectorType', c.type),
        caption: shownPersonal(c.name) ?? t('tracking.unassigned'),
        note: survey ? t('tracking.survey', { survey }) : null,
        actions: (
          <>
            <RecordAuditLinks kind="collector" uuid={c.uuid} />
            {c.state === 'DEFINED' && (
              <PersonalDataMenu uuid={c.uuid} name={shownPersonal(c.name ?? c.trackingNumber)} />
            )}
          </>
        ),
      })}
    />
  );
}
