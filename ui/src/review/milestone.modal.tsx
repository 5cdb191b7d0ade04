import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { STORAGE, getUser } from '../api/session';
import { useCelebrationImage } from './celebration-image';
import { formatNumber } from '../common/format';
import { t } from './review.messages';
import './milestone.css';

// The count stands out in bold wherever the language puts it in the sentence.
const COUNT_MARK = '\u0000';
const withStrongCount = (text: string, count: number) => {
  const [before, after = ''] = text.split(COUNT_MARK);
  return (
    <>
      {before}
      <strong>{formatNumber(count, 0)}</strong>
      {after}
    </>
  );
};

const MILESTONE = 100;
const CONFETTI_MS = 6000;
const PIECES = Array.from({ length: 48 }, (_, i) => i);

type Counters = Record<string, number>;
const readCounters = (): Counters => {
  try {
    return JSON.parse(localStorage.getItem(STORAGE.achievements) ?? '{}') as Counters;
  } catch {
    return {};
  }
};

/**
 * The per-user review counter (browser storage key `achievements`, Document 2 §3) and the
 * milestone modal at every positive multiple of 100 reviews: a random animated image from the
 * configured image service, or else the bundled animation (confetti drawn by CSS only).
 */
export function useReviewMilestone() {
  const [reached, setReached] = useState<number | null>(null);
  const record = useCallback(() => {
    const user = getUser()?.uuid ?? 'anonymous';
    const counters = readCounters();
    const count = (counters[user] ?? 0) + 1;
    localStorage.setItem(STORAGE.achievements, JSON.stringify({ ...counters, [user]: count }));
    if (count > 0 && count % MILESTONE === 0) setReached(count);
  }, []);
  const modal =
    reached === null ? null : <MilestoneModal count={reached} onClose={() => setReached(null)} />;
  return { record, modal };
}

export function MilestoneModal({ count, onClose }: { count: number; onClose: () => void }) {
  const [confetti, setConfetti] = useState(true);
  const image = useCelebrationImage();
  const [imageFailed, setImageFailed] = useState(false);
  const showImage = image !== null && !imageFailed;
  useEffect(() => {
    const timer = window.setTimeout(() => setConfetti(false), CONFETTI_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <>
      {confetti && !showImage && (
        <div className="milestone-confetti" aria-hidden>
          {PIECES.map((i) => (
            <span
              key={i}
              className={`milestone-confetti__piece is-${i % 6}`}
              style={{ left: `${(i * 37) % 100}%`, animationDelay: `${(i % 12) * 0.15}s` }}
            />
          ))}
        </div>
      )}
      <Dialog
        isOpen
        onClose={onClose}
        title={t('review.milestoneReached')}
        icon="star"
        className="milestone-modal"
      >
        <DialogBody>
          {showImage ? (
            <img
              className="milestone-modal__image"
              src={image}
              alt={t('review.partyAnimation')}
              onError={() => setImageFailed(true)}
            />
          ) : (
            <div className="milestone-modal__badge" aria-hidden>
              {count}
            </div>
          )}
          <p>{withStrongCount(t('review.milestoneText', { count: COUNT_MARK }), count)}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <Button text={t('review.continueReviewing')} intent="primary" onClick={onClose} />
          }
        />
      </Dialog>
    </>
  );
}
