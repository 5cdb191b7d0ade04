import { Section, SectionCard } from '@blueprintjs/core';
import { AuthType, Gender, Language } from '@cairn/contracts';
import { useWatch } from 'react-hook-form';
import { enumOptions } from '../../common/options';
import { HubSelect, HubText } from './hub-form-fields';
import type { HubFormValues } from './hub-form-values';

const GENDER_OPTIONS = enumOptions(Gender.options);
const LANGUAGE_OPTIONS = enumOptions(
  Language.options,
  (l) => ({ EN: 'English', DE: 'Deutsch' })[l],
);
const AUTH_OPTIONS = enumOptions(
  AuthType.options,
  (a) => ({ EMAIL_PASSWORD: 'Email and password', SMS: 'Phone number (SMS code)' })[a],
);

/** FIRST HUB OWNER (create only). The phone number is required for SMS sign-in (Document 1 §5). */
export function FirstHubOwnerSection() {
  const authType = useWatch<HubFormValues, 'firstUser.authType'>({ name: 'firstUser.authType' });
  const sms = authType === 'SMS';
  return (
    <Section title="FIRST HUB OWNER" className="cairn-form-section">
      <SectionCard>
        <div className="cairn-form-grid">
          <HubSelect name="firstUser.gender" label="Gender" required options={GENDER_OPTIONS} />
          <HubSelect
            name="firstUser.language"
            label="Language"
            required
            options={LANGUAGE_OPTIONS}
          />
          <HubText name="firstUser.firstName" label="First name" required autoComplete="off" />
          <HubText name="firstUser.lastName" label="Last name" required autoComplete="off" />
          <HubSelect
            name="firstUser.authType"
            label="Sign-in method"
            required
            options={AUTH_OPTIONS}
          />
          <HubText
            name="firstUser.email"
            label={sms ? 'Email for reporting' : 'Email'}
            required
            type="email"
            autoComplete="off"
          />
          <HubText
            name="firstUser.phoneNumber"
            label="Phone number"
            required={sms}
            type="tel"
            placeholder="+491701234567"
            helperText="With + and the country code"
            autoComplete="off"
          />
        </div>
      </SectionCard>
    </Section>
  );
}
