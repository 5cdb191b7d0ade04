import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import HubAppLayout from '../hub-app/hub-app.layout';
import HubPortalLayout from '../hub-portal/hub-portal.layout';
import { signIn } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import { answer } from '../testing/requests';

// The frame's bell asks for the notifications.
beforeEach(() => {
  answer('get', '/api/notifications', () =>
    Response.json({ items: [], unread: 0, pagination: { total: 0, page: 0, size: 20 } }),
  );
});

describe('the way to the material flow (issue 39)', () => {
  it('is in the owner portal’s menu', () => {
    signIn({ securityRole: 'ROLE_HUB_OWNER' });
    renderScreen(<HubPortalLayout />);
    expect(screen.getByRole('link', { name: 'Material flow' })).toHaveAttribute('href', '/flow');
  });

  it('is in the hub app’s bar for an owner, not for a manager', () => {
    signIn({ securityRole: 'ROLE_HUB_OWNER' });
    const { unmount } = renderScreen(<HubAppLayout />);
    expect(screen.getByRole('link', { name: 'Material flow' })).toHaveAttribute('href', '/flow');
    unmount();
    signIn({ securityRole: 'ROLE_HUB_MANAGER' });
    renderScreen(<HubAppLayout />);
    expect(screen.queryByRole('link', { name: 'Material flow' })).toBeNull();
  });
});
