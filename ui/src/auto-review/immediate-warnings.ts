import { type ImmediateReview, weightsAgree } from '@cairn/contracts';
import { relativeTime } from './relative-time';
import { formatNumber } from '../common/format';
import { t } from '../hub-app/hub-forms.messages';

/** What the hub app says before Save (IMAGE_IMMEDIATE_REVIEW), from the server's answer and the typed weight. */
export const immediateWarnings = (
  review: ImmediateReview | undefined,
  typed: string,
  now = Date.now(),
): string[] => {
  if (!review) return [];
  const warnings: string[] = [];
  if (review.usedBefore) {
    warnings.push(
      t('hub.pictureUsedBefore', { when: relativeTime(review.usedBefore.createdAt, now) }),
    );
  }
  if (review.analyzed && review.readWeight === null) {
    warnings.push(t('hub.scaleUnreadable'));
  }
  const entered = Number(typed.replace(',', '.'));
  if (
    review.readWeight !== null &&
    typed.trim() !== '' &&
    Number.isFinite(entered) &&
    !weightsAgree(review.readWeight, entered)
  ) {
    warnings.push(
      t('hub.scaleReadsOther', {
        read: `${formatNumber(review.readWeight, 3).replace(/[.,]?0+$/, '')} kg`,
        entered: `${formatNumber(entered, 3).replace(/[.,]?0+$/, '')} kg`,
      }),
    );
  }
  return warnings;
};
