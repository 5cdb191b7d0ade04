import type { Check } from './check';

/** HUB_EVENT_AUTO_CREATED: the system, not a person, created this hub event; a person should look. */
export const autoCreatedCheck: Check = {
  name: 'HUB_EVENT_AUTO_CREATED',
  version: 1,
  run: ({ event }) =>
    event.createdBySystem ? [{ tag: 'HUB_EVENT_AUTO_CREATED', evidence: {} }] : [],
};
