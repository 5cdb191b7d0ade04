import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hubEventRow } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import { answer, refusal } from '../testing/requests';
import { HubEventRemoval } from './hub-event-removal';

const EVENT = hubEventRow();
const base = `/api/admin/hubEvents/${EVENT.uuid}`;
const ORIGINAL = '7c6b5a49-3827-4161-9504-f3e2d1c0b9a8';

function openRemoval(mode: 'Delete' | 'Delete as duplicate') {
  const onRemoved = vi.fn();
  renderScreen(<HubEventRemoval event={EVENT} onRemoved={onRemoved} />);
  const user = userEvent.setup();
  const open = async () => {
    await user.click(screen.getByRole('button', { name: mode }));
    const dialog = await screen.findByRole('dialog', {
      name: mode === 'Delete' ? 'Delete hub event' : 'Delete as duplicate',
    });
    return within(dialog);
  };
  return { onRemoved, user, open };
}

/** The form group of a field: where its label, its error and its danger mark are. */
const groupOf = (input: HTMLElement) => input.closest('.bp6-form-group') as HTMLElement;

describe('deleting a hub event (Document 2 §5, §8)', () => {
  it('needs a reason: "is required" shows under it and nothing is sent', async () => {
    const calls = answer('post', `${base}/remove`, EVENT);
    const { open, user } = openRemoval('Delete');
    const dialog = await open();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    const reason = dialog.getByLabelText(/Reason/);
    await waitFor(() => expect(groupOf(reason)).toHaveTextContent('is required'));
    expect(groupOf(reason)).toHaveClass('bp6-intent-danger');
    expect(calls).toHaveLength(0);
  });

  it('sends the reason, trimmed, and hands the removed event up', async () => {
    const removed = { ...EVENT, removed: true };
    const calls = answer('post', `${base}/remove`, removed);
    const { open, user, onRemoved } = openRemoval('Delete');
    const dialog = await open();
    await user.type(dialog.getByLabelText(/Reason/), '  Registered twice by mistake ');
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onRemoved).toHaveBeenCalledWith(removed));
    expect(calls[0].body).toEqual({ comment: 'Registered twice by mistake' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes an empty answer as no removal: the dialog closes and nothing moves on', async () => {
    answer('post', `${base}/remove`, () => new Response(null, { status: 204 }));
    const { open, user, onRemoved } = openRemoval('Delete');
    const dialog = await open();
    await user.type(dialog.getByLabelText(/Reason/), 'Wrong hub');
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onRemoved).not.toHaveBeenCalled();
  });

  it('refuses an original id longer than 36 characters before sending', async () => {
    const calls = answer('post', `${base}/removeAsDuplicate`, EVENT);
    const { open, user } = openRemoval('Delete as duplicate');
    const dialog = await open();
    const id = dialog.getByLabelText(/Original hub event ID/);
    await user.type(id, `${ORIGINAL}x`);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(groupOf(id)).toHaveTextContent('exceeds the maximum length'));
    expect(calls).toHaveLength(0);
  });

  it('marks the id the server does not know, keeps the dialog and its input, and shows why inside it', async () => {
    answer('post', `${base}/removeAsDuplicate`, () =>
      refusal(400, {
        errorMessage: 'The original hub event does not exist.',
        fieldErrors: { originalHubEventUuid: 'validationInvalid' },
      }),
    );
    const { open, user, onRemoved } = openRemoval('Delete as duplicate');
    const dialog = await open();
    const id = dialog.getByLabelText(/Original hub event ID/);
    await user.type(id, ORIGINAL);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The original hub event does not exist.',
    );
    expect(groupOf(id)).toHaveTextContent('is invalid');
    expect(groupOf(id)).toHaveClass('bp6-intent-danger');
    expect(id).toHaveValue(ORIGINAL);
    expect(onRemoved).not.toHaveBeenCalled();
  });

  it('keeps the server’s mark until the id changes', async () => {
    answer('post', `${base}/removeAsDuplicate`, () =>
      refusal(400, { fieldErrors: { originalHubEventUuid: 'validationInvalid' } }),
    );
    const { open, user } = openRemoval('Delete as duplicate');
    const dialog = await open();
    const id = dialog.getByLabelText(/Original hub event ID/);
    await user.type(id, ORIGINAL);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(groupOf(id)).toHaveTextContent('is invalid'));
    await user.click(dialog.getByRole('heading', { name: 'Delete as duplicate' }));
    expect(groupOf(id)).toHaveTextContent('is invalid');
    await user.type(id, '{Backspace}9');
    await waitFor(() => expect(groupOf(id)).not.toHaveTextContent('is invalid'));
  });

  it('sends the original’s id, trimmed', async () => {
    const calls = answer('post', `${base}/removeAsDuplicate`, { ...EVENT, removed: true });
    const { open, user, onRemoved } = openRemoval('Delete as duplicate');
    const dialog = await open();
    await user.type(dialog.getByLabelText(/Original hub event ID/), ` ${ORIGINAL} `);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onRemoved).toHaveBeenCalled());
    expect(calls[0].body).toEqual({ originalHubEventUuid: ORIGINAL });
  });
});
