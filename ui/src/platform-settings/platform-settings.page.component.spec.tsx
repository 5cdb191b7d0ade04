import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/render';
import { answer } from '../testing/requests';
import PlatformSettingsPage from './platform-settings.page';

const URL = '/api/admin/platformSettings';
const open = () =>
  renderScreen(<PlatformSettingsPage />, { url: '/admin/settings', path: '/admin/settings' });

describe('Platform settings page', () => {
  it('shows how long ID pictures are kept, with the documented default, and saves a change', async () => {
    answer('get', URL, { idPictureRetentionMonths: 24 });
    const saved = answer('post', URL, { idPictureRetentionMonths: 12 });
    const user = userEvent.setup();
    open();
    const input = await screen.findByLabelText("Keep collectors' ID document pictures for");
    expect(input).toHaveValue(24);
    expect(screen.getByText(/Default: 24 months/)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.clear(input);
    await user.type(input, '12');
    await user.click(save);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.body).toEqual({ idPictureRetentionMonths: 12 });
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  });

  it('refuses what the server would: no save outside 1 to 120 whole months', async () => {
    answer('get', URL, { idPictureRetentionMonths: 24 });
    const saved = answer('post', URL, { idPictureRetentionMonths: 0 });
    const user = userEvent.setup();
    open();
    const input = await screen.findByLabelText("Keep collectors' ID document pictures for");
    for (const value of ['0', '121', '1.5']) {
      await user.clear(input);
      await user.type(input, value);
      expect(screen.getByText('A whole number of months from 1 to 120')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    }
    expect(saved).toHaveLength(0);
  });
});
