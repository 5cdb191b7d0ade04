import { type ImmediateReview, weightsAgree } from '@cairn/contracts';
import { relativeTime } from './relative-time';

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
      `This picture was already used for a registration ${relativeTime(review.usedBefore.createdAt, now)}. Take a new picture.`,
    );
  }
  if (review.analyzed && review.readWeight === null) {
    warnings.push(
      'The scale cannot be read in this picture. Retake it so the display is sharp and whole.',
    );
  }
  const entered = Number(typed.replace(',', '.'));
  if (
    review.readWeight !== null &&
    typed.trim() !== '' &&
    Number.isFinite(entered) &&
    !weightsAgree(review.readWeight, entered)
  ) {
    warnings.push(
      `The scale in the picture reads ${review.readWeight} kg; you entered ${entered} kg.`,
    );
  }
  return warnings;
};
