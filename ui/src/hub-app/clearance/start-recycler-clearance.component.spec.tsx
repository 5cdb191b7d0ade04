import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hubConfig, HUB_UUID, signIn } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { answer } from '../../testing/requests';
import StartClearanceTransportPage from './start-clearance-transport.page';

const open = (bags: number, total: string) => {
  signIn();
  answer('get', `/api/companies/${HUB_UUID}`, hubConfig({ type: 'RECYCLER' }));
  answer('get', '/api/clearances/overview', {
    segregationOutputMaterialBagsCount: bags,
    formattedMaterialTotal: total,
    materialBreakdown: bags ? { PET_CLEAR: Number(total) } : {},
  });
  renderScreen(<StartClearanceTransportPage kind="RECYCLER" />, {
    url: '/start-recycler-clearance',
    path: '/start-recycler-clearance',
  });
};

describe('/start-recycler-clearance (issue 31)', () => {
  it('with no output in stock: says so and leads back to the overview, no form', async () => {
    open(0, '0.00');
    expect(await screen.findByText('No output bags in stock')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the overview' })).toHaveAttribute(
      'href',
      '/hub-overview',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('with output in stock: the form, with what leaves', async () => {
    open(2, '780.00');
    expect(await screen.findByTestId('clearance-choice')).toHaveTextContent('2 output bags');
    expect(screen.queryByText('No output bags in stock')).toBeNull();
  });
});
