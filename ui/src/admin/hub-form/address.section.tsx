import { Section, SectionCard } from '@blueprintjs/core';
import { useMemo } from 'react';
import { countryOptions } from '../../common/country-options';
import { HubSuggest, HubText } from './hub-form-fields';

/** ADDRESS (Document 1 §5 bounds: street 64, zip code 10 digits, city 60, country a 2-letter code). */
export function AddressSection() {
  const countries = useMemo(countryOptions, []);
  return (
    <Section title="ADDRESS" className="cairn-form-section">
      <SectionCard>
        <div className="cairn-form-grid">
          <HubText name="street" label="Street" required autoComplete="street-address" />
          <HubText
            name="zipCode"
            label="Zip code"
            required
            inputMode="numeric"
            autoComplete="postal-code"
          />
          <HubText name="city" label="City" required autoComplete="address-level2" />
          <HubText name="region" label="Region" nullable autoComplete="address-level1" />
          <HubSuggest
            name="country"
            label="Country"
            required
            options={countries}
            placeholder="Search country…"
          />
        </div>
      </SectionCard>
    </Section>
  );
}
