import { Section, SectionCard } from '@blueprintjs/core';
import { HubSwitch } from './hub-form-fields';

/** EXPERIMENTS: capabilities being tried out with some hubs. */
export function ExperimentsSection() {
  return (
    <Section title="EXPERIMENTS" className="cairn-form-section">
      <SectionCard>
        <div className="cairn-switch-grid">
          <HubSwitch name="enableRfidExperiment" label="RFID tags" />
          <HubSwitch name="enableOcrExperiment" label="Text recognition (OCR) of pictures" />
          <HubSwitch
            name="requiresMaterialCollectionSource"
            label="Ask for the material collection source"
          />
          <HubSwitch name="enableGeolocationWatermark" label="Location watermark on pictures" />
        </div>
      </SectionCard>
    </Section>
  );
}
