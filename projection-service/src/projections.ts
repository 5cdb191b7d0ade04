import type { Projection } from './projection';
import { hubListProjection } from './hubs/hub-list.projection';
import { usersProjection } from './users/users.projection';
import { fileUploadsProjection } from './files/file-uploads.projection';
import { hubEventsProjection } from './hub-events/hub-events.projection';
import { collectorsProjection, trackedItemsProjection } from './collectors/collectors.projection';

/** Every read model the app keeps; the runner and `npm run replay` take them from here. */
export const ALL_PROJECTIONS: readonly Projection[] = [
  hubListProjection, usersProjection, fileUploadsProjection, hubEventsProjection, collectorsProjection, trackedItemsProjection,
];
export const projectionNamed = (name: string): Projection | undefined => ALL_PROJECTIONS.find((p) => p.name === name);
