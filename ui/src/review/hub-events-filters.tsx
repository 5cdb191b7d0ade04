import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import useSWR from 'swr';
import { AnomalyTag, HubEventType, ReviewStatus, type HubSummary } from '@cairn/contracts';
import { fetcher } from '../api/request';
import { DayInput } from '../common/day-input';
import { enumLabel, type EnumKind } from '../common/enum-labels.messages';
import { OptionMultiSelect } from '../common/option-multi-select';
import { HUBS_KEY, NO_FILTERS, type HubEventFilterValues } from './hub-events.query';
import { t } from './review.messages';

const anyOf = (kind: EnumKind, values: readonly string[]) => [
  { value: '', label: t('review.all') },
  ...values.map((v) => ({ value: v, label: enumLabel(kind, v) })),
];

interface HubEventFiltersProps {
  values: HubEventFilterValues;
  onChange: (values: HubEventFilterValues) => void;
}

export function HubEventFilters({ values, onChange }: HubEventFiltersProps) {
  const { data: hubs } = useSWR<HubSummary[]>(HUBS_KEY, fetcher);
  const set = <K extends keyof HubEventFilterValues>(key: K, value: HubEventFilterValues[K]) =>
    onChange({ ...values, [key]: value });
  const hubOptions = (hubs ?? []).map((h) => ({
    value: h.uuid,
    label: h.city ? `${h.name} (${h.city})` : h.name,
  }));

  return (
    <div className="hub-events-filters">
      <FormGroup label={t('review.eventId')} labelFor="filter-uuid">
        <InputGroup
          id="filter-uuid"
          value={values.uuid}
          placeholder={t('review.eventUuid')}
          onValueChange={(v) => set('uuid', v)}
        />
      </FormGroup>
      <FormGroup label={t('review.type')} labelFor="filter-type">
        <HTMLSelect
          id="filter-type"
          fill
          value={values.type}
          options={anyOf('HubEventType', HubEventType.options)}
          onChange={(e) => set('type', e.currentTarget.value)}
        />
      </FormGroup>
      <FormGroup label={t('review.createdAfter')} labelFor="filter-after">
        <DayInput
          id="filter-after"
          value={values.createdAfter}
          max={values.createdBefore || undefined}
          onChange={(v) => set('createdAfter', v)}
        />
      </FormGroup>
      <FormGroup label={t('review.createdBefore')} labelFor="filter-before">
        <DayInput
          id="filter-before"
          value={values.createdBefore}
          min={values.createdAfter || undefined}
          onChange={(v) => set('createdBefore', v)}
        />
      </FormGroup>
      <FormGroup label={t('review.status')} labelFor="filter-status">
        <HTMLSelect
          id="filter-status"
          fill
          value={values.status}
          options={anyOf('ReviewStatus', ['PENDING', ...ReviewStatus.options])}
          onChange={(e) => set('status', e.currentTarget.value)}
        />
      </FormGroup>
      <FormGroup label={t('review.anomaly')} labelFor="filter-anomaly">
        <HTMLSelect
          id="filter-anomaly"
          fill
          value={values.anomaly}
          options={anyOf('AnomalyTag', AnomalyTag.options)}
          onChange={(e) => set('anomaly', e.currentTarget.value)}
        />
      </FormGroup>
      <FormGroup label={t('review.assignedHubs')} className="hub-events-filters__hubs">
        <OptionMultiSelect
          options={hubOptions}
          selected={values.hubUuids}
          placeholder={t('review.allHubs')}
          onChange={(v) => set('hubUuids', v)}
        />
      </FormGroup>
      <div className="hub-events-filters__actions">
        <Button
          variant="minimal"
          icon="filter-remove"
          text={t('review.clearFilters')}
          onClick={() => onChange(NO_FILTERS)}
          disabled={JSON.stringify(values) === JSON.stringify(NO_FILTERS)}
        />
      </div>
    </div>
  );
}
