import LineagePage from './lineage.page';

/** /lineage?hubEventUuid= in the hub app: the lineage of the hub's own material (other hubs anonymous). */
export default function HubLineagePage() {
  return <LineagePage scope="hub" />;
}
