import { Section, SectionCard } from '@blueprintjs/core';
import { HubSwitch } from './hub-form-fields';
import { t } from '../admin.messages';

/** EXPERIMENTS: capabilities being tried out with some hubs. */
export function ExperimentsSection() {
  return (
    <Section title={t('admin.sectionExperiments')} className="cairn-form-section">
      <SectionCard>
        <div className="cairn-switch-grid">
          <HubSwitch name="enableRfidExperiment" label={t('admin.rfidTags')} />
          <HubSwitch name="enableOcrExperiment" label={t('admin.ocr')} />
          <HubSwitch name="requiresMaterialCollectionSource" label={t('admin.askSource')} />
          <HubSwitch name="enableGeolocationWatermark" label={t('admin.watermark')} />
        </div>
      </SectionCard>
    </Section>
  );
}
