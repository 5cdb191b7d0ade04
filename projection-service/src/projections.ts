import type { Projection } from './projection';
import {
  gradableMaterialsProjection,
  segregationUnitsProjection,
} from './grading/segregation-units.projection';
import { massBalanceProjection } from './mass-balance/mass-balance.projection';
import { hubListProjection } from './hubs/hub-list.projection';
import { usersProjection } from './users/users.projection';
import { fileUploadsProjection } from './files/file-uploads.projection';
import { hubEventsProjection } from './hub-events/hub-events.projection';
import { collectorsProjection } from './collectors/collectors.projection';
import { trackedItemsProjection } from './tracking/tracked-items.projection';
import { marketplaceListingsProjection } from './marketplace/marketplace-listings.projection';
import { hubStockProjection } from './stock/hub-stock.projection';
import { complianceActionsProjection } from './compliance/compliance-actions.projection';
import { projectsProjection } from './projects/projects.projection';
import {
  ongoingTransportsProjection,
  receivedMaterialsProjection,
} from './transports/transports.projection';
import { collectionUnitsProjection } from './collection-units/collection-units.projection';
import { mixedMaterialsProjection } from './containers/mixed-materials.projection';
import { materialClearancesProjection } from './clearance/material-clearances.projection';
import { certifiableMaterialsProjection } from './clearance/certifiable-materials.projection';
import { materialClearanceUnitsProjection } from './clearance/material-clearance-units.projection';
import { instructionViewsProjection } from './instructions/instruction-views.projection';
import { processingUnitsProjection } from './processing/processing-units.projection';
import { registeredMaterialsProjection } from './truck-loads/registered-materials.projection';
import { notificationsProjection } from './notifications/notifications.projection';
import { manualFlagsProjection } from './notifications/manual-flags.projection';
import { lineageProjection } from './audit-trail/lineage.projection';
import { evidencePacksProjection } from './audit-trail/evidence-packs.projection';
import { materialPricesProjection } from './prices/material-prices.projection';
import { pictureFingerprintsProjection } from './auto-review/picture-fingerprints.projection';
import { epcisEventsProjection } from './epcis/epcis-events.projection';
import { epcisApiKeysProjection } from './epcis/epcis-api-keys.projection';

/** Every read model the app keeps; the runner and `npm run replay` take them from here. */
export const ALL_PROJECTIONS: readonly Projection[] = [
  segregationUnitsProjection,
  gradableMaterialsProjection,
  massBalanceProjection,
  hubListProjection,
  usersProjection,
  fileUploadsProjection,
  hubEventsProjection,
  collectorsProjection,
  trackedItemsProjection,
  marketplaceListingsProjection,
  hubStockProjection,
  materialPricesProjection,
  complianceActionsProjection,
  projectsProjection,
  ongoingTransportsProjection,
  receivedMaterialsProjection,
  collectionUnitsProjection,
  mixedMaterialsProjection,
  materialClearancesProjection,
  certifiableMaterialsProjection,
  instructionViewsProjection,
  materialClearanceUnitsProjection,
  registeredMaterialsProjection,
  processingUnitsProjection,
  notificationsProjection,
  manualFlagsProjection,
  lineageProjection,
  evidencePacksProjection,
  pictureFingerprintsProjection,
  epcisEventsProjection,
  epcisApiKeysProjection,
];
export const projectionNamed = (name: string): Projection | undefined =>
  ALL_PROJECTIONS.find((p) => p.name === name);
