import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HUB_UUID, hubConfig, signIn } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import { answer } from '../testing/requests';
import DashboardPage from './dashboard.page';
import { ACTIONS } from '../testing/audit-actions.fixtures';
import { OWN_AUDIT_ACTIONS_KEY } from '../compliance/compliance.api';

const PUNE = '11111111-1111-4111-8111-111111111111';
const KOTHRUD = '22222222-2222-4222-8222-222222222222';
const overview = { total: 0, literTotal: 0, quantityUnit: 'KG', outputTypeBreakdown: [] };

describe("the hub owner's dashboard", () => {
  it("shows an ORGANIZATION's owner each assigned hub's stock and audit actions, asking for that hub", async () => {
    signIn({
      securityRole: 'ROLE_HUB_OWNER',
      company: { uuid: HUB_UUID, name: 'Cairn Network', type: 'ORGANIZATION', state: 'ACTIVE' },
      features: [],
    });
    answer('get', `/api/companies/${HUB_UUID}`, hubConfig({ type: 'ORGANIZATION' }));
    answer('get', '/api/organization/hubs', [
      { uuid: PUNE, name: 'Green Loop Pune', type: 'COLLECTION_CENTER' },
      { uuid: KOTHRUD, name: 'Kothrud Collection', type: 'COLLECTION_CENTER' },
    ]);
    const balances = answer('get', '/api/massBalance/overview', overview);
    const stocks = answer('get', '/api/stock', (call) =>
      Response.json([
        {
          hubUuid: call.url.searchParams.get('hubUuid'),
          hubName: 'x',
          materialType: 'PET_CLEAR',
          quantity: call.url.searchParams.get('hubUuid') === PUNE ? 12.5 : 40,
          quantityUnit: 'KG',
          price: 20,
          value: 250,
          currency: 'INR',
          baleCount: 0,
        },
      ]),
    );
    const actions = answer('get', '/api/complianceActions', []);
    renderScreen(<DashboardPage />, { url: '/hub-portal/dashboard' });

    const pune = await screen.findByRole('table', { name: 'Stock of Green Loop Pune' });
    expect(within(pune).getByText('12.50 kg')).toBeInTheDocument();
    expect(within(pune).getByText('250.00 INR')).toBeInTheDocument();
    await waitFor(() => expect(actions.length).toBeGreaterThan(0));
    expect(actions[0].url.searchParams.get('hubUuid')).toBe(PUNE);
    expect(balances.every((c) => c.url.searchParams.get('hubUuid') === PUNE)).toBe(true);

    await userEvent.setup({ delay: null }).selectOptions(screen.getByLabelText('Hub'), KOTHRUD);
    const kothrud = await screen.findByRole('table', { name: 'Stock of Kothrud Collection' });
    expect(within(kothrud).getByText('40.00 kg')).toBeInTheDocument();
    await waitFor(() =>
      expect(actions.map((c) => c.url.searchParams.get('hubUuid'))).toContain(KOTHRUD),
    );
    expect(stocks.map((c) => c.url.searchParams.get('hubUuid'))).toEqual([PUNE, KOTHRUD]);
  }, 20_000);

  it('shows the plastic credits of a hub that earns them', async () => {
    signIn({ securityRole: 'ROLE_HUB_OWNER', features: [] });
    answer('get', `/api/companies/${HUB_UUID}`, hubConfig({ enablePlasticCredits: true }));
    answer('get', '/api/complianceActions', []);
    const credits = answer('get', '/api/plasticCredits', {
      hubUuid: HUB_UUID,
      hubName: 'Pune Collection Hub',
      since: '2026-01-01',
      periodType: 'MONTH',
      rows: [{ period: '2026-11', materialType: 'PET_CLEAR', weight: 12.5 }],
      total: 12.5,
    });
    renderScreen(<DashboardPage />, { url: '/hub-portal/dashboard' });
    const table = await screen.findByRole('table', { name: 'Plastic credits' });
    expect(within(table).getByText('2026-11')).toBeInTheDocument();
    expect(screen.getByText(/since 2026-01-01/)).toBeInTheDocument();
    expect(credits[0].url.searchParams.get('periodType')).toBe('MONTH');
  });
});

describe('audit actions, hub owner side (issue 20 item 9)', () => {
  it('shows the type and the Overdue tag on the owner’s dashboard', async () => {
    signIn({ securityRole: 'ROLE_HUB_OWNER', features: [] });
    answer('get', `/api/companies/${HUB_UUID}`, hubConfig());
    answer('get', OWN_AUDIT_ACTIONS_KEY, ACTIONS);
    renderScreen(<DashboardPage />, { url: '/hub-portal/dashboard' });
    const overdue = await screen.findByLabelText('Age register');
    expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
    expect(within(overdue).getByText('Request evidence')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Gloves')).queryByText('Overdue')).toBeNull();
    expect(within(screen.getByLabelText('Wage slips')).queryByText('Overdue')).toBeNull();
  });
});
