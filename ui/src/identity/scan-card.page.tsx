import { useNavigate } from 'react-router-dom';
import { QrScanner } from '../hub-app/collection-units/qr-scanner';
import { cardPathOfQrText } from './identity-targets';
import { t } from '../hub-app/hub-forms.messages';

/**
 * /identity/scan: the hub app's way in to a collector's or tracked item's pages (otherwise reached
 * only by the phone's own QR reader opening the card's link): scan the card, then its identity
 * redirect decides (define or active collector, output bag, …).
 */
export default function ScanCardPage() {
  const navigate = useNavigate();
  const onText = (text: string) => {
    const path = cardPathOfQrText(text);
    if (!path) return false; // another QR code: keep scanning
    navigate(path, { replace: true });
    return true;
  };
  return (
    <QrScanner
      message={t('hub.scanCardMessage')}
      onText={onText}
      onBack={() => navigate('/hub-overview')}
    />
  );
}
