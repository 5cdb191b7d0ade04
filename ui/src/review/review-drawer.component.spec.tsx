import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HubEventRow } from '@cairn/contracts';
import { describe, expect, it, vi } from 'vitest';
import { hubEventRow } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import { answer, heldAnswer, refusal } from '../testing/requests';
import { ReviewDrawer } from './review-drawer';

const EVENT = hubEventRow();
const base = `/api/admin/hubEvents/${EVENT.uuid}`;

/** The drawer open on one event, its callbacks recorded. */
function openDrawer(event: HubEventRow = EVENT, { hasPrevious = true, hasNext = true } = {}) {
  const callbacks = {
    onPrevious: vi.fn(),
    onNext: vi.fn(),
    onClose: vi.fn(),
    onSaved: vi.fn(),
    onChanged: vi.fn(),
    onRemoved: vi.fn(),
  };
  renderScreen(
    <ReviewDrawer event={event} hasPrevious={hasPrevious} hasNext={hasNext} {...callbacks} />,
  );
  // Blueprint's drawer has no dialog role: found by its class, as the browser tests do.
  const drawer = document.querySelector<HTMLElement>('.review-drawer');
  if (!drawer) throw new Error('The review drawer is not open');
  const button = (name: string) => within(drawer).getByRole('button', { name });
  return { callbacks, drawer, button, user: userEvent.setup() };
}

/** Picks an anomaly tag from the drawer's tag picker. */
async function chooseTag(user: ReturnType<typeof userEvent.setup>, label: string) {
  // Its placeholder goes once a tag is chosen: the picker is found by its input.
  const input = document.querySelector<HTMLInputElement>('.review-drawer .bp6-tag-input input');
  if (!input) throw new Error('No tag picker in the drawer');
  await user.click(input);
  // The click handler sits on the option's inner link, not on the list item that has the role.
  const option = await screen.findByRole('option', { name: label });
  await user.click(within(option).getByText(label));
}

describe('the review drawer (Document 2 §2)', () => {
  it('approves with no comment, the weight unchanged and no tags, and hands the answer up', async () => {
    const approved = { ...EVENT, status: 'APPROVED' as const };
    const calls = answer('post', `${base}/approve`, approved);
    const { button, callbacks, user } = openDrawer();
    await user.click(button('Approve'));
    await waitFor(() => expect(callbacks.onSaved).toHaveBeenCalledWith(approved, EVENT));
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ comment: null, weight: 12.5, tags: [] });
  });

  it('sends the typed comment, trimmed, with the approval', async () => {
    const calls = answer('post', `${base}/approve`, EVENT);
    const { button, drawer, user } = openDrawer();
    await user.type(within(drawer).getByLabelText('Comment'), '  Scale readable, bag full  ');
    await user.click(button('Approve'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toMatchObject({ comment: 'Scale readable, bag full' });
  });

  it('keeps Flag disabled without a tag; a tag enables Flag and disables Approve', async () => {
    const { button, user } = openDrawer();
    expect(button('Flag')).toBeDisabled();
    expect(button('Flag')).toHaveClass('bp6-outlined');
    expect(button('Approve')).toBeEnabled();
    await chooseTag(user, 'Duplicate');
    expect(button('Flag')).toBeEnabled();
    // Filled and primary once it can flag.
    expect(button('Flag')).not.toHaveClass('bp6-outlined');
    expect(button('Flag')).toHaveClass('bp6-intent-primary');
    expect(button('Approve')).toBeDisabled();
  });

  it('flags with the chosen tags and the comment', async () => {
    const calls = answer('post', `${base}/flag`, { ...EVENT, status: 'FLAGGED' });
    const { button, drawer, callbacks, user } = openDrawer();
    await chooseTag(user, 'Duplicate');
    await chooseTag(user, 'Image poor quality');
    await user.type(within(drawer).getByLabelText('Comment'), 'Same bag as yesterday');
    await user.click(button('Flag'));
    await waitFor(() => expect(callbacks.onSaved).toHaveBeenCalled());
    expect(calls[0].body).toEqual({
      comment: 'Same bag as yesterday',
      weight: 12.5,
      tags: ['DUPLICATE', 'IMAGE_POOR_QUALITY'],
    });
  });

  it('enables Approve again once the last tag is removed', async () => {
    const { button, drawer, user } = openDrawer();
    await chooseTag(user, 'Duplicate');
    expect(button('Approve')).toBeDisabled();
    const tag = within(drawer).getByText('Duplicate').closest('.bp6-tag') as HTMLElement;
    await user.click(within(tag).getByRole('button'));
    expect(button('Approve')).toBeEnabled();
    expect(button('Flag')).toBeDisabled();
  });

  it('starts from the event’s own review: its comment and tags', () => {
    const reviewed = hubEventRow({
      status: 'FLAGGED',
      review: {
        status: 'FLAGGED',
        comment: 'Scale hidden',
        tags: ['IMAGE_SCALE_VISIBILITY'],
        reviewedAt: '2026-11-21T10:00:00.000Z',
      },
    });
    const { button, drawer } = openDrawer(reviewed);
    expect(within(drawer).getByLabelText('Comment')).toHaveValue('Scale hidden');
    expect(within(drawer).getByText('Image scale visibility')).toBeInTheDocument();
    expect(button('Approve')).toBeDisabled();
  });

  it('offers no Approve for an approved event, but still Flag', () => {
    const { drawer } = openDrawer(hubEventRow({ status: 'APPROVED' }));
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Flag' })).toBeInTheDocument();
  });

  it('shows a refusal inside the drawer, stays on the event and keeps the comment', async () => {
    answer('post', `${base}/approve`, () =>
      refusal(409, { errorMessage: 'The event was reviewed by someone else.' }),
    );
    const { button, drawer, callbacks, user } = openDrawer();
    await user.type(within(drawer).getByLabelText('Comment'), 'Looks fine');
    await user.click(button('Approve'));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'The event was reviewed by someone else.',
    );
    expect(callbacks.onSaved).not.toHaveBeenCalled();
    expect(within(drawer).getByLabelText('Comment')).toHaveValue('Looks fine');
    expect(button('Approve')).toBeEnabled();
  });

  it('disables Previous, Next and Flag while a save is under way', async () => {
    const held = heldAnswer(EVENT);
    answer('post', `${base}/approve`, held.reply);
    const { button, callbacks, user } = openDrawer();
    await user.click(button('Approve'));
    await waitFor(() => expect(button('Previous')).toBeDisabled());
    expect(button('Next')).toBeDisabled();
    expect(button('Flag')).toBeDisabled();
    held.release();
    await waitFor(() => expect(callbacks.onSaved).toHaveBeenCalled());
  });

  it('moves with Previous and Next, each disabled at its end of the list', async () => {
    const first = openDrawer(EVENT, { hasPrevious: false, hasNext: true });
    expect(first.button('Previous')).toBeDisabled();
    await first.user.click(first.button('Next'));
    expect(first.callbacks.onNext).toHaveBeenCalledTimes(1);
  });

  it('disables Next on the last event of the list', async () => {
    const last = openDrawer(EVENT, { hasPrevious: true, hasNext: false });
    expect(last.button('Next')).toBeDisabled();
    await last.user.click(last.button('Previous'));
    expect(last.callbacks.onPrevious).toHaveBeenCalledTimes(1);
  });
});
