export * from './projection';
export * from './projections';
export * from './runner/projection-runner';
export * from './runner/projection-rebuilds';
export * from './runner/projection-snapshots';
export * from './runner/projection-status';
export type { HubRow } from './hubs/hub-list.projection';
export type { UserRow } from './users/users.projection';
export { adminUserView, listUsers } from './users/users.queries';
export type { FileUploadRow } from './files/file-uploads.projection';
export type { HubEventRecord } from './hub-events/hub-events.projection';
export type {
  SegregationUnitRow,
  GradableMaterialRow,
} from './grading/segregation-units.projection';
export { segregationUnitsOfHub, toSegregationUnitView } from './grading/segregation-units.queries';
export type {
  MassBalanceEntryKind,
  MassBalanceEntryRow,
} from './mass-balance/mass-balance.projection';
export type { CollectorRow } from './collectors/collectors.projection';
export type { TrackedItemRow } from './tracking/tracked-items.projection';
export type { MarketplaceListingRow } from './marketplace/marketplace-listings.projection';
export {
  flaggedStock,
  sumStock,
  type HubStockContribution,
  type StockLine,
} from './stock/hub-stock.projection';
export type { ComplianceActionRecord } from './compliance/compliance-actions.projection';
export type { ProjectRecord } from './projects/projects.projection';
export type { OngoingTransportRow, ReceivedMaterialRow } from './transports/transports.projection';
export { toTransportView } from './transports/ongoing-transports.queries';
export type { CollectionUnitRow } from './collection-units/collection-units.projection';
export type { MixedMaterialRow } from './containers/mixed-materials.projection';
export type { ProcessingUnitRow } from './processing/processing-units.projection';
export { processingUnitsOfHub, toProcessingUnitView } from './processing/processing-units.queries';
export type { RegisteredMaterialRow } from './truck-loads/registered-materials.projection';
export {
  registeredMaterials,
  toRegisteredMaterialView,
  truckLoadsSummary,
} from './truck-loads/registered-materials.queries';
export type { CertifiableMaterialRow } from './clearance/certifiable-materials.projection';
export type { MaterialClearanceUnitRow } from './clearance/material-clearance-units.projection';
export type { InstructionViewRow } from './instructions/instruction-views.projection';
export type { NotificationRow } from './notifications/notifications.projection';
export type { ManualFlagRow } from './notifications/manual-flags.projection';
export { lineageProjection } from './audit-trail/lineage.projection';
export { type LineageInput, type LineageRow, stockNodeId } from './audit-trail/lineage-node';
export { type EvidencePackRow } from './audit-trail/evidence-packs.projection';
export { priceHistory } from './prices/material-prices.queries';
export { plasticCredits } from './plastic-credits/plastic-credits.queries';
export { epcisContext, epcisIdentifiers } from './epcis/epcis-identifiers';
export {
  epcisEventById,
  epcisEventOfRow,
  exportEpcisDocument,
  queryEpcisEvents,
  type EpcisScope,
} from './epcis/epcis-events.queries';
export type { EpcisEventRow } from './epcis/epcis-events.projection';
export { isMaterialMoving } from './epcis/cbv-mapping';
export { activeEpcisApiKey, epcisApiKeyList } from './epcis/epcis-api-keys.queries';
export {
  epcisRowOf,
  publicSummary,
  revocationList,
  statusIndexOf,
  type PublicStep,
  type PublicSummary,
} from './credentials/credentials.queries';
export { decodeStatusList, statusBit } from './credentials/status-list';
export {
  didWebOf,
  dteCredential,
  statusListCredential,
  type Issuer,
} from './credentials/dte-credential';
