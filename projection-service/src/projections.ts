import type { Projection } from './projection';
import { gradableMaterialsProjection, segregationUnitsProjection } from './grading/segregation-units.projection';
import { massBalanceProjection } from './mass-balance/mass-balance.projection';
import { hubListProjection } from './hubs/hub-list.projection';
import { usersProjection } from './users/users.projection';
import { fileUploadsProjection } from './files/file-uploads.projection';
import { hubEventsProjection } from './hub-events/hub-events.projection';
import { collectorsProjection, trackedItemsProjection } from './collectors/collectors.projection';
import { marketplaceListingsProjection } from './marketplace/marketplace-listings.projection';
import { hubStockProjection } from './stock/hub-stock.projection';
import { complianceActionsProjection } from './compliance/compliance-actions.projection';
import { projectsProjection } from './projects/projects.projection';

/** Every read model the app keeps; the runner and `npm run replay` take them from here. */
export const ALL_PROJECTIONS: readonly Projection[] = [
  segregationUnitsProjection, gradableMaterialsProjection, massBalanceProjection,
  hubListProjection, usersProjection, fileUploadsProjection, hubEventsProjection, collectorsProjection, trackedItemsProjection,
  marketplaceListingsProjection, hubStockProjection,
  complianceActionsProjection, projectsProjection,
];
export const projectionNamed = (name: string): Projection | undefined => ALL_PROJECTIONS.find((p) => p.name === name);
