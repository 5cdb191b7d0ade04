import { describe, expect, it } from 'vitest';
import { HUB_EVENT_COMMENT_MAX, ReviewHubEventRequest } from './registration.schema';
import { RemoveHubEventRequest } from './review.schema';

// The review drawer's comment and the removal's reason stop at HUB_EVENT_COMMENT_MAX characters
// (their maxLength); the server's requests refuse one more.
describe('a hub event comment is at most HUB_EVENT_COMMENT_MAX characters', () => {
  it.each([
    { length: HUB_EVENT_COMMENT_MAX, valid: true },
    { length: HUB_EVENT_COMMENT_MAX + 1, valid: false },
  ])('$length characters: valid $valid', ({ length, valid }) => {
    const comment = 'x'.repeat(length);
    expect(RemoveHubEventRequest.safeParse({ comment }).success).toBe(valid);
    expect(ReviewHubEventRequest.safeParse({ comment, tags: [] }).success).toBe(valid);
  });
});
