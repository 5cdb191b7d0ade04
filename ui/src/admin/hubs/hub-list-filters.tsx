import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { Feature, HubType } from '@cairn/contracts';
import { hubTypeLabel } from './hub-labels';
import { t } from '../admin.messages';
import { HUB_FILTER_STATES } from './hubs.api';
import { enumLabel } from '../../common/enum-labels.messages';

export interface HubFilterValues {
  name: string;
  type: HubType | '';
  feature: Feature | '';
  state: (typeof HUB_FILTER_STATES)[number] | '';
}
export const NO_HUB_FILTERS: HubFilterValues = { name: '', type: '', feature: '', state: '' };

interface HubListFiltersProps {
  value: HubFilterValues;
  onChange: (value: HubFilterValues) => void;
}

/** Name search, type, feature and state (Document 1 §2). */
export function HubListFilters({ value, onChange }: HubListFiltersProps) {
  const set = <K extends keyof HubFilterValues>(key: K, v: HubFilterValues[K]) =>
    onChange({ ...value, [key]: v });
  return (
    <div className="cairn-hub-filters" role="search">
      <InputGroup
        className="cairn-hub-filters-name"
        type="search"
        leftIcon="search"
        placeholder={t('admin.searchByName')}
        aria-label={t('admin.searchByName')}
        value={value.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <HTMLSelect
        aria-label={t('admin.type')}
        value={value.type}
        onChange={(e) => set('type', e.target.value as HubFilterValues['type'])}
      >
        <option value="">{t('admin.allTypes')}</option>
        {HubType.options.map((type) => (
          <option key={type} value={type}>
            {hubTypeLabel(type)}
          </option>
        ))}
      </HTMLSelect>
      <HTMLSelect
        aria-label={t('admin.feature')}
        value={value.feature}
        onChange={(e) => set('feature', e.target.value as HubFilterValues['feature'])}
      >
        <option value="">{t('admin.allFeatures')}</option>
        {Feature.options.map((feature) => (
          <option key={feature} value={feature}>
            {enumLabel('Feature', feature)}
          </option>
        ))}
      </HTMLSelect>
      <HTMLSelect
        aria-label={t('admin.state')}
        value={value.state}
        onChange={(e) => set('state', e.target.value as HubFilterValues['state'])}
      >
        <option value="">{t('admin.allStates')}</option>
        {HUB_FILTER_STATES.map((state) => (
          <option key={state} value={state}>
            {enumLabel('HubState', state)}
          </option>
        ))}
      </HTMLSelect>
    </div>
  );
}

/** Client-side filtering: the list call only narrows by state. */
export const matchesHubFilters = (filters: HubFilterValues) => {
  const name = filters.name.trim().toLowerCase();
  return (hub: { name: string; type: string; features: string[]; state: string }) =>
    (!name || hub.name.toLowerCase().includes(name)) &&
    (!filters.type || hub.type === filters.type) &&
    (!filters.feature || hub.features.includes(filters.feature)) &&
    (!filters.state || hub.state === filters.state);
};
