import {
  Button,
  Card,
  H2,
  H4,
  HTMLTable,
  NonIdealState,
  ProgressBar,
  Spinner,
  Tag,
} from '@blueprintjs/core';
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
          ? `Rebuilding ${name}: its rows serve until the new ones are ready`
          : `Rebuild of ${name} cancelled`,
      );
      await mutate();
    } finally {
      setAsking(null);
    }
  };

  return (
    <div className="projections-page">
      <div className="projections-page__header">
        <H2>Projections</H2>
      </div>
      <Card className="projections-page__list">
        <H4>Read models</H4>
        {isLoading && !data ? (
          <Spinner />
        ) : !data?.length ? (
          <NonIdealState icon="database" title="No read models" />
        ) : (
          <HTMLTable striped compact className="projections-table">
            <thead>
              <tr>
                <th>Read model</th>
                <th>Version</th>
                <th>State</th>
                <th className="numeric">Position</th>
                <th className="numeric">Lag</th>
                <th className="numeric">Events/s</th>
                <th>Last moved</th>
                <th />
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
                        outdated
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
                          text="Cancel"
                          loading={asking === p.name}
                          onClick={() => void act(p.name, 'rebuild/cancel')}
                        />
                      ) : (
                        <Button
                          small
                          icon="refresh"
                          text="Rebuild"
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
