import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HubState, HubSummary } from '@cairn/contracts';
import { describe, expect, it } from 'vitest';
import { HUB_UUID } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { answer } from '../../testing/requests';
import { HubRowMenu } from './hub-row-menu';

const hub = (state: HubState): HubSummary => ({
  uuid: HUB_UUID,
  name: 'Trial Hub',
  type: 'COLLECTION_CENTER',
  state,
  pipelineOwner: false,
  country: 'IN',
  city: 'Pune',
  features: [],
  users: [],
  organization: null,
});

const openMenu = async (state: HubState) => {
  renderScreen(<HubRowMenu hub={hub(state)} />);
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Actions for Trial Hub' }));
  return user;
};
const items = () => screen.getAllByRole('menuitem').map((i) => i.textContent);

describe('the lifecycle actions of the hub row menu (docs/decisions.md, hub states)', () => {
  it('offers a trial Activate and Mark as lost, and asks before marking it lost', async () => {
    const user = await openMenu('TRIAL');
    expect(items()).toEqual(expect.arrayContaining(['Activate', 'Mark as lost', 'Archive']));
    expect(items()).not.toContain('Pause');
    expect(items()).not.toContain('Mark as churned');
    answer('get', '/api/admin/companies/hubs', []);
    const sent = answer('post', `/api/admin/companies/hubs/${HUB_UUID}/mark-lost`, {});
    await user.click(screen.getByRole('menuitem', { name: 'Mark as lost' }));
    expect(screen.getByText(/every user of the hub is signed out/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as lost' }));
    await waitFor(() => expect(sent).toHaveLength(1));
  }, 20_000);

  it('offers an active hub Pause and Mark as churned', async () => {
    await openMenu('ACTIVE');
    expect(items()).toEqual(expect.arrayContaining(['Pause', 'Mark as churned', 'Archive']));
    expect(items()).not.toContain('Activate');
  });

  it('offers a churned hub Activate and Archive only', async () => {
    await openMenu('CHURNED');
    const lifecycle = items().filter((i) =>
      ['Pause', 'Reactivate', 'Activate', 'Mark as lost', 'Mark as churned', 'Archive'].includes(
        i!,
      ),
    );
    expect(lifecycle).toEqual(['Activate', 'Archive']);
  });
});

describe("the hub's other admin screens, one tap from its row menu (issue 31 §4)", () => {
  it('names mass balance, scheduled reports and the declaration PDFs plainly', async () => {
    await openMenu('ACTIVE');
    expect(items()).toEqual(
      expect.arrayContaining([
        'Mass balance, evidence packs and sampling',
        'Scheduled reports (hub settings)',
        'Plastic credits and declaration PDFs',
      ]),
    );
  });
});
