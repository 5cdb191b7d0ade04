import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../testing/audit-actions.fixtures';
import { OWN_AUDIT_ACTIONS_KEY } from '../compliance/compliance.api';
import { signIn } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import { answer } from '../testing/requests';
import DashboardPage from './dashboard.page';

describe('audit actions, hub owner side (issue 20 item 9)', () => {
  it('shows the type and the Overdue tag on the owner’s dashboard', async () => {
    signIn({ securityRole: 'ROLE_HUB_OWNER', features: [] });
    answer('get', OWN_AUDIT_ACTIONS_KEY, ACTIONS);
    renderScreen(<DashboardPage />, { url: '/hub-portal/dashboard' });
    const overdue = await screen.findByLabelText('Age register');
    expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
    expect(within(overdue).getByText('Request evidence')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Gloves')).queryByText('Overdue')).toBeNull();
    expect(within(screen.getByLabelText('Wage slips')).queryByText('Overdue')).toBeNull();
  });
});
