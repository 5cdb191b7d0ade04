import { describe, expect, it } from 'vitest';
import { hubEvent, input } from './check.fixtures';
import { autoCreatedCheck } from './auto-created.check';

describe('HUB_EVENT_AUTO_CREATED', () => {
  it('an event the system user created is tagged; one a person created is not', () => {
    expect(autoCreatedCheck.run(input({ event: hubEvent({ createdBySystem: true }) }))).toEqual([
      { tag: 'HUB_EVENT_AUTO_CREATED', evidence: {} },
    ]);
    expect(autoCreatedCheck.run(input({ event: hubEvent({ createdBySystem: false }) }))).toEqual(
      [],
    );
  });
});
