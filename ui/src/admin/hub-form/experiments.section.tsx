import { SectionCard } from '@blueprintjs/core';
import { Section } from '../../common/headings';
import { HubSwitch } from './hub-form-fields';
import { t } from '../admin.messages';

/** What each experiment changes, beside its switch (docs/decisions.md, issue 20 item 4). */
export const EXPERIMENT_HINTS = {
  enableRfidExperiment: 'admin.hintRfid',
  enableOcrExperiment: 'admin.hintOcr',
  enableGeolocationWatermark: 'admin.hintWatermark',
} as const;

/** EXPERIMENTS: capabilities being tried out with some hubs. */
export function ExperimentsSection() {
  return (
    <Section title={t('admin.sectionExperiments')} className="cairn-form-section">
      <SectionCard>
        <div className="cairn-switch-grid">
          <HubSwitch
            name="enableRfidExperiment"
            label={t('admin.rfidTags')}
            hint={t(EXPERIMENT_HINTS.enableRfidExperiment)}
          />
          <HubSwitch
            name="enableOcrExperiment"
            label={t('admin.ocr')}
            hint={t(EXPERIMENT_HINTS.enableOcrExperiment)}
          />
          <HubSwitch name="requiresMaterialCollectionSource" label={t('admin.askSource')} />
          <HubSwitch
            name="enableGeolocationWatermark"
            label={t('admin.watermark')}
            hint={t(EXPERIMENT_HINTS.enableGeolocationWatermark)}
          />
        </div>
      </SectionCard>
    </Section>
  );
}
