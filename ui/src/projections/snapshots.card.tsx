import { Button, Card, FormGroup, H3, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import { SnapshotRequest } from '@cairn/contracts';
import { download, fetcher, post } from '../api/request';
import { formatDateTime } from '../common/dates';
import { showToast } from '../shell/toaster';
import { t } from './projections.messages';

interface Snapshot {
  name: string;
  projection: string;
  until: string;
  rows: number;
  events: number;
  createdAt: string;
}

/** Replays to a point in time: a read model as it was then, kept under a name, exported as CSV. */
export function SnapshotsCard({ projections }: { projections: string[] }) {
  const { data, mutate } = useSWR<Snapshot[]>('/api/admin/projections/snapshots', fetcher);
  const [projection, setProjection] = useState('hubEvents');
  const [until, setUntil] = useState(() => new Date().toISOString());
  const [into, setInto] = useState('');
  const [busy, setBusy] = useState(false);
  const valid = SnapshotRequest.safeParse({ into, until }).success;

  const take = async () => {
    setBusy(true);
    try {
      await post(`/api/admin/projections/${encodeURIComponent(projection)}/snapshots`, {
        into,
        until,
      });
      showToast('success', t('projections.snapshotReady', { name: into }));
      await mutate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="projections-page__snapshots">
      <H3>{t('projections.snapshots')}</H3>
      <div className="snapshot-form">
        <FormGroup label={t('projections.readModel')} labelFor="snapshot-projection">
          <HTMLSelect
            id="snapshot-projection"
            value={projection}
            onChange={(e) => setProjection(e.currentTarget.value)}
            options={projections}
          />
        </FormGroup>
        <FormGroup label={t('projections.untilLabel')} labelFor="snapshot-until">
          <InputGroup
            id="snapshot-until"
            value={until}
            onChange={(e) => setUntil(e.currentTarget.value)}
          />
        </FormGroup>
        <FormGroup
          label={t('projections.name')}
          labelFor="snapshot-into"
          helperText={t('projections.nameHelper')}
        >
          <InputGroup
            id="snapshot-into"
            value={into}
            onChange={(e) => setInto(e.currentTarget.value)}
            placeholder="q3-close"
          />
        </FormGroup>
        <Button
          icon="camera"
          text={t('projections.takeSnapshot')}
          intent="primary"
          disabled={!valid}
          loading={busy}
          onClick={() => void take()}
        />
      </div>
      {!!data?.length && (
        <HTMLTable striped compact>
          <thead>
            <tr>
              <th>{t('projections.name')}</th>
              <th>{t('projections.readModel')}</th>
              <th>{t('projections.until')}</th>
              <th className="numeric">{t('projections.rows')}</th>
              <th className="numeric">{t('projections.events')}</th>
              <th>{t('projections.taken')}</th>
              <th>
                <span className="cairn-visually-hidden">{t('projections.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((s) => (
              <tr key={s.name}>
                <td>{s.name}</td>
                <td>{s.projection}</td>
                <td>
                  {/^\d+$/.test(s.until)
                    ? t('projections.positionN', { position: s.until })
                    : formatDateTime(s.until)}
                </td>
                <td className="numeric">{s.rows}</td>
                <td className="numeric">{s.events}</td>
                <td>{formatDateTime(s.createdAt)}</td>
                <td>
                  <Button
                    small
                    icon="export"
                    text="CSV"
                    onClick={() =>
                      void download(
                        'GET',
                        `/api/admin/projections/snapshots/${encodeURIComponent(s.name)}/export`,
                      )
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
