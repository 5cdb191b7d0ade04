import { SectionCard } from '@blueprintjs/core';
import { Section } from '../../common/headings';
import { useMemo } from 'react';
import { countryOptions } from '../../common/country-options';
import { HubSuggest, HubText } from './hub-form-fields';
import { t } from '../admin.messages';

/** ADDRESS (Document 1 §5 bounds: street 64, zip code 10 digits, city 60, country a 2-letter code). */
export function AddressSection() {
  const countries = useMemo(countryOptions, []);
  return (
    <Section title={t('admin.sectionAddress')} className="cairn-form-section">
      <SectionCard>
        <div className="cairn-form-grid">
          <HubText name="street" label={t('admin.street')} required autoComplete="street-address" />
          <HubText
            name="zipCode"
            label={t('admin.zipCode')}
            required
            inputMode="numeric"
            autoComplete="postal-code"
          />
          <HubText name="city" label={t('admin.city')} required autoComplete="address-level2" />
          <HubText name="region" label={t('admin.region')} nullable autoComplete="address-level1" />
          <HubSuggest
            name="country"
            label={t('admin.country')}
            required
            options={countries}
            placeholder={t('admin.searchCountry')}
          />
        </div>
      </SectionCard>
    </Section>
  );
}
