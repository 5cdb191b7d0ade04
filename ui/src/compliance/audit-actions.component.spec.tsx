import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CocPrinciple } from '@cairn/contracts';
import { describe, expect, it } from 'vitest';
import { ACTIONS, PRINCIPLE } from '../testing/audit-actions.fixtures';
import { signIn } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import { answer } from '../testing/requests';
import AuditActionsPage from './audit-actions.page';
import { COC_PRINCIPLES_KEY, auditActionsKey, hubKey } from './compliance.api';

const HUB = '6f1d2c3b-4a59-4e68-9d7c-0b1a2c3d4e5f';
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('audit actions, admin side (issue 20 item 9)', () => {
  it('shows each action’s type, and Overdue only where the deadline passed without evidence', async () => {
    signIn({ securityRole: 'ROLE_CAIRN_ADMIN' });
    answer('get', hubKey(HUB), { uuid: HUB, name: 'Pune Hub' });
    answer('get', auditActionsKey(HUB), ACTIONS);
    renderScreen(<AuditActionsPage />, {
      url: `/admin/hubs/${HUB}/manage-audit-actions`,
      path: '/admin/hubs/:hubUuid/manage-audit-actions',
    });
    await screen.findByText('Age register');
    expect(within(rowOf('Age register')).getByText('Overdue')).toBeInTheDocument();
    expect(within(rowOf('Gloves')).queryByText('Overdue')).toBeNull();
    expect(within(rowOf('Wage slips')).queryByText('Overdue')).toBeNull();
    expect(within(rowOf('Age register')).getByText('Request evidence')).toBeInTheDocument();
  });

  it('creates an action of the type the admin chose', async () => {
    signIn({ securityRole: 'ROLE_CAIRN_ADMIN' });
    answer('get', hubKey(HUB), { uuid: HUB, name: 'Pune Hub' });
    answer('get', auditActionsKey(HUB), []);
    answer('get', COC_PRINCIPLES_KEY, [
      { ...PRINCIPLE, text: 'No child labour' },
    ] satisfies CocPrinciple[]);
    const created = answer('post', '/api/admin/complianceActions', ACTIONS[2]);
    renderScreen(<AuditActionsPage />, {
      url: `/admin/hubs/${HUB}/manage-audit-actions`,
      path: '/admin/hubs/:hubUuid/manage-audit-actions',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Audit Action' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText(/^Type/), 'REQUEST_EVIDENCE');
    await user.type(within(dialog).getByLabelText(/^Summary/), 'Wage slips');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Show them');
    await user.selectOptions(within(dialog).getByLabelText(/^CoC category/), 'NO_CHILD_LABOUR');
    await user.selectOptions(within(dialog).getByLabelText(/^CoC principle/), PRINCIPLE.uuid);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0].body).toMatchObject({ type: 'REQUEST_EVIDENCE', companyUuid: HUB });
  }, 20_000); // five fields typed and picked: slow on a shared machine
});
