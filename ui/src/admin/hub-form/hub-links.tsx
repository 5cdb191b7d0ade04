import { Link } from 'react-router-dom';
import { t } from '../admin.messages';

/**
 * From a hub's own page, one click to what a new admin looks for on it (issue 31 §4): its mass
 * balance, evidence packs and sampling, its credits and declaration PDFs, its scheduled reports.
 */
export function HubLinks({ hubUuid }: { hubUuid: string }) {
  return (
    <nav aria-label={t('admin.hubPages')} className="cairn-hub-links">
      <Link to={`/admin/audit?hubUuid=${hubUuid}`}>{t('admin.massBalanceAndAudit')}</Link>
      <Link to={`/admin/hubs/${hubUuid}/plastic-credits`}>{t('admin.creditsAndDeclarations')}</Link>
      <a href="#reporting">{t('admin.reporting')}</a>
    </nav>
  );
}
