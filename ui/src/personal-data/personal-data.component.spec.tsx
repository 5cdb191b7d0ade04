import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CollectorView, ERASED, type Page } from '@cairn/contracts';
import { describe, expect, it } from 'vitest';
import { hubConfig, signIn } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import { answer } from '../testing/requests';
import CollectorsPage from '../tracking/collectors.page';

const HUB = '4e5f6071-8293-4d0e-9f1a-2b3c4d5e6f70';
const UUID = '5f607182-93a4-4e1f-8a2b-3c4d5e6f7081';
const card = (name: string): CollectorView => ({
  uuid: UUID,
  trackingNumber: 'C-0042',
  trackingUrl: 'https://cairn.test/c/C-0042',
  type: 'HOUSEHOLD',
  state: 'DEFINED',
  name,
  qrCode: { directLink: 'https://files.test/qr.png' },
  company: { uuid: HUB, name: 'Pune Collection Hub' },
  createdAt: '2026-11-01T00:00:00.000Z',
});

const openCards = (name: string) => {
  signIn({ securityRole: 'ROLE_CAIRN_ADMIN' });
  answer('get', `/api/admin/companies/hubs/${HUB}`, hubConfig({ uuid: HUB }));
  const page: Page<CollectorView> = {
    items: [card(name)],
    pagination: { total: 1, page: 0, size: 16 },
  };
  answer('get', '/api/admin/collectors', page);
  renderScreen(<CollectorsPage />, {
    url: `/admin/hubs/${HUB}/collectors`,
    path: '/admin/hubs/:hubCompanyUuid/collectors',
  });
};

describe("a collector's personal data (issue 33)", () => {
  it('is erased from the card with a reason, which the request carries', async () => {
    openCards('Asha Patil');
    const erased = answer('post', `/api/admin/personalData/${UUID}/erase`, {});
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Personal data: Asha Patil' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Erase personal data…' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Erase the personal data of Asha Patil?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(erased).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Asked to be forgotten');
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    await expect.poll(() => erased.length).toBe(1);
    expect(erased[0]?.body).toEqual({ reason: 'Asked to be forgotten' });
  });

  it("shows an erased collector's name as 'erased'", async () => {
    openCards(ERASED);
    const printed = await screen.findByRole('article', { name: 'C-0042' });
    expect(within(printed).getByText('erased')).toBeInTheDocument();
    expect(screen.queryByText(ERASED)).not.toBeInTheDocument();
  });
});
