import { Icon, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { t } from './tracking.messages';

/** Collectors and tracked items page by whole printed sheets (Document 2 §9). */
export const TRACKING_PAGE_SIZES = [16, 32, 48] as const;
export const CARDS_PER_SHEET = 16;

export interface QrCard {
  uuid: string;
  trackingNumber: string;
  qrLink: string;
  icon: IconName;
  typeLabel: string;
  /** The assigned name (collectors) or the state (tracked items). */
  caption: string | null;
  /** A line printed under the caption (the hub's collector survey link on collector cards). */
  note?: string | null;
  actions?: ReactNode;
}

const sheets = <T,>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CARDS_PER_SHEET) }, (_, i) =>
    items.slice(i * CARDS_PER_SHEET, (i + 1) * CARDS_PER_SHEET),
  );

/**
 * Printable QR cards: every 16 cards form a sheet that ends with a page break (Document 2 §2),
 * so a printed page never splits a card and a page of 32 prints on two sheets.
 */
export function QrCardGrid({ cards }: { cards: QrCard[] }) {
  return (
    <div className="qr-sheets">
      {sheets(cards).map((sheet, index) => (
        <section
          key={sheet[0].uuid}
          className="qr-sheet"
          aria-label={t('tracking.sheet', { number: index + 1 })}
        >
          {sheet.map((card) => (
            <article key={card.uuid} className="qr-card" aria-label={card.trackingNumber}>
              <img
                className="qr-card__code"
                src={card.qrLink}
                alt={`QR code of ${card.trackingNumber}`}
                width={128}
                height={128}
              />
              <div className="qr-card__number">{card.trackingNumber}</div>
              <div className="qr-card__meta">
                <Icon icon={card.icon} size={14} title={card.typeLabel} />
                <span>{card.typeLabel}</span>
              </div>
              <div className="qr-card__caption">{card.caption ?? '—'}</div>
              {card.note && <div className="qr-card__note">{card.note}</div>}
              {card.actions && <div className="qr-card__actions">{card.actions}</div>}
            </article>
          ))}
        </section>
      ))}
    </div>
  );
}
