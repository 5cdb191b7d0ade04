import { screen, waitFor } from '@testing-library/react';
import type { CollectorDetailView } from '@cairn/contracts';
import { describe, expect, it } from 'vitest';
import { HUB_UUID, hubConfig, signIn } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { answer } from '../../testing/requests';
import ActiveCollectorPage from './active-collector.page';

const COLLECTOR = '3d4e5f60-7182-4c9d-8e0f-1a2b3c4d5e6f';
const collector: CollectorDetailView & { idDocument: null } = {
  uuid: COLLECTOR,
  trackingNumber: 'C-0001',
  type: 'HOUSEHOLD',
  state: 'DEFINED',
  name: 'Asha Patil',
  birthDate: null,
  idNumber: 'ID-1',
  idDocumentFileUploadUuid: null,
  idDocument: null,
  company: { uuid: HUB_UUID, name: 'Pune Collection Hub' },
  qrCode: { directLink: 'https://files.test/qr.png' },
  trackingUrl: 'https://cairn.test/c/C-0001',
  createdAt: '2026-11-01T00:00:00.000Z',
};

function openCollector(collectorSurveyLink: string | null) {
  signIn();
  const hubAsked = answer('get', `/api/companies/${HUB_UUID}`, hubConfig({ collectorSurveyLink }));
  answer('get', `/api/collectors/${COLLECTOR}`, collector);
  renderScreen(<ActiveCollectorPage />, {
    url: `/active-collector/${COLLECTOR}`,
    path: '/active-collector/:collectorUuid',
  });
  return hubAsked;
}

describe('the active collector’s survey link (issue 20 item 5)', () => {
  it('opens the hub’s collector survey when the hub has one', async () => {
    openCollector('https://survey.test/collectors');
    const link = await screen.findByRole('link', { name: 'Collector survey' });
    expect(link).toHaveAttribute('href', 'https://survey.test/collectors');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows no survey when the hub has none', async () => {
    const hubAsked = openCollector(null);
    await screen.findByTestId('collector-name');
    await waitFor(() => expect(hubAsked).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20)); // the answer reaches the screen
    expect(screen.queryByRole('link', { name: 'Collector survey' })).toBeNull();
  });
});
