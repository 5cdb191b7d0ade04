import type { IconName } from '@blueprintjs/core';
import type { CollectorType, CollectorView, Hub } from '@cairn/contracts';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { fetcher } from '../api/request';
import { humanize } from '../common/format';
import { TrackedList } from './tracked-list';
import { RecordAuditLinks } from '../audit-trail/record-links';

const TYPE_ICON: Record<CollectorType, IconName> = {
  HOUSEHOLD: 'home',
  INDIVIDUAL: 'person',
  COLLECTION_POINT: 'map-marker',
};
const TYPES = [
  { value: 'HOUSEHOLD', label: 'Household' },
  { value: 'INDIVIDUAL', label: 'Individual' },
  { value: 'COLLECTION_POINT', label: 'Collection Point' },
];
const STATES = [
  { value: 'DEFINED', label: 'Assigned' },
  { value: 'UNDEFINED', label: 'Unassigned' },
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
      title="Collectors"
      typeOptions={TYPES}
      stateOptions={STATES}
      toCard={(c) => ({
        uuid: c.uuid,
        trackingNumber: c.trackingNumber,
        qrLink: c.qrCode.directLink,
        icon: TYPE_ICON[c.type],
        typeLabel: humanize(c.type),
        caption: c.name ?? 'Unassigned',
        note: survey ? `Survey: ${survey}` : null,
        actions: <RecordAuditLinks kind="collector" uuid={c.uuid} />,
      })}
    />
  );
}
