import {
  AnchorButton,
  Button,
  Callout,
  Card,
  FormGroup,
  H2,
  H4,
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
import { Link } from 'react-router-dom';
import { useState } from 'react';
import useSWR from 'swr';
import { fetcher, post } from '../api/request';
import { endOfDayIso, formatWeight, startOfDayIso } from '../common/format';
import { AsOfBanner, AsOfPicker, asOfParam } from './as-of';
import './audit-trail.css';
import { isoDay } from '../common/dates';
import { DayInput } from '../common/day-input';

const firstOfMonth = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-01`;
};
const today = () => isoDay(new Date());

/** /admin/audit: a hub's mass balance for a period (as of any instant) and its evidence pack (issue 16). */
export default function AuditPage() {
  const { data: hubs } = useSWR<HubSummary[]>('/api/admin/companies/hubs', fetcher);
  const [hubUuid, setHubUuid] = useState('');
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
      <H2>Audit</H2>
      <Card className="audit-page__filters">
        <FormGroup label="Hub" labelFor="audit-hub">
          <HTMLSelect
            id="audit-hub"
            value={hubUuid}
            onChange={(e) => {
              setHubUuid(e.currentTarget.value);
              setPackUuid(null);
            }}
            options={[
              { value: '', label: 'Choose a hub' },
              ...(hubs ?? []).map((h) => ({ value: h.uuid, label: h.name })),
            ]}
          />
        </FormGroup>
        <FormGroup label="From" labelFor="audit-from">
          <DayInput id="audit-from" value={from} max={to} onChange={setFrom} />
        </FormGroup>
        <FormGroup label="To" labelFor="audit-to">
          <DayInput id="audit-to" value={to} min={from} onChange={setTo} />
        </FormGroup>
        <AsOfPicker value={asOf} onChange={setAsOf} />
      </Card>
      <AsOfBanner value={asOf} />
      {audit && (
        <Card>
          <H4>Mass balance: opening + inputs − outputs = closing</H4>
          <HTMLTable compact striped className="audit-table">
            <thead>
              <tr>
                <th>Material</th>
                <th className="numeric">Opening</th>
                <th className="numeric">Inputs</th>
                <th className="numeric">Outputs</th>
                <th className="numeric">Closing</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {audit.lines.map((line) => (
                <tr key={line.materialType}>
                  <td>{line.materialType}</td>
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
                        Outputs exceed opening + inputs
                      </Tag>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <p>
            Losses in grading and processing: {formatWeight(audit.losses.weight, 'KG')}{' '}
            {audit.conversionWarning && (
              <Tag intent="danger" icon="warning-sign">
                Conversions gave out more than they took in
              </Tag>
            )}
          </p>
        </Card>
      )}
      {hubUuid && (
        <Card>
          <H4>Evidence pack</H4>
          <p>
            A ZIP of the period: hub events (CSV, XLSX), pictures, reviews, lineage of the outputs,
            the hash-chain proof, a PDF summary and a manifest. Check it offline with{' '}
            <code>npm run verify-pack -- pack.zip</code>.
          </p>
          <Button
            icon="archive"
            text="Build evidence pack"
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
              text={`Download ${pack.fileName}`}
              href={pack.link}
              className="audit-page__download"
            />
          )}
          {pack?.status === 'FAILED' && (
            <Callout intent="danger" title="The pack could not be built.">
              {pack.failure}
            </Callout>
          )}
        </Card>
      )}
      {hubUuid && (
        <Card>
          <H4>Sample for audit</H4>
          <p>
            Draws events of the period weighted by risk (flags, findings, weight outliers, new
            collectors). The same seed draws the same sample; every draw is recorded.
          </p>
          <div className="audit-page__filters">
            <FormGroup label="Events" labelFor="sample-size">
              <InputGroup
                id="sample-size"
                type="number"
                min={1}
                max={200}
                value={sampleSize}
                onChange={(e) => setSampleSize(e.currentTarget.value)}
              />
            </FormGroup>
            <FormGroup label="Seed" labelFor="sample-seed" helperText="Empty: a new one">
              <InputGroup
                id="sample-seed"
                value={seed}
                onChange={(e) => setSeed(e.currentTarget.value)}
              />
            </FormGroup>
            <Button icon="random" text="Draw sample" onClick={() => void drawSample()} />
          </div>
          {sample && (
            <>
              <p>
                Seed <code>{sample.seed}</code>: {sample.picks.length} of {sample.candidates}{' '}
                events.
              </p>
              <ol className="audit-sample">
                {sample.picks.map((pick) => (
                  <li key={pick.hubEventUuid}>
                    <Link to={`/admin/history/hubEvent/${pick.hubEventUuid}`}>
                      {pick.hubEventUuid}
                    </Link>{' '}
                    risk {pick.risk}
                    {pick.reasons.map((r) => (
                      <Tag key={r} minimal intent="warning" className="audit-sample__reason">
                        {r}
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
