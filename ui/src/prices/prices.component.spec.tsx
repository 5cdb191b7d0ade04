import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MaterialPrice } from '@cairn/contracts';
import { describe, expect, it } from 'vitest';
import { HUB_UUID, hubConfig } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import { answer } from '../testing/requests';
import PricesPage from './prices.page';

const PRICES = `/api/admin/companies/hubs/${HUB_UUID}/prices`;
const entry = (over: Partial<MaterialPrice>): MaterialPrice => ({
  hubUuid: HUB_UUID,
  materialType: 'PET_CLEAR',
  price: 20,
  currency: 'INR',
  effectiveFrom: '2026-01-01',
  setAt: '2026-01-01T09:00:00.000Z',
  setBy: { uuid: 'a', name: 'Asha Admin' },
  ...over,
});

describe('the price list of a hub', () => {
  it("shows the history with today's price marked, and sets a price in the hub's currency", async () => {
    answer('get', `/api/admin/companies/hubs/${HUB_UUID}`, hubConfig({ currency: 'INR' }));
    const later = entry({
      price: 24.5,
      effectiveFrom: '2026-02-01',
      setAt: '2026-02-01T09:00:00Z',
    });
    const future = entry({ price: 99, effectiveFrom: '2999-01-01', setAt: '2026-03-01T09:00:00Z' });
    answer('get', PRICES, [future, later, entry({})]);
    const sent = answer('post', PRICES, [future, later, entry({})]);
    renderScreen(<PricesPage />, {
      url: `/admin/hubs/${HUB_UUID}/prices`,
      path: '/admin/hubs/:hubUuid/prices',
    });
    const table = await screen.findByRole('table', { name: 'Price history' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('99.00 INR'),
      expect.stringMatching(/In effect.*24\.50 INR/),
      expect.stringContaining('20.00 INR'),
    ]);
    expect(rows[0]).not.toHaveTextContent('In effect');

    const user = userEvent.setup({ delay: null });
    expect(screen.getByLabelText(/^Price per kg or l \(INR\)/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Material type/), 'HDPE_MIXED');
    await user.type(screen.getByLabelText(/^Price per kg/), '31,5');
    await user.click(screen.getByRole('button', { name: 'Set price' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ materialType: 'HDPE_MIXED', price: 31.5 });
    expect((sent[0].body as { effectiveFrom: string }).effectiveFrom).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
  });
});
