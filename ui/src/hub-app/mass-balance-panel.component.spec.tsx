import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MassBalanceOverview } from '@cairn/contracts';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/render';
import { answer, type SentCall } from '../testing/requests';
import { MassBalancePanel } from './mass-balance-panel';

const EMPTY: MassBalanceOverview = {
  outputTypeBreakdown: [],
  quantityUnit: 'KG',
  total: 0,
  literTotal: 0,
};

/** Answers each account with its own overview (EMPTY unless given). */
function answerAccounts(byAccount: Record<string, Partial<MassBalanceOverview>>) {
  return answer('get', '/api/massBalance/overview', ({ url }: SentCall) =>
    Response.json({ ...EMPTY, ...byAccount[url.searchParams.get('account') ?? ''] }),
  );
}

const account = (name: string) => screen.getByTestId(`mass-balance-${name}`);

describe('the mass balance panel (Document 3 §2, §9)', () => {
  it('names the stages as a collection center does and shows each total of the period', async () => {
    const calls = answerAccounts({
      REGISTRATION: { total: 31.5 },
      SEGREGATION: { total: 20 },
    });
    renderScreen(<MassBalancePanel hubType="COLLECTION_CENTER" />);
    await waitFor(() => expect(account('REGISTRATION')).toHaveTextContent('Collected31.50 kg'), {
      timeout: 3000,
    });
    expect(account('SEGREGATION')).toHaveTextContent('Graded20.00 kg');
    expect(account('PROCESSING')).toHaveTextContent('Processed0.00 kg');
    expect(account('CLEARANCE')).toHaveTextContent('Cleared0.00 kg');
    // The period asked for is the stored one (a week by default): a start and an end.
    const asked = calls.find((c) => c.url.searchParams.get('account') === 'REGISTRATION')!;
    expect(Date.parse(asked.url.searchParams.get('endDate')!)).toBeGreaterThan(
      Date.parse(asked.url.searchParams.get('startDate')!),
    );
  });

  it('calls the first stage Registered at a recycler', async () => {
    answerAccounts({});
    renderScreen(<MassBalancePanel hubType="RECYCLER" />);
    await waitFor(() => expect(account('REGISTRATION')).toHaveTextContent('Registered0.00 kg'), {
      timeout: 3000,
    });
  });

  it('shows litres beside kilograms, never added to them, and what is flagged', async () => {
    answerAccounts({ REGISTRATION: { total: 10, literTotal: 4.5, flaggedTotal: 2 } });
    renderScreen(<MassBalancePanel hubType="RECYCLER" />);
    await waitFor(() => expect(account('REGISTRATION')).toHaveTextContent('10.00 kg · 4.50 l'), {
      timeout: 3000,
    });
    expect(account('REGISTRATION')).toHaveTextContent('Of which flagged: 2.00 kg.');
  });

  it('opens a stage to show its total per material and product', async () => {
    answerAccounts({
      PROCESSING: {
        total: 12,
        outputTypeBreakdown: [
          { materialType: 'HDPE_MIXED', productType: null, quantityUnit: 'KG', weight: 12 },
          { materialType: 'HDPE_MIXED', productType: 'OIL', quantityUnit: 'LITER', weight: 3 },
        ],
      },
    });
    renderScreen(<MassBalancePanel hubType="RECYCLER" />);
    const user = userEvent.setup();
    await waitFor(() => expect(account('PROCESSING')).toHaveTextContent('12.00 kg'), {
      timeout: 3000,
    });
    expect(within(account('REGISTRATION')).getByRole('button')).toBeDisabled();
    await user.click(within(account('PROCESSING')).getByRole('button'));
    const rows = within(account('PROCESSING')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'HDPE mixed12.00 kg',
      'HDPE mixed · Oil3.00 l',
    ]);
  });

  it('asks for the previous period once the arrows rest', async () => {
    const calls = answerAccounts({});
    renderScreen(<MassBalancePanel hubType="RECYCLER" />);
    const user = userEvent.setup();
    await waitFor(() => expect(calls).toHaveLength(4), { timeout: 3000 });
    const firstStart = calls[0].url.searchParams.get('startDate')!;
    await user.click(screen.getByRole('button', { name: 'Previous period' }));
    await waitFor(() => expect(calls).toHaveLength(8), { timeout: 3000 });
    expect(Date.parse(calls[4].url.searchParams.get('startDate')!)).toBeLessThan(
      Date.parse(firstStart),
    );
  });
});
