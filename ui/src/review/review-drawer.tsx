import { AnchorButton, Button, Drawer, FormGroup, Tab, Tabs, TextArea } from '@blueprintjs/core';
import { useHref } from 'react-router-dom';
import { useState } from 'react';
import {
  AnomalyTag,
  HUB_EVENT_COMMENT_MAX,
  reviewTagsRefusal,
  type HubEventRow,
} from '@cairn/contracts';
import { OptionMultiSelect } from '../common/option-multi-select';
import { ErrorAlertBar } from '../shell/error-alert-bar';
import { AutoReviewFindings } from '../auto-review/auto-review-findings';
import '../auto-review/auto-review.css';
import { HubEventDetails, HubEventPictures } from './hub-event-details';
import { HubEventRemoval } from './hub-event-removal';
import { isRemovable, reviewHubEvent, type ReviewAction } from './review.api';
import { WeightAmendment } from './weight-amendment';
import { HistoryTimeline } from '../audit-trail/history-timeline';
import { enumLabel, enumLabels } from '../common/enum-labels.messages';
import { enumOptions } from '../common/options';
import { t } from './review.messages';

const TAG_OPTIONS = enumOptions(AnomalyTag.options, enumLabels('AnomalyTag'));

interface ReviewDrawerProps {
  event: HubEventRow | null;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
  onSaved: (saved: HubEventRow | undefined, reviewed: HubEventRow) => void;
  /** The weight was amended: the row changes, the drawer stays on it. */
  onChanged: (row: HubEventRow) => void;
  /** The event was deleted: it leaves the list like a reviewed one. */
  onRemoved: (removed: HubEventRow) => void;
}

/** The review side drawer of Document 2 §2: picture, details, comment, tags, Approve / Flag. */
export function ReviewDrawer({ event, onClose, ...rest }: ReviewDrawerProps) {
  return (
    <Drawer
      isOpen={event !== null}
      onClose={onClose}
      position="right"
      size={560}
      title={event ? `${enumLabel('HubEventType', event.type)} · ${event.company.name}` : ''}
      icon="eye-open"
      className="review-drawer"
    >
      {/* The page's error bar is behind the drawer's overlay: refusals of the drawer's calls show here. */}
      {event && <ErrorAlertBar />}
      {/* Keyed by event so that comment and tags start from each event's own review. */}
      {event && <ReviewPanel key={event.uuid} event={event} {...rest} />}
    </Drawer>
  );
}

type ReviewPanelProps = Omit<ReviewDrawerProps, 'event' | 'onClose'> & { event: HubEventRow };

function ReviewPanel({
  event,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  onSaved,
  onChanged,
  onRemoved,
}: ReviewPanelProps) {
  const [comment, setComment] = useState(event.review?.comment ?? '');
  const [tags, setTags] = useState<AnomalyTag[]>(event.review?.tags ?? []);
  const [saving, setSaving] = useState<ReviewAction | null>(null);
  const [tab, setTab] = useState<'review' | 'history'>('review');
  const lineageHref = useHref(`/admin/lineage?hubEventUuid=${event.uuid}`);
  const hasTags = tags.length > 0;
  // The server's rule (Approve without tags, Flag with some) decides which button is enabled.
  const allowed = (action: ReviewAction) => reviewTagsRefusal(action, tags) === null;

  const save = async (action: ReviewAction) => {
    setSaving(action);
    try {
      // The weight goes back unchanged: amending it is a separate action.
      const saved = await reviewHubEvent(event.uuid, action, {
        comment: comment.trim() || null,
        weight: event.weight,
        tags,
      });
      onSaved(saved, event);
    } catch {
      // The request helper has already shown the error; the drawer stays on this event.
    } finally {
      setSaving(null);
    }
  };

  return (
    <>
      <div className="bp6-drawer-body review-drawer__body">
        <div className="review-drawer__tabs">
          <Tabs
            id="review-drawer-tabs"
            selectedTabId={tab}
            onChange={(id) => setTab(id as 'review' | 'history')}
          >
            <Tab id="review" title={t('review.tabReview')} />
            <Tab id="history" title={t('review.tabHistory')} icon="history" />
          </Tabs>
          <AnchorButton
            icon="graph"
            text={t('review.lineage')}
            variant="minimal"
            href={lineageHref}
          />
        </div>
        {tab === 'history' ? (
          <HistoryTimeline kind="hubEvent" uuid={event.uuid} />
        ) : (
          <>
            <HubEventPictures event={event} />
            <AutoReviewFindings event={event} />
            <HubEventDetails
              event={event}
              weight={<WeightAmendment event={event} onAmended={onChanged} />}
            />
            {isRemovable(event) && (
              <div className="review-drawer__actions">
                <HubEventRemoval event={event} onRemoved={(removed) => onRemoved(removed)} />
              </div>
            )}
            <FormGroup label={t('review.comment')} labelFor="review-comment">
              <TextArea
                id="review-comment"
                fill
                autoResize
                value={comment}
                maxLength={HUB_EVENT_COMMENT_MAX}
                onChange={(e) => setComment(e.currentTarget.value)}
              />
            </FormGroup>
            <FormGroup label={t('review.tags')} helperText={t('review.tagsHelp')}>
              <OptionMultiSelect
                options={TAG_OPTIONS}
                selected={tags}
                placeholder={t('review.selectTags')}
                onChange={(values) => setTags(values as AnomalyTag[])}
              />
            </FormGroup>
          </>
        )}
      </div>
      <div className="bp6-drawer-footer review-drawer__footer">
        <Button
          icon="chevron-left"
          text={t('review.previous')}
          disabled={!hasPrevious || saving !== null}
          onClick={onPrevious}
        />
        <Button
          icon="chevron-right"
          text={t('review.next')}
          disabled={!hasNext || saving !== null}
          onClick={onNext}
        />
        <span className="review-drawer__spacer" />
        <Button
          icon="flag"
          text={t('review.flag')}
          intent={hasTags ? 'primary' : 'none'}
          variant={hasTags ? 'solid' : 'outlined'}
          disabled={!allowed('flag') || saving !== null}
          loading={saving === 'flag'}
          onClick={() => save('flag')}
        />
        {event.status !== 'APPROVED' && (
          <Button
            icon="tick"
            text={t('review.approve')}
            intent="success"
            disabled={!allowed('approve') || saving !== null}
            loading={saving === 'approve'}
            onClick={() => save('approve')}
          />
        )}
      </div>
    </>
  );
}
