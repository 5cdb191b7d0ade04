import { H6, SectionCard } from '@blueprintjs/core';
import { CONFIGURABLE_REVIEW_TAGS, DataExportFrequency } from '@cairn/contracts';
import { useWatch } from 'react-hook-form';
import { DayField } from '../../common/day-field';
import { enumOptions } from '../../common/options';
import { HubMultiSelect, HubSelect, HubSwitch, HubText } from './hub-form-fields';
import type { HubFormValues } from './hub-form-values';

const REVIEW_TAG_OPTIONS = enumOptions(CONFIGURABLE_REVIEW_TAGS);
const FREQUENCY_OPTIONS = enumOptions(DataExportFrequency.options);

/** Review, clearance and collection switches, reporting. Switches that depend on others say why they are off. */
export function HubSettingFields({ editing }: { editing: boolean }) {
  const [type, features] = useWatch<HubFormValues, ['type', 'features']>({
    name: ['type', 'features'],
  });
  const eventReview = (features ?? []).includes('EVENT_REVIEW');

  return (
    <>
      <SectionCard>
        <H6>Review</H6>
        <div className="cairn-form-grid">
          <HubMultiSelect
            name="eventAutoReviewTags"
            label="Automatic review tags"
            options={REVIEW_TAG_OPTIONS}
          />
          <HubMultiSelect
            name="eventAppReviewTags"
            label="In-app review tags"
            options={REVIEW_TAG_OPTIONS}
          />
        </div>
        <HubSwitch
          name="autoPublishEvents"
          label="Auto-publish events"
          disabled={!eventReview}
          hint={eventReview ? undefined : 'needs the Event review feature'}
        />
      </SectionCard>
      <SectionCard>
        <H6>Collection and clearance</H6>
        <div className="cairn-switch-grid">
          <HubSwitch name="weighMaterialCollection" label="Weigh material collection" />
          <HubSwitch name="weighMaterialClearance" label="Weigh material clearance" />
          <HubSwitch name="showClearanceWeight" label="Show clearance weight" />
          <HubSwitch name="showMaterialClearanceBuyer" label="Show material clearance buyer" />
          <HubSwitch
            name="showMaterialClearanceTransport"
            label="Show material clearance transport"
          />
          <HubSwitch name="enableDocumentUpload" label="Document upload" />
          <HubSwitch name="pipelineOwner" label="Pipeline owner" />
          <HubSwitch
            name="enableRegistrationTruckPictureUpload"
            label="Truck picture at registration"
            disabled={type !== 'COLLECTION_CENTER'}
            hint={type === 'COLLECTION_CENTER' ? undefined : 'collection centers only'}
          />
          <HubSwitch
            name="generateSustainabilityDeclaration"
            label="Sustainability declaration"
            disabled={type !== 'RECYCLER'}
            hint={type === 'RECYCLER' ? undefined : 'recyclers only'}
          />
          <HubSwitch name="enablePlasticCredits" label="Plastic credits" />
        </div>
        {editing && (
          <div className="cairn-form-grid">
            <DayField<HubFormValues>
              name="plasticCreditsSinceDate"
              label="Plastic credits since"
              nullable
            />
          </div>
        )}
      </SectionCard>
      <SectionCard>
        <H6>Reporting</H6>
        <div className="cairn-form-grid">
          <HubSelect
            name="dataExportReportFrequency"
            label="Data export frequency"
            options={FREQUENCY_OPTIONS}
            placeholder="None"
          />
          <HubText
            name="collectorSurveyLink"
            label="Collector survey link"
            type="url"
            nullable
            placeholder="https://…"
          />
        </div>
      </SectionCard>
    </>
  );
}
