import { useSearchParams } from 'react-router-dom';
import { HubGate } from '../evidence/hub-gate';
import { TruckLoadForm } from './truck-load-form';
import { t } from '../hub-forms.messages';

/** Document 3 §2: the query names the product, e.g. ?plasticSupplier=true; true means the load comes from a supplier's ongoing transport. */
export const fromSupplierQuery = (query: URLSearchParams): boolean => {
  for (const [key, value] of query) if (key.endsWith('Supplier')) return value === 'true';
  return true;
};

/** /register-material-truck-load and /register-truck-load (query {product}Supplier=true|false). */
export default function RegisterTruckLoadPage() {
  const [query] = useSearchParams();
  const fromSupplier = fromSupplierQuery(query);
  return (
    <HubGate>
      {(hub) => (
        <TruckLoadForm
          key={String(fromSupplier)}
          hub={hub}
          fromSupplier={fromSupplier}
          title={t(fromSupplier ? 'hub.registerSupplierTruckLoad' : 'hub.registerTruckLoad')}
        />
      )}
    </HubGate>
  );
}
