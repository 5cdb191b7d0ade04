import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../i18n';
import { hubConfig, hubEventRow, HUB_UUID, signIn } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import { answer } from '../testing/requests';
import HubOverviewPage from './hub-overview.page';

/** Issue 20 §11: a German user reads the hub app in German, with German dates and numbers. */
afterEach(() => loadLanguage('EN'));

describe('the hub overview of a German user', () => {
  it('names tabs, figures and registrations in German, with decimal commas and German dates', async () => {
    signIn({ language: 'DE' });
    await loadLanguage('DE');
    answer(
      'get',
      `/api/companies/${HUB_UUID}`,
      hubConfig({ features: ['WASTE_BAG_REGISTRATION', 'MATERIAL_SEGREGATION'] }),
    );
    answer('get', '/api/segregationUnits', []);
    answer('get', '/api/processingUnits', []);
    answer('get', '/api/materialClearances', []);
    answer('get', '/api/materialClearanceUnits', []);
    answer('get', '/api/collectedMaterials/summary', {
      collectionCenter: { name: 'Pune Collection Hub' },
      materialTypeBreakdown: [{ materialType: 'PET_CLEAR', weight: 1234.5, count: 2 }],
      totalStockUnit: 'KG',
      formattedTotalStock: '1234.50',
      bagsCount: 2,
    });
    answer('get', '/api/collectedMaterials', {
      items: [hubEventRow({ weighedAt: '2026-03-05T09:07:00', weight: 12.5 })],
      pagination: { total: 1 },
    });
    renderScreen(<HubOverviewPage />, { url: '/hub-overview' });

    expect(await screen.findByRole('tab', { name: 'Erfassung' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sortierung' })).toBeInTheDocument();
    const summary = (await screen.findByRole('heading', { name: 'Abfallsäcke' })).closest(
      '.registration-panel__summary',
    ) as HTMLElement;
    await waitFor(() => expect(summary).toHaveTextContent('2Säcke'));
    expect(summary).toHaveTextContent('1.234,50kg insgesamt');
    expect(within(summary).getByRole('listitem')).toHaveTextContent('2 Säcke1.234,50 kg');
    expect(screen.getByRole('button', { name: 'Abfallsack erfassen' })).toBeInTheDocument();
    expect(await screen.findByText('Letzte Erfassungen')).toBeInTheDocument();
    expect(await screen.findByText(/05\.03\.2026, 09:07/)).toBeInTheDocument();
    expect(screen.getByText('12,50 kg')).toBeInTheDocument();
  });
});
