import { Button, Card, H1, H2, HTMLTable, ProgressBar, Spinner, Tag } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import { useState } from 'react';
import useSWR from 'swr';
import type { ProjectionStatus } from '@cairn/contracts';
import { fetcher, post } from '../api/request';
import { getUser } from '../api/session';
import { formatDateTime } from '../common/dates';
import { showToast } from '../shell/toaster';
import { STATE_INTENT, rebuildRatio, rebuildText } from './projection-format';
import { SnapshotsCard } from './snapshots.card';
import './projections.css';
import { t } from './projections.messages';

/**
 * /admin/projections: every read model with its version, checkpoint, lag and state, refreshed each
 * second; admins rebuild one blue/green (the old rows serve until the swap) or cancel a rebuild.
 */
export default function ProjectionsPage() {
  const { data, isLoading, mutate } = useSWR<ProjectionStatus[]>(
    '/api/admin/projections',
    fetcher,
    { refreshInterval: 1000 },
  );
  const [asking, setAsking] = useState<string | null>(null);
  const mayRebuild = getUser()?.securityRole !== 'ROLE_CAIRN_ANALYST';

  const act = async (name: string, action: 'rebuild' | 'rebuild/cancel') => {
    setAsking(name);
    try {
      await post(`/api/admin/projections/${encodeURIComponent(name)}/${action}`);
      showToast(
        'success',
        action === 'rebuild'
          ? t('projections.rebuilding', { name })
          : t('projections.rebuildCancelled', { name }),
      );
      await mutate();
    } finally {
      setAsking(null);
    }
  };

  return (
    <div className="projections-page">
      <div className="projections-page__header">
        <H1>{t('projections.projections')}</H1>
      </div>
      <Card className="projections-page__list">
        <H2>{t('projections.readModels')}</H2>
        {isLoading && !data ? (
          <Spinner />
        ) : !data?.length ? (
          <NonIdealState icon="database" title={t('projections.noReadModels')} />
        ) : (
          <HTMLTable striped compact className="projections-table">
            <thead>
              <tr>
                <th>{t('projections.readModel')}</th>
                <th>{t('projections.version')}</th>
                <th>{t('projections.state')}</th>
                <th className="numeric">{t('projections.position')}</th>
                <th className="numeric">{t('projections.lag')}</th>
                <th className="numeric">{t('projections.eventsPerSecond')}</th>
                <th>{t('projections.lastMoved')}</th>
                <th>
                  <span className="cairn-visually-hidden">{t('projections.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((p) => (
                <tr key={p.name}>
                  <td>
                    <strong>{p.name}</strong>
                    {p.model !== p.name && (
                      <span className="projections-table__model"> ({p.model})</span>
                    )}
                  </td>
                  <td>
                    {p.version}
                    {p.outdated && (
                      <Tag minimal intent="warning" className="projections-table__tag">
                        {t('projections.outdated')}
                      </Tag>
                    )}
                  </td>
                  <td>
                    <Tag intent={STATE_INTENT[p.state]}>{p.state.replace('_', ' ')}</Tag>
                    {p.rebuild?.state === 'REBUILDING' && (
                      <div className="projections-table__progress">
                        <ProgressBar
                          value={rebuildRatio(p.rebuild)}
                          intent="warning"
                          stripes
                          animate
                        />
                        <small>{rebuildText(p.rebuild)}</small>
                      </div>
                    )}
                    {p.lastError && <div className="projections-table__error">{p.lastError}</div>}
                  </td>
                  <td className="numeric">{p.position}</td>
                  <td className="numeric">{p.lag}</td>
                  <td className="numeric">{p.eventsPerSecond}</td>
                  <td>{formatDateTime(p.lastMovedAt)}</td>
                  <td>
                    {mayRebuild &&
                      (p.rebuild?.state === 'REBUILDING' ? (
                        <Button
                          small
                          icon="cross"
                          text={t('projections.cancel')}
                          loading={asking === p.name}
                          onClick={() => void act(p.name, 'rebuild/cancel')}
                        />
                      ) : (
                        <Button
                          small
                          icon="refresh"
                          text={t('projections.rebuild')}
                          loading={asking === p.name}
                          onClick={() => void act(p.name, 'rebuild')}
                        />
                      ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </Card>
      <SnapshotsCard projections={(data ?? []).map((p) => p.name)} />
    </div>
  );
}
