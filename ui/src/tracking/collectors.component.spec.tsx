import { screen, within } from '@testing-library/react';
import type { CollectorView, Page } from '@cairn/contracts';
import { describe, expect, it } from 'vitest';
import { hubConfig, signIn } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import { answer } from '../testing/requests';
import CollectorsPage from './collectors.page';

const HUB = '4e5f6071-8293-4d0e-9f1a-2b3c4d5e6f70';
const card: CollectorView = {
  uuid: '5f607182-93a4-4e1f-8a2b-3c4d5e6f7081',
  trackingNumber: 'C-0042',
  trackingUrl: 'https://cairn.test/c/C-0042',
  type: 'HOUSEHOLD',
  state: 'DEFINED',
  name: 'Asha Patil',
  qrCode: { directLink: 'https://files.test/qr.png' },
  company: { uuid: HUB, name: 'Pune Collection Hub' },
  createdAt: '2026-11-01T00:00:00.000Z',
};

function openCards(collectorSurveyLink: string | null) {
  signIn({ securityRole: 'ROLE_CAIRN_ADMIN' });
  answer('get', `/api/admin/companies/hubs/${HUB}`, hubConfig({ uuid: HUB, collectorSurveyLink }));
  const page: Page<CollectorView> = { items: [card], pagination: { total: 1, page: 0, size: 16 } };
  answer('get', '/api/admin/collectors', page);
  renderScreen(<CollectorsPage />, {
    url: `/admin/hubs/${HUB}/collectors`,
    path: '/admin/hubs/:hubCompanyUuid/collectors',
  });
}

describe('printed collector cards (issue 20 item 5)', () => {
  it('carry the hub’s collector survey link', async () => {
    openCards('https://survey.test/collectors');
    const printed = await screen.findByRole('article', { name: 'C-0042' });
    expect(
      await within(printed).findByText('Survey: https://survey.test/collectors'),
    ).toBeInTheDocument();
  });

  it('carry no survey line when the hub has no link', async () => {
    openCards(null);
    await screen.findByText(/Collectors: Pune Collection Hub/);
    const printed = await screen.findByRole('article', { name: 'C-0042' });
    expect(within(printed).queryByText(/^Survey:/)).toBeNull();
  });
});
