export * from './projection';
export * from './projections';
export * from './runner/projection-runner';
export type { HubRow } from './hubs/hub-list.projection';
export type { UserRow } from './users/users.projection';
export type { FileUploadRow } from './files/file-uploads.projection';
export type { HubEventRecord } from './hub-events/hub-events.projection';
export type { CollectorRow, TrackedItemRow } from './collectors/collectors.projection';
