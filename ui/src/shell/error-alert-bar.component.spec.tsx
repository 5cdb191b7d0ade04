import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { get } from '../api/request';
import { STORAGE } from '../api/session';
import { renderScreen } from '../testing/render';
import { answer, refusal } from '../testing/requests';

const GENERIC = 'An error has occurred. Please try again later.';

/** A screen with one call behind a button; the page's error bar comes with renderScreen. */
function openScreen() {
  renderScreen(
    <button type="button" onClick={() => void get('/api/thing').catch(() => undefined)}>
      Load
    </button>,
  );
  const user = userEvent.setup();
  return { user, load: () => user.click(screen.getByRole('button', { name: 'Load' })) };
}

describe('the error alert bar (Document 1 §8)', () => {
  it('shows the server’s own message', async () => {
    answer('get', '/api/thing', () => refusal(409, { errorMessage: 'The hub is archived.' }));
    const { load } = openScreen();
    await load();
    expect(await screen.findByRole('alert')).toHaveTextContent('The hub is archived.');
  });

  it('translates a known message key', async () => {
    answer('get', '/api/thing', () => refusal(403, { errorMessageKey: 'apiErrorForbidden' }));
    const { load } = openScreen();
    await load();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Access to the specified resource is not authorized.',
    );
  });

  it('shows the generic text for an answer that is not JSON, and for no answer at all', async () => {
    answer(
      'get',
      '/api/thing',
      () => new HttpResponse('<html>bad gateway</html>', { status: 502 }),
    );
    const { load } = openScreen();
    await load();
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC);
    answer('get', '/api/thing', () => HttpResponse.error());
    await load();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(GENERIC));
  });

  it('stays until its close button is pressed; clicking elsewhere does not close it', async () => {
    answer('get', '/api/thing', () => refusal(409, { errorMessage: 'Refused.' }));
    const { user, load } = openScreen();
    await load();
    const bar = await screen.findByRole('alert');
    await user.click(document.body);
    expect(bar).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is cleared by the next call', async () => {
    let refuse = true;
    answer('get', '/api/thing', () =>
      refuse ? refusal(409, { errorMessage: 'Refused.' }) : HttpResponse.json({}),
    );
    const { load } = openScreen();
    await load();
    await screen.findByRole('alert');
    refuse = false;
    await load();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('ends the session on a 401, keeping that it expired', async () => {
    localStorage.setItem(STORAGE.token, 'expired-token');
    answer('get', '/api/thing', () => refusal(401, { errorMessageKey: 'apiErrorUnauthorized' }));
    const { load } = openScreen();
    await load();
    await waitFor(() => expect(localStorage.getItem(STORAGE.token)).toBeNull());
    expect(localStorage.getItem(STORAGE.sessionExpired)).toBe('true');
  });
});
