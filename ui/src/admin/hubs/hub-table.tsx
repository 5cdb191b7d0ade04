import { HTMLTable, type Intent, Tag } from '@blueprintjs/core';
import type { HubState, HubSummary } from '@cairn/contracts';
import { Link } from 'react-router-dom';
import { locale, t } from '../admin.messages';
import { hubTypeLabel } from './hub-labels';
import { HubRowMenu } from './hub-row-menu';
import { enumLabel, enumLabels } from '../../common/enum-labels.messages';

const countryName = (code: string): string => {
  try {
    return new Intl.DisplayNames([locale(), 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code; // not a region code
  }
};

const STATE_INTENT: Record<HubState, Intent> = {
  ACTIVE: 'success',
  DEMO: 'primary',
  TRIAL: 'primary',
  PAUSED: 'warning',
  LOST: 'danger',
  CHURNED: 'danger',
  ARCHIVED: 'none',
};

/** One page of hubs: name, type, state, place, features, row menu. */
export function HubTable({ hubs }: { hubs: HubSummary[] }) {
  return (
    <div className="cairn-table-scroll">
      <HTMLTable className="cairn-hub-table" interactive striped>
        <thead>
          <tr>
            <th>{t('admin.name')}</th>
            <th>{t('admin.type')}</th>
            <th>{t('admin.state')}</th>
            <th className="cairn-hide-small">{t('admin.cityCountry')}</th>
            <th className="cairn-hide-small">{t('admin.features')}</th>
            <th>
              <span className="cairn-visually-hidden">{t('admin.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {hubs.map((hub) => (
            <tr key={hub.uuid}>
              <td>
                <Link to={`/admin/add-hub/${hub.uuid}`} className="cairn-hub-name">
                  {hub.name}
                </Link>
                {hub.pipelineOwner && (
                  <Tag minimal className="cairn-hub-badge">
                    {t('admin.pipelineOwner')}
                  </Tag>
                )}
                {hub.organization && (
                  <div className="bp6-text-muted bp6-text-small">
                    Organization: {hub.organization.name}
                  </div>
                )}
              </td>
              <td>{hubTypeLabel(hub.type)}</td>
              <td>
                <Tag minimal intent={STATE_INTENT[hub.state]}>
                  {enumLabel('HubState', hub.state)}
                </Tag>
              </td>
              <td className="cairn-hide-small">
                {[hub.city, countryName(hub.country)].filter(Boolean).join(', ')}
              </td>
              <td
                className="cairn-hide-small"
                title={hub.features.map(enumLabels('Feature')).join(', ')}
              >
                {hub.features.length}
              </td>
              <td className="cairn-row-actions">
                <HubRowMenu hub={hub} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
