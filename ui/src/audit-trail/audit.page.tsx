import {
  AnchorButton,
  Button,
  Callout,
  Card,
  FormGroup,
  H1,
  H2,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  ProgressBar,
  Tag,
} from '@blueprintjs/core';
import type {
  AuditSamplePick,
  EvidencePackView,
  HubSummary,
  MassBalanceAudit,
} from '@cairn/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { useState } from 'react';
import useSWR from 'swr';
import { fetcher, post } from '../api/request';
import { endOfDayIso, formatWeight, startOfDayIso } from '../common/format';
import { AsOfBanner, AsOfPicker, asOfParam } from './as-of';
import './audit-trail.css';
import { isoDay } from '../common/dates';
import { DayInput } from '../common/day-input';
import { materialTypeLabel } from '../common/material-label';
import { t } from './audit-trail.messages';

const firstOfMonth = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-01`;
};
const today = () => isoDay(new Date());

/** /admin/audit: a hub's mass balance for a period (as of any instant) and its evidence pack (issue 16). */
export default function AuditPage() {
  const { data: hubs } = useSWR<HubSummary[]>('/api/admin/companies/hubs', fetcher);
  // The hub list's row menu opens this page on one hub.
  const [hubUuid, setHubUuid] = useState(useSearchParams()[0].get('hubUuid') ?? '');
  const [from, setFrom] = useState(firstOfMonth());
  const [to, setTo] = useState(today());
  const [asOf, setAsOf] = useState('');
  const period =
    hubUuid && from && to
      ? `hubUuid=${hubUuid}&startDate=${encodeURIComponent(startOfDayIso(from))}&endDate=${encodeURIComponent(endOfDayIso(to))}`
      : null;
  const { data: audit } = useSWR<MassBalanceAudit>(
    period && `/api/admin/massBalance/audit?${period}${asOfParam(asOf)}`,
    fetcher,
  );
  const [packUuid, setPackUuid] = useState<string | null>(null);
  const { data: pack } = useSWR<EvidencePackView>(
    packUuid && `/api/admin/evidencePacks/${packUuid}`,
    fetcher,
    { refreshInterval: (latest) => (latest?.status === 'BUILDING' || !latest ? 1000 : 0) },
  );
  const [sampleSize, setSampleSize] = useState('10');
  const [seed, setSeed] = useState('');
  const [sample, setSample] = useState<{
    seed: string;
    candidates: number;
    picks: AuditSamplePick[];
  } | null>(null);
  const drawSample = async () => {
    try {
      setSample(
        await post('/api/admin/auditSamples', {
          hubUuid,
          from: startOfDayIso(from),
          to: endOfDayIso(to),
          size: sampleSize,
          seed: seed.trim() || undefined,
        }),
      );
    } catch {
      // request() has shown the error bar
    }
  };
  const buildPack = async () => {
    try {
      const answer = await post<{ uuid: string }>('/api/admin/evidencePacks', {
        hubUuid,
        from: startOfDayIso(from),
        to: endOfDayIso(to),
      });
      if (answer) setPackUuid(answer.uuid);
    } catch {
      // request() has shown the error bar
    }
  };

  return (
    <div className="history-page audit-page">
      <H1>{t('audit.title')}</H1>
      <Card className="audit-page__filters">
        <FormGroup label={t('audit.hub')} labelFor="audit-hub">
          <HTMLSelect
            id="audit-hub"
            value={hubUuid}
            onChange={(e) => {
              setHubUuid(e.currentTarget.value);
              setPackUuid(null);
            }}
            options={[
              { value: '', label: t('audit.chooseHub') },
              ...(hubs ?? []).map((h) => ({ value: h.uuid, label: h.name })),
            ]}
          />
        </FormGroup>
        <FormGroup label={t('audit.from')} labelFor="audit-from">
          <DayInput id="audit-from" value={from} max={to} onChange={setFrom} />
        </FormGroup>
        <FormGroup label={t('audit.to')} labelFor="audit-to">
          <DayInput id="audit-to" value={to} min={from} onChange={setTo} />
        </FormGroup>
        <AsOfPicker value={asOf} onChange={setAsOf} />
      </Card>
      <AsOfBanner value={asOf} />
      {audit && (
        <Card>
          <H2>{t('audit.massBalance')}</H2>
          <HTMLTable compact striped className="audit-table">
            <thead>
              <tr>
                <th>{t('audit.material')}</th>
                <th className="numeric">{t('audit.opening')}</th>
                <th className="numeric">{t('audit.inputs')}</th>
                <th className="numeric">{t('audit.outputs')}</th>
                <th className="numeric">{t('audit.closing')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {audit.lines.map((line) => (
                <tr key={line.materialType}>
                  <td>{materialTypeLabel(line.materialType)}</td>
                  <td className="numeric">{formatWeight(line.opening, 'KG')}</td>
                  <td
                    className="numeric"
                    title={line.inputs.entries
                      .map((e) => `${e.kind} ${e.recordUuid} ${e.weight}`)
                      .join('\n')}
                  >
                    {formatWeight(line.inputs.weight, 'KG')} ({line.inputs.entries.length})
                  </td>
                  <td
                    className="numeric"
                    title={line.outputs.entries
                      .map((e) => `${e.kind} ${e.recordUuid} ${e.weight}`)
                      .join('\n')}
                  >
                    {formatWeight(line.outputs.weight, 'KG')} ({line.outputs.entries.length})
                  </td>
                  <td className="numeric">{formatWeight(line.closing, 'KG')}</td>
                  <td>
                    {line.warning && (
                      <Tag intent="danger" icon="warning-sign">
                        {t('audit.outputsExceed')}
                      </Tag>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <p>
            {t('audit.losses', { weight: formatWeight(audit.losses.weight, 'KG') })}{' '}
            {audit.conversionWarning && (
              <Tag intent="danger" icon="warning-sign">
                {t('audit.conversionWarning')}
              </Tag>
            )}
          </p>
        </Card>
      )}
      {hubUuid && (
        <Card>
          <H2>{t('audit.evidencePack')}</H2>
          <p>
            {t('audit.evidencePackText')} <code>npm run verify-pack -- pack.zip</code>.
          </p>
          <Button
            icon="archive"
            text={t('audit.buildPack')}
            disabled={pack?.status === 'BUILDING'}
            onClick={() => void buildPack()}
          />
          {pack?.status === 'BUILDING' && (
            <ProgressBar className="audit-page__progress" value={pack.progress} intent="primary" />
          )}
          {pack?.status === 'READY' && pack.link && (
            <AnchorButton
              icon="download"
              intent="success"
              text={t('audit.download', { file: pack.fileName })}
              href={pack.link}
              className="audit-page__download"
            />
          )}
          {pack?.status === 'FAILED' && (
            <Callout intent="danger" title={t('audit.packFailed')}>
              {pack.failure}
            </Callout>
          )}
        </Card>
      )}
      {hubUuid && (
        <Card>
          <H2>{t('audit.sample')}</H2>
          <p>{t('audit.sampleText')}</p>
          <div className="audit-page__filters">
            <FormGroup label={t('audit.events')} labelFor="sample-size">
              <InputGroup
                id="sample-size"
                type="number"
                min={1}
                max={200}
                value={sampleSize}
                onChange={(e) => setSampleSize(e.currentTarget.value)}
              />
            </FormGroup>
            <FormGroup
              label={t('audit.seed')}
              labelFor="sample-seed"
              helperText={t('audit.seedHelp')}
            >
              <InputGroup
                id="sample-seed"
                value={seed}
                onChange={(e) => setSeed(e.currentTarget.value)}
              />
            </FormGroup>
            <Button icon="random" text={t('audit.drawSample')} onClick={() => void drawSample()} />
          </div>
          {sample && (
            <>
              <p>
                {t('audit.seed')} <code>{sample.seed}</code>:{' '}
                {t('audit.picksOf', { picks: sample.picks.length, candidates: sample.candidates })}
              </p>
              <ol className="audit-sample">
                {sample.picks.map((pick) => (
                  <li key={pick.hubEventUuid}>
                    <Link to={`/admin/history/hubEvent/${pick.hubEventUuid}`}>
                      {pick.hubEventUuid}
                    </Link>{' '}
                    {t('audit.risk', { risk: pick.risk })}
                    {pick.reasons.map((r) => (
                      <Tag key={r} minimal intent="warning" className="audit-sample__reason">
                        {t(`audit.reason_${r}`)}
                      </Tag>
                    ))}
                  </li>
                ))}
              </ol>
            </>
          )}
        </Card>
      )}
    </div>
  );
}
