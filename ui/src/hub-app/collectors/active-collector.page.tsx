import { Button, Card, H2, Icon } from '@blueprintjs/core';
import { NonIdealState } from '../../common/headings';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { type CollectorDetailView, type FileUpload, isErased } from '@cairn/contracts';
import { fetcher } from '../../api/request';
import { PageSpinner } from '../../shell/page-spinner';
import { useHubConfig } from '../use-hub-config.hook';
import { rememberActiveCollector } from './active-collector';
import { isoDayToFilterDay } from '../../common/dates';
import { t } from '../hub-forms.messages';
import { shownPersonal } from '../../personal-data/personal-data.messages';

type CollectorAnswer = CollectorDetailView & { idDocument: FileUpload | null };

/** /active-collector/:collectorUuid: who brings the bags; registers them in their name. */
export default function ActiveCollectorPage() {
  const navigate = useNavigate();
  const { collectorUuid = '' } = useParams();
  const { data: hub } = useHubConfig();
  const { data: collector, error } = useSWR<CollectorAnswer>(
    `/api/collectors/${encodeURIComponent(collectorUuid)}`,
    fetcher,
  );
  useEffect(() => {
    if (collector?.state === 'DEFINED') rememberActiveCollector(collector.uuid);
  }, [collector?.uuid, collector?.state]);

  if (error) return <NonIdealState icon="error" title={t('hub.collectorLoadError')} />;
  if (!collector) return <PageSpinner />;
  // A card without an identity yet is defined first.
  if (collector.state === 'UNDEFINED')
    return <Navigate replace to={`/define-collector/${encodeURIComponent(collector.uuid)}`} />;
  const id = encodeURIComponent(collector.uuid);
  return (
    <div className="bag-form">
      <Card className="collector-card" compact>
        <H2 data-testid="collector-name">{shownPersonal(collector.name)}</H2>
        <span className="bp6-text-muted">{collector.trackingNumber}</span>
        <span>{t('hub.idNumberIs', { id: shownPersonal(collector.idNumber) ?? '' })}</span>
        {collector.birthDate && !isErased(collector.birthDate) && (
          <span>{t('hub.born', { day: isoDayToFilterDay(collector.birthDate) })}</span>
        )}
        {collector.idDocument?.mimeType.startsWith('image/') && (
          <img
            className="collector-card__id"
            src={collector.idDocument.thumbnailDirectLink}
            alt={t('hub.idDocument')}
          />
        )}
      </Card>
      <Button
        size="large"
        fill
        intent="primary"
        icon="add"
        text={t('hub.registerBag')}
        onClick={() => navigate(`/register-material-bag?collectorUuid=${id}`)}
      />
      {hub?.collectorSurveyLink && (
        // The hub's survey for its collectors (collectorSurveyLink), opened beside the app.
        <a
          className="bp6-button bp6-large bp6-fill"
          href={hub.collectorSurveyLink}
          target="_blank"
          rel="noreferrer"
        >
          <Icon icon="clipboard" />
          <span className="bp6-button-text">{t('hub.collectorSurvey')}</span>
        </a>
      )}
      <div className="bag-form__actions">
        <Button
          size="large"
          icon="edit"
          text={t('hub.edit')}
          onClick={() => navigate(`/define-collector/${id}`)}
        />
        <Button size="large" text={t('hub.done')} onClick={() => navigate('/hub-overview')} />
      </div>
    </div>
  );
}
