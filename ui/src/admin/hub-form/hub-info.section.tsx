import { Callout, SectionCard } from '@blueprintjs/core';
import { Section } from '../../common/headings';
import {
  CAMERA_RESOLUTION_SIZE,
  CameraResolution,
  hasSingleRegistrationFeature,
  Feature,
  InitialHubState,
  REGISTRATION_FEATURES,
  PICKABLE_HUB_TYPES,
  type HubType,
} from '@cairn/contracts';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { currencyOptions } from '../../common/country-options';
import { enumOptions } from '../../common/options';
import { hubTypeLabel } from '../hubs/hub-labels';
import { updatesForFeatures, updatesForType } from './hub-form-dependencies';
import { HubMultiSelect, HubSelect, HubSuggest, HubText, useApplyUpdates } from './hub-form-fields';
import type { HubFormValues } from './hub-form-values';
import { HubMaterialFields } from './hub-material.fields';
import { HubSettingFields } from './hub-setting.fields';
import { useAssignableHubOptions, useOrganizationOptions } from './hub-pickers.api';
import { t } from '../admin.messages';
import { enumLabels } from '../../common/enum-labels.messages';

const TYPE_OPTIONS = enumOptions(PICKABLE_HUB_TYPES, hubTypeLabel);
const FEATURE_OPTIONS = enumOptions(Feature.options, enumLabels('Feature'));
const INITIAL_STATE_OPTIONS = enumOptions(InitialHubState.options, enumLabels('HubState'));
const CAMERA_OPTIONS = enumOptions(CameraResolution.options, (r) => {
  const { width, height } = CAMERA_RESOLUTION_SIZE[r];
  return `${width} × ${height}`;
});

/** HUB INFO: identity, type and grouping, features, then materials and settings. */
export function HubInfoSection({ hubUuid }: { hubUuid?: string }) {
  const editing = hubUuid !== undefined;
  const { getValues } = useFormContext<HubFormValues>();
  const apply = useApplyUpdates();
  const type = useWatch<HubFormValues, 'type'>({ name: 'type' });
  const isOrganization = type === 'ORGANIZATION';
  const organizations = useOrganizationOptions(hubUuid);
  const assignableHubs = useAssignableHubOptions(isOrganization, hubUuid);
  const currencies = useMemo(currencyOptions, []);

  return (
    <Section title={t('admin.sectionHubInfo')} className="cairn-form-section">
      <SectionCard>
        <div className="cairn-form-grid">
          <HubText name="name" label={t('admin.name')} required />
          <HubSelect
            name="type"
            label={t('admin.type')}
            required
            options={TYPE_OPTIONS}
            onChanged={(next, previous) =>
              apply(updatesForType(next as HubType | null, previous as HubType | null))
            }
          />
          {isOrganization ? (
            <HubMultiSelect
              name="assignedCompanyUuids"
              label={t('admin.assignedHubs')}
              options={assignableHubs.options}
              helperText={t('admin.assignedHubsHelper')}
            />
          ) : (
            <HubSelect
              name="organizationUuid"
              label={t('admin.organization')}
              options={organizations.options}
              placeholder={t('admin.noOrganization')}
            />
          )}
          {!editing && (
            <HubSelect
              name="state"
              label={t('admin.startsAs')}
              options={INITIAL_STATE_OPTIONS}
              helperText={t('admin.startsAsHelper')}
            />
          )}
          <HubSelect
            name="cameraResolution"
            label={t('admin.cameraResolution')}
            required
            options={CAMERA_OPTIONS}
          />
          <HubSuggest
            name="currency"
            label={t('admin.currency')}
            required
            options={currencies}
            placeholder={t('admin.searchCurrency')}
          />
        </div>
        <HubMultiSelect
          name="features"
          label={t('admin.features')}
          options={FEATURE_OPTIONS}
          onChanged={(next, previous) =>
            apply(
              updatesForFeatures(
                next as Feature[],
                previous as Feature[],
                getValues('dataExportReportFrequency'),
              ),
            )
          }
        />
        <RegistrationFeatureWarning />
      </SectionCard>
      <HubMaterialFields hubUuid={hubUuid} />
      <HubSettingFields editing={editing} />
    </Section>
  );
}

/**
 * Document 1 §6: exactly one of the four registration features is expected. Several or none is allowed
 * (a hub may register in several ways, or only through collection rounds); the admin is told, not stopped.
 */
function RegistrationFeatureWarning() {
  const features = useWatch<HubFormValues, 'features'>({ name: 'features' }) ?? [];
  const count = REGISTRATION_FEATURES.filter((f) => features.includes(f)).length;
  if (count === 0 || hasSingleRegistrationFeature(features)) return null;
  return (
    <Callout intent="warning" data-testid="registration-features-warning">
      {t('admin.severalRegistrationFeatures')}
    </Callout>
  );
}
