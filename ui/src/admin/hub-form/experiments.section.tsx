import { Section, SectionCard } from '@blueprintjs/core';
import { HubSwitch } from './hub-form-fields';

/** What each experiment changes, beside its switch (docs/decisions.md, issue 20 item 4). */
export const EXPERIMENT_HINTS = {
  enableRfidExperiment: 'reserved: marks the hub for an RFID trial; changes nothing yet',
  enableOcrExperiment: 'the hub app prefills the weight read on the scale',
  enableGeolocationWatermark: 'pictures show where and when they were taken',
} as const;

/** EXPERIMENTS: capabilities being tried out with some hubs. */
export function ExperimentsSection() {
  return (
    <Section title="EXPERIMENTS" className="cairn-form-section">
      <SectionCard>
        <div className="cairn-switch-grid">
          <HubSwitch
            name="enableRfidExperiment"
            label="RFID tags"
            hint={EXPERIMENT_HINTS.enableRfidExperiment}
          />
          <HubSwitch
            name="enableOcrExperiment"
            label="Text recognition (OCR) of pictures"
            hint={EXPERIMENT_HINTS.enableOcrExperiment}
          />
          <HubSwitch
            name="requiresMaterialCollectionSource"
            label="Ask for the material collection source"
          />
          <HubSwitch
            name="enableGeolocationWatermark"
            label="Location watermark on pictures"
            hint={EXPERIMENT_HINTS.enableGeolocationWatermark}
          />
        </div>
      </SectionCard>
    </Section>
  );
}
