import { Button, ButtonGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { t } from './review.messages';

const ZOOM_STEP = 0.2;
const ROTATION_STEP = 90;

/**
 * The document viewer for PDF pictures (Document 2 §2, §9): zoom in 0.2 steps, rotate in 90 degree
 * steps. The browser's own PDF renderer draws the page in a frame; the frame's box is scaled and
 * rotated with CSS, so no PDF library is bundled (docs/decisions.md).
 */
export function PdfViewer({ link, label }: { link: string; label: string }) {
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const round = (n: number) => Math.round(n * 10) / 10;
  return (
    <div className="pdf-viewer">
      <ButtonGroup className="pdf-viewer__tools">
        <Button
          icon="zoom-out"
          aria-label={t('review.zoomOut')}
          disabled={zoom <= ZOOM_STEP}
          onClick={() => setZoom((z) => round(z - ZOOM_STEP))}
        />
        <Button
          text={`${Math.round(zoom * 100)} %`}
          aria-label={t('review.resetZoom')}
          onClick={() => setZoom(1)}
        />
        <Button
          icon="zoom-in"
          aria-label={t('review.zoomIn')}
          disabled={zoom >= 3}
          onClick={() => setZoom((z) => round(z + ZOOM_STEP))}
        />
        <Button
          icon="image-rotate-right"
          aria-label={t('review.rotate')}
          onClick={() => setRotation((r) => (r + ROTATION_STEP) % 360)}
        />
        <Button
          icon="share"
          aria-label={t('review.openInNewTab')}
          onClick={() => window.open(link, '_blank', 'noopener')}
        />
      </ButtonGroup>
      <div className="pdf-viewer__stage">
        <div
          className="pdf-viewer__page"
          data-zoom={zoom}
          data-rotation={rotation}
          style={{ transform: `scale(${zoom}) rotate(${rotation}deg)` }}
        >
          <iframe title={label} src={`${link}#toolbar=0&view=FitH`} />
        </div>
      </div>
    </div>
  );
}
