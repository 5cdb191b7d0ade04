import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/render';
import { answer, refusal } from '../testing/requests';
import EpcisApiKeysPage from './epcis-api-keys.page';

const URL = '/api/admin/epcis/apiKeys';
const ORG = { uuid: '00000000-0000-4000-8000-0000000000aa', name: 'Brand One' };
const HUB = { uuid: '00000000-0000-4000-8000-0000000000bb', name: 'Bandung' };
const KEY = {
  uuid: '00000000-0000-4000-8000-0000000000cc',
  organization: ORG,
  hubs: [HUB],
  from: '2026-01-01T00:00:00.000Z',
  to: '2026-06-30T00:00:00.000Z',
  prefix: 'cairn_epcis_AbCd',
  createdAt: '2026-12-01T10:00:00.000Z',
  revokedAt: null,
};
const hubs = () =>
  answer('get', '/api/admin/companies/hubs', (call) =>
    HttpResponse.json(call.url.searchParams.get('type') === 'ORGANIZATION' ? [ORG] : [HUB, ORG]),
  );
const open = () =>
  renderScreen(<EpcisApiKeysPage />, { url: '/admin/epcis-keys', path: '/admin/epcis-keys' });

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('Organisation'), ORG.uuid);
  await user.click(screen.getByPlaceholderText('Pick hubs'));
  // The click handler sits on the option's inner link, not on the list item that has the role.
  const option = await screen.findByRole('option', { name: HUB.name });
  await user.click(within(option).getByText(HUB.name));
  await user.type(screen.getByLabelText('From'), '01/01/2026');
  await user.type(screen.getByLabelText('To (inclusive)'), '31/01/2026');
}

describe('EPCIS API keys page', () => {
  it('lists the keys, creates one showing its secret once, and revokes one after asking', async () => {
    hubs();
    const list = answer('get', URL, [KEY]);
    const created = answer('post', URL, { ...KEY, uuid: 'new', secret: 'cairn_epcis_SECRET123' });
    const revoked = answer(
      'post',
      `${URL}/:uuid/revoke`,
      () => new HttpResponse(null, { status: 204 }),
    );
    const user = userEvent.setup();
    open();
    const row = (await screen.findByText('cairn_epcis_AbCd…')).closest('tr')!;
    expect(within(row).getByText('Brand One')).toBeInTheDocument();
    expect(within(row).getByText('Bandung')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();

    const create = screen.getByRole('button', { name: 'Create key' });
    expect(create).toBeDisabled();
    await fillForm(user);
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0].body).toMatchObject({ organizationUuid: ORG.uuid, hubUuids: [HUB.uuid] });
    const body = created[0].body as { from: string; to: string };
    expect(new Date(body.from).getDate()).toBe(1);
    expect(new Date(body.to).getDate()).toBe(31);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Key')).toHaveValue('cairn_epcis_SECRET123');
    expect(within(dialog).getByText(/shown this once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue('cairn_epcis_SECRET123')).toBeNull());
    expect(list.length).toBeGreaterThan(1);

    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getByText(/cannot be undone/)).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(revoked).toHaveLength(1));
    expect(revoked[0].url.pathname).toBe(`${URL}/${KEY.uuid}/revoke`);
    expect(await screen.findByText('API key revoked')).toBeInTheDocument();
  });

  it("shows the server's refusal on the field it names", async () => {
    hubs();
    answer('get', URL, []);
    answer('post', URL, () =>
      refusal(400, {
        errorMessageKey: 'validationError',
        fieldErrors: { organizationUuid: 'validationInvalid' },
      }),
    );
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const group = screen.getByLabelText('Organisation').closest<HTMLElement>('.bp6-form-group')!;
    expect(await within(group).findByText(/invalid/i)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
