import { H3, SectionCard } from '@blueprintjs/core';
import { CONFIGURABLE_REVIEW_TAGS, DataExportFrequency } from '@cairn/contracts';
import { useWatch } from 'react-hook-form';
import { DayField } from '../../common/day-field';
import { enumOptions } from '../../common/options';
import { HubMultiSelect, HubSelect, HubSwitch, HubText } from './hub-form-fields';
import type { HubFormValues } from './hub-form-values';
import { t } from '../admin.messages';
import { enumLabels } from '../../common/enum-labels.messages';

const REVIEW_TAG_OPTIONS = enumOptions(CONFIGURABLE_REVIEW_TAGS, enumLabels('AnomalyTag'));
const FREQUENCY_OPTIONS = enumOptions(
  DataExportFrequency.options,
  enumLabels('DataExportFrequency'),
);

/** Review, clearance and collection switches, reporting. Switches that depend on others say why they are off. */
export function HubSettingFields({ editing }: { editing: boolean }) {
  const [type, features] = useWatch<HubFormValues, ['type', 'features']>({
    name: ['type', 'features'],
  });
  const eventReview = (features ?? []).includes('EVENT_REVIEW');

  return (
    <>
      <SectionCard>
        <H3 className="cairn-heading-h6">{t('admin.review')}</H3>
        <div className="cairn-form-grid">
          <HubMultiSelect
            name="eventAutoReviewTags"
            label={t('admin.autoReviewTags')}
            options={REVIEW_TAG_OPTIONS}
          />
          <HubMultiSelect
            name="eventAppReviewTags"
            label={t('admin.appReviewTags')}
            options={REVIEW_TAG_OPTIONS}
          />
        </div>
        <HubSwitch
          name="autoPublishEvents"
          label={t('admin.autoPublish')}
          disabled={!eventReview}
          hint={eventReview ? undefined : t('admin.needsEventReview')}
        />
      </SectionCard>
      <SectionCard>
        <H3 className="cairn-heading-h6">{t('admin.collectionAndClearance')}</H3>
        <div className="cairn-switch-grid">
          <HubSwitch name="weighMaterialCollection" label={t('admin.weighCollection')} />
          <HubSwitch name="weighMaterialClearance" label={t('admin.weighClearance')} />
          <HubSwitch name="showClearanceWeight" label={t('admin.showClearanceWeight')} />
          <HubSwitch name="showMaterialClearanceBuyer" label={t('admin.showBuyer')} />
          <HubSwitch name="showMaterialClearanceTransport" label={t('admin.showTransport')} />
          <HubSwitch name="enableDocumentUpload" label={t('admin.documentUpload')} />
          <HubSwitch name="pipelineOwner" label={t('admin.pipelineOwner')} />
          <HubSwitch
            name="enableRegistrationTruckPictureUpload"
            label={t('admin.truckPicture')}
            disabled={type !== 'COLLECTION_CENTER'}
            hint={type === 'COLLECTION_CENTER' ? undefined : t('admin.collectionCentersOnly')}
          />
          <HubSwitch
            name="generateSustainabilityDeclaration"
            label={t('admin.sustainabilityDeclaration')}
            disabled={type !== 'RECYCLER'}
            hint={type === 'RECYCLER' ? undefined : t('admin.recyclersOnly')}
          />
          <HubSwitch name="enablePlasticCredits" label={t('admin.plasticCredits')} />
        </div>
        {editing && (
          <div className="cairn-form-grid">
            <DayField<HubFormValues>
              name="plasticCreditsSinceDate"
              label={t('admin.plasticCreditsSince')}
              nullable
            />
          </div>
        )}
      </SectionCard>
      <SectionCard id="reporting">
        <H3 className="cairn-heading-h6">{t('admin.reporting')}</H3>
        <div className="cairn-form-grid">
          <HubSelect
            name="dataExportReportFrequency"
            label={t('admin.exportFrequency')}
            options={FREQUENCY_OPTIONS}
            placeholder={t('admin.none')}
          />
          <HubText
            name="collectorSurveyLink"
            label={t('admin.surveyLink')}
            type="url"
            nullable
            placeholder="https://…"
          />
        </div>
      </SectionCard>
    </>
  );
}
