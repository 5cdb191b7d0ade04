import { Button, Callout, H2, Spinner } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import type { CollectorDetailView } from '@cairn/contracts';
import { fetcher } from '../api/request';
import { t } from './hub-forms.messages';
import { activeCollectorUuid } from './collectors/active-collector';
import { OngoingGradingCard, useOngoingGrading } from './ongoing-grading';

/** /finish-grading: after an output bag, weigh another bag for the collector, or go back to the overview. */
export default function FinishGradingPage() {
  const navigate = useNavigate();
  const { unit, data, error } = useOngoingGrading();
  const collectorUuid = activeCollectorUuid();
  const { data: collector } = useSWR<CollectorDetailView>(
    collectorUuid ? `/api/collectors/${encodeURIComponent(collectorUuid)}` : null,
    fetcher,
    { shouldRetryOnError: false },
  );

  if (!data && !error) return <NonIdealState icon={<Spinner size={40} />} />;
  if (!unit) {
    return (
      <div className="finish-grading">
        <Callout intent="primary">{t('noOngoingSegregationUnit')}</Callout>
        <Button
          size="large"
          fill
          text={t('hub.backToOverview')}
          onClick={() => navigate('/hub-overview')}
        />
      </div>
    );
  }
  const another = () =>
    navigate(
      collector
        ? `/register-material-bag?collectorUuid=${encodeURIComponent(collector.uuid)}`
        : '/register-material-bag',
    );
  return (
    <div className="finish-grading">
      <OngoingGradingCard unit={unit} />
      {collector?.name && (
        <p>
          {t('hub.collectorLabel')}{' '}
          <strong data-testid="active-collector-name">{collector.name}</strong>
        </p>
      )}
      <H2>{t('hub.weighAnother')}</H2>
      <div className="bag-form__actions">
        <Button size="large" text={t('hub.no')} onClick={() => navigate('/hub-overview')} />
        <Button size="large" intent="primary" text={t('hub.yes')} onClick={another} />
      </div>
    </div>
  );
}
