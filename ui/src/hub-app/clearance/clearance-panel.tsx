import { Button, Callout, Card, Checkbox, H2, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import {
  type HandlingCenterClearanceOverview,
  type MaterialClearanceRow,
  type MaterialClearanceSummary,
  type MaterialClearanceUnitView,
  type RecyclerClearanceOverview,
} from '@cairn/contracts';
import { fetcher } from '../../api/request';
import { formatDayTime, formatNumber, numberText, unitText } from '../../common/format';
import { t } from '../hub-forms.messages';
import type { HubConfig } from '../use-hub-config.hook';
import { LOADED_PATHS, UNITS_IN_PROGRESS, WEIGH_ROUTE, type LoadedKind } from './loaded-clearances';
import { MassBalanceClearance } from './mass-balance-clearance';
import { DeclarationsList } from '../../sustainability/declarations.list';
import './clearance.css';
import { materialTypeLabel } from '../../common/material-label';

/** A loaded truck waiting for the weighbridge: the next step of a clearance (Document 3 §2: start → ongoing → weigh). */
function LoadedList({ kind }: { kind: LoadedKind }) {
  const navigate = useNavigate();
  const { data } = useSWR<MaterialClearanceRow[]>(LOADED_PATHS[kind], fetcher);
  if (!data || data.length === 0) return null;
  return (
    <Card compact className="clearance-panel__loaded" data-testid={`loaded-${kind}`}>
      <H2>{t('hub.loadedToWeigh')}</H2>
      <ul className="clearance-panel__list">
        {data.map((c) => (
          <li key={c.uuid}>
            <div>
              <strong>{c.transporterLicensePlate}</strong>
              <span className="bp6-text-muted">
                {' '}
                · {c.buyer} · {formatDayTime(c.createdAt)}
              </span>
              <div className="bp6-text-muted">
                {c.materialTypes.map(materialTypeLabel).join(', ') || t('hub.clearedByAdmin')}
              </div>
            </div>
            <Button
              intent="primary"
              icon="dashboard"
              text={t('hub.weigh')}
              aria-label={t('hub.weighPlate', { plate: c.transporterLicensePlate })}
              onClick={() => navigate(WEIGH_ROUTE[kind](c.uuid))}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Clearance units in progress: output bags with QR cards gathered per material type; each leaves whole (PARTIAL of its type). */
function UnitsList() {
  const navigate = useNavigate();
  const { data } = useSWR<MaterialClearanceUnitView[]>(UNITS_IN_PROGRESS, fetcher);
  if (!data || data.length === 0) return null;
  return (
    <Card compact className="clearance-panel__loaded" data-testid="clearance-units">
      <H2>{t('hub.clearanceUnits')}</H2>
      <ul className="clearance-panel__list">
        {data.map((u) => (
          <li key={u.uuid}>
            <div>
              <strong>{materialTypeLabel(u.materialType)}</strong>
              <span className="bp6-text-muted">
                {' '}
                · {formatNumber(u.weight, 3)} {unitText(u.quantityUnit)}
              </span>
              <div className="bp6-text-muted">
                {t('hub.bagsSince', {
                  count: u.inputTrackedItemsCount,
                  since: formatDayTime(u.createdAt),
                })}
              </div>
            </div>
            <Button
              intent="primary"
              icon="export"
              text={t('hub.clear')}
              aria-label={t('hub.clearUnit', { material: materialTypeLabel(u.materialType) })}
              onClick={() =>
                navigate(
                  `/clear-material-stock?materialTypes=${u.materialType}&materialClearanceUnitUuid=${u.uuid}&total=${u.weight.toFixed(3)}`,
                )
              }
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Material types in stock, to choose what leaves; the weights show 3 decimals (Document 3 §9). */
function StockChooser({
  breakdown,
  unit,
  onClear,
  action,
}: {
  breakdown: Record<string, number>;
  unit: string;
  onClear: (types: string[]) => void;
  action: string;
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  const types = Object.keys(breakdown);
  if (types.length === 0)
    return (
      <Callout intent="warning" icon="box">
        {t('noMaterialForClearance')}
      </Callout>
    );
  const toggle = (m: string) =>
    setChosen((c) => (c.includes(m) ? c.filter((x) => x !== m) : [...c, m]));
  return (
    <>
      <ul className="clearance-panel__stock">
        {types.map((m) => (
          <li key={m}>
            <Checkbox
              large
              checked={chosen.includes(m)}
              onChange={() => toggle(m)}
              labelElement={
                <span className="clearance-panel__material">{materialTypeLabel(m)}</span>
              }
            />
            <span className="clearance-panel__weight">
              {formatNumber(breakdown[m], 3)} {unit}
            </span>
          </li>
        ))}
      </ul>
      {/* Document 3 §5: clearance by stock needs at least one material type. */}
      <Button
        size="large"
        fill
        intent="primary"
        icon="export"
        text={action}
        disabled={chosen.length === 0}
        onClick={() => onClear(chosen)}
      />
    </>
  );
}

/** Stock clearance of a collection center: its stock by material type. */
function StockPanel() {
  const navigate = useNavigate();
  const { data } = useSWR<MaterialClearanceSummary>('/api/materialClearances/summary', fetcher);
  const unit = unitText(data?.totalStockUnit ?? 'KG');
  return (
    <Card compact data-testid="clearance-stock">
      <H2>
        {t('hub.stock')}{' '}
        {data && (
          <span className="clearance-panel__total">
            {formatNumber(data.totalStock, 3)} {unit}
          </span>
        )}
      </H2>
      {!data ? (
        <Spinner size={24} />
      ) : (
        <StockChooser
          breakdown={data.materialBreakdown}
          unit={unit}
          action={t('hub.clearStock')}
          onClear={(types) => {
            const total = types.reduce((s, m) => s + data.materialBreakdown[m], 0);
            navigate(
              `/clear-material-stock?materialTypes=${types.join(',')}&total=${total.toFixed(3)}`,
            );
          }}
        />
      )}
    </Card>
  );
}

/** A recycler's clearance: output bags graded since the last clearance; start is disabled with none (Document 3 §5). */
function RecyclerPanel({ declares }: { declares: boolean }) {
  const navigate = useNavigate();
  const { data } = useSWR<RecyclerClearanceOverview>('/api/clearances/overview', fetcher);
  return (
    <Card compact data-testid="clearance-recycler">
      <H2>{t('hub.outputReadyToClear')}</H2>
      {!data ? (
        <Spinner size={24} />
      ) : (
        <div className="registration-panel__figures">
          <div>
            <span className="registration-panel__figure">
              {data.segregationOutputMaterialBagsCount}
            </span>
            <span className="bp6-text-muted">
              {t('hub.outputBagsUnit', { count: data.segregationOutputMaterialBagsCount })}
            </span>
          </div>
          <div>
            <span className="registration-panel__figure">
              {numberText(data.formattedMaterialTotal)}
            </span>
            <span className="bp6-text-muted">
              {t('hub.unitInStock', { unit: unitText(data.quantityUnit) })}
            </span>
          </div>
          {data.literTotal > 0 && (
            <div>
              <span className="registration-panel__figure">{formatNumber(data.literTotal, 2)}</span>
              <span className="bp6-text-muted">
                {t('hub.unitInStock', { unit: unitText('LITER') })}
              </span>
            </div>
          )}
        </div>
      )}
      <Button
        size="large"
        fill
        intent="primary"
        icon="export"
        text={t('hub.startClearance')}
        disabled={!data || data.segregationOutputMaterialBagsCount === 0}
        onClick={() => navigate('/start-recycler-clearance')}
      />
      {declares && (
        <DeclarationsList
          listPath="/api/sustainabilityDeclarations"
          pdfPath={(uuid) => `/api/materialClearances/${uuid}/sustainabilityDeclaration`}
          periodPath="/api/sustainabilityDeclarations/period"
        />
      )}
    </Card>
  );
}

/** A handling center clears registered material by type. */
function HandlingCenterPanel() {
  const navigate = useNavigate();
  const { data } = useSWR<HandlingCenterClearanceOverview>(
    '/api/handlingCenterMaterials/clearanceOverview',
    fetcher,
  );
  return (
    <Card compact data-testid="clearance-handling-center">
      <H2>{t('hub.registeredMaterial')}</H2>
      {!data ? (
        <Spinner size={24} />
      ) : (
        <>
          <p className="bp6-text-muted">
            {t('hub.unitsSinceLastClearance', { count: data.registeredUnitsCount })}
          </p>
          <StockChooser
            breakdown={data.materialBreakdown}
            unit={unitText(data.quantityUnit)}
            action={t('hub.clearMaterial')}
            onClear={(types) => navigate(`/clear-handling-center-material/${types.join(',')}`)}
          />
        </>
      )}
    </Card>
  );
}

/** The Clearance tab (Document 3 §2): what is loaded and waits to be weighed first, then what can leave. */
export function ClearancePanel({ hub }: { hub: HubConfig }) {
  return (
    <div className="clearance-panel">
      <LoadedList kind="MATERIAL_CLEARANCE" />
      {hub.type === 'RECYCLER' && <LoadedList kind="CLEARANCE_TRANSPORT" />}
      {hub.type === 'MATERIAL_HANDLING_CENTER' && <LoadedList kind="HANDLING_CENTER_CLEARANCE" />}
      {(hub.type === 'COLLECTION_CENTER' || hub.type === 'RECYCLER') && <UnitsList />}
      {hub.type === 'COLLECTION_CENTER' && <StockPanel />}
      {hub.type === 'RECYCLER' && (
        <RecyclerPanel declares={hub.generateSustainabilityDeclaration} />
      )}
      {hub.type === 'MATERIAL_HANDLING_CENTER' && <HandlingCenterPanel />}
      {(hub.type === 'COLLECTION_CENTER' || hub.type === 'RECYCLER') &&
        hub.features.includes('MASS_BALANCE_TRACKING') && (
          <MassBalanceClearance
            hubType={hub.type}
            canGrade={hub.type === 'RECYCLER' && hub.features.includes('MATERIAL_SEGREGATION')}
          />
        )}
    </div>
  );
}
