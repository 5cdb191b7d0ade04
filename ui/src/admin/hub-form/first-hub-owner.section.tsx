import { SectionCard } from '@blueprintjs/core';
import { Section } from '../../common/headings';
import { AuthType, Gender, Language } from '@cairn/contracts';
import { useWatch } from 'react-hook-form';
import { enumOptions } from '../../common/options';
import { HubSelect, HubText } from './hub-form-fields';
import type { HubFormValues } from './hub-form-values';
import { t } from '../admin.messages';
import { enumLabels } from '../../common/enum-labels.messages';

const GENDER_OPTIONS = enumOptions(Gender.options, enumLabels('Gender'));
const LANGUAGE_OPTIONS = enumOptions(
  Language.options,
  (l) => ({ EN: 'English', DE: 'Deutsch' })[l],
);
const authOptions = () =>
  enumOptions(AuthType.options, (a) =>
    t(a === 'SMS' ? 'admin.authSms' : 'admin.authEmailPassword'),
  );

/** FIRST HUB OWNER (create only). The phone number is required for SMS sign-in (Document 1 §5). */
export function FirstHubOwnerSection() {
  const authType = useWatch<HubFormValues, 'firstUser.authType'>({ name: 'firstUser.authType' });
  const sms = authType === 'SMS';
  return (
    <Section title={t('admin.sectionFirstOwner')} className="cairn-form-section">
      <SectionCard>
        <div className="cairn-form-grid">
          <HubSelect
            name="firstUser.gender"
            label={t('admin.gender')}
            required
            options={GENDER_OPTIONS}
          />
          <HubSelect
            name="firstUser.language"
            label={t('admin.language')}
            required
            options={LANGUAGE_OPTIONS}
          />
          <HubText
            name="firstUser.firstName"
            label={t('admin.firstName')}
            required
            autoComplete="off"
          />
          <HubText
            name="firstUser.lastName"
            label={t('admin.lastName')}
            required
            autoComplete="off"
          />
          <HubSelect
            name="firstUser.authType"
            label={t('admin.signInMethod')}
            required
            options={authOptions()}
          />
          <HubText
            name="firstUser.email"
            label={t(sms ? 'admin.emailForReporting' : 'admin.email')}
            required
            type="email"
            autoComplete="off"
          />
          <HubText
            name="firstUser.phoneNumber"
            label={t('admin.phoneNumber')}
            required={sms}
            type="tel"
            placeholder="+491701234567"
            helperText={t('admin.phoneHelper')}
            autoComplete="off"
          />
        </div>
      </SectionCard>
    </Section>
  );
}
