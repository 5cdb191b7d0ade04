import { Button, ButtonGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import {
  customPeriod,
  formatRange,
  isNextDisabled,
  isoDay,
  PERIOD_LABEL,
  PERIOD_TYPES,
  periodContaining,
  shiftPeriod,
  switchPeriodType,
  type Period,
  type PeriodType,
} from './period-range';
import { DayInput } from './day-input';
import './period-selector.css';
import { t } from './widgets.messages';

const STORAGE_KEY = 'overviewPeriodType';
const storedType = (): Exclude<PeriodType, 'CUSTOM'> => {
  const raw = localStorage.getItem(STORAGE_KEY);
  return raw === 'DAY' || raw === 'WEEK' || raw === 'MONTH' || raw === 'QUARTER' ? raw : 'WEEK';
};

/** The selected period; its type is remembered in local storage, except CUSTOM (a one-off range). Default WEEK. */
export function usePeriod(): [Period, (next: Period) => void] {
  const [period, setPeriod] = useState<Period>(() => periodContaining(storedType(), new Date()));
  const change = (next: Period) => {
    if (next.type !== 'CUSTOM') localStorage.setItem(STORAGE_KEY, next.type);
    setPeriod(next);
  };
  return [period, change];
}

/** Day, week (ISO), month, quarter or a custom range, with previous/next arrows (Document 3 §2). */
export function PeriodSelector({
  period,
  onChange,
}: {
  period: Period;
  onChange: (next: Period) => void;
}) {
  const choose = (type: PeriodType) => {
    if (type === 'CUSTOM') onChange({ ...period, type: 'CUSTOM' });
    else onChange(switchPeriodType(period, type, new Date()));
  };
  const setDay = (which: 'from' | 'to', value: string) => {
    const next =
      which === 'from'
        ? customPeriod(value, isoDay(period.end))
        : customPeriod(isoDay(period.start), value);
    if (next) onChange(next);
  };
  return (
    <div className="period-selector">
      <HTMLSelect
        aria-label={t('widgets.period')}
        value={period.type}
        onChange={(e) => choose(e.target.value as PeriodType)}
        options={PERIOD_TYPES.map((p) => ({ value: p, label: t(PERIOD_LABEL[p]) }))}
      />
      <ButtonGroup className="period-selector__range">
        <Button
          icon="chevron-left"
          aria-label={t('widgets.previousPeriod')}
          onClick={() => onChange(shiftPeriod(period, -1))}
        />
        <span className="period-selector__text" data-testid="period-range">
          {formatRange(period)}
        </span>
        <Button
          icon="chevron-right"
          aria-label={t('widgets.nextPeriod')}
          disabled={isNextDisabled(period, new Date())}
          onClick={() => onChange(shiftPeriod(period, 1))}
        />
      </ButtonGroup>
      {period.type === 'CUSTOM' && (
        <div className="period-selector__custom">
          {/* A start after the end is refused (marked, not taken), as the server refuses it. */}
          <DayInput
            aria-label={t('widgets.from')}
            title={t('widgets.fromTitle')}
            value={isoDay(period.start)}
            max={isoDay(period.end)}
            onChange={(v) => setDay('from', v)}
          />
          <DayInput
            aria-label={t('widgets.to')}
            title={t('widgets.toTitle')}
            value={isoDay(period.end)}
            min={isoDay(period.start)}
            max={isoDay(new Date())}
            onChange={(v) => setDay('to', v)}
          />
        </div>
      )}
    </div>
  );
}
