import { SectionCard } from '@blueprintjs/core';
import { Section } from '../../common/headings';
import type { Hub } from '@cairn/contracts';
import { t } from '../admin.messages';

/** HUB IDENTIFIER (edit only): the hub's name and the QR code that identifies it in the hub app. */
export function HubIdentifierSection({ hub }: { hub: Hub }) {
  return (
    <Section title={t('admin.sectionIdentifier')} className="cairn-form-section">
      <SectionCard className="cairn-hub-identifier">
        {hub.qrCode?.directLink ? (
          <a
            href={hub.qrCode.directLink}
            target="_blank"
            rel="noreferrer"
            title={t('admin.openQr')}
          >
            <img
              src={hub.qrCode.directLink}
              alt={t('admin.qrOf', { name: hub.name })}
              width={160}
              height={160}
            />
          </a>
        ) : (
          <div className="cairn-qr-missing">{t('admin.noQrYet')}</div>
        )}
        <div>
          <div className="cairn-hub-identifier-name">{hub.name}</div>
          {hub.qrCode?.text && <code className="cairn-hub-identifier-text">{hub.qrCode.text}</code>}
        </div>
      </SectionCard>
    </Section>
  );
}
