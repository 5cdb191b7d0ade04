import { Section, SectionCard } from '@blueprintjs/core';
import type { Hub } from '@cairn/contracts';

/** HUB IDENTIFIER (edit only): the hub's name and the QR code that identifies it in the hub app. */
export function HubIdentifierSection({ hub }: { hub: Hub }) {
  return (
    <Section title="HUB IDENTIFIER" className="cairn-form-section">
      <SectionCard className="cairn-hub-identifier">
        {hub.qrCode?.directLink ? (
          <a href={hub.qrCode.directLink} target="_blank" rel="noreferrer" title="Open the QR code">
            <img
              src={hub.qrCode.directLink}
              alt={`QR code of ${hub.name}`}
              width={160}
              height={160}
            />
          </a>
        ) : (
          <div className="cairn-qr-missing">No QR code yet</div>
        )}
        <div>
          <div className="cairn-hub-identifier-name">{hub.name}</div>
          {hub.qrCode?.text && <code className="cairn-hub-identifier-text">{hub.qrCode.text}</code>}
        </div>
      </SectionCard>
    </Section>
  );
}
