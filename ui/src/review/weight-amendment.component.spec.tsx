import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HubEventRow } from '@cairn/contracts';
import { describe, expect, it, vi } from 'vitest';
import { hubEventRow } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import { answer, refusal } from '../testing/requests';
import { WeightAmendment } from './weight-amendment';

const EVENT = hubEventRow({ weight: 4 });
const path = `/api/admin/hubEvents/${EVENT.uuid}/amendWeight`;

function showWeight(event: HubEventRow = EVENT) {
  const onAmended = vi.fn();
  renderScreen(<WeightAmendment event={event} onAmended={onAmended} />);
  return { onAmended, user: userEvent.setup() };
}

async function typeWeight(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('button', { name: 'Amend weight' }));
  const input = screen.getByRole('textbox', { name: 'Weight' });
  await user.clear(input);
  await user.type(input, text);
  await user.click(screen.getByRole('button', { name: 'Save weight' }));
  return input;
}

describe('amending a hub event’s weight (Document 2 §2, §5)', () => {
  it('shows the weight with three decimals and offers the amendment', () => {
    showWeight();
    expect(screen.getByText('4.000 kg')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Amend weight' })).toBeInTheDocument();
  });

  it('refuses a negative weight with the contract’s message, sends nothing and stays open', async () => {
    const calls = answer('post', path, EVENT);
    const { user, onAmended } = showWeight();
    const input = await typeWeight(user, '-1');
    expect(await screen.findByText('is too small')).toBeInTheDocument();
    expect(input).toHaveValue('-1');
    expect(calls).toHaveLength(0);
    expect(onAmended).not.toHaveBeenCalled();
  });

  it('refuses more than 10 characters', async () => {
    const calls = answer('post', path, EVENT);
    const { user } = showWeight();
    await typeWeight(user, '12345.67890');
    expect(await screen.findByText('exceeds the maximum length')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the new weight as a number and hands the amended row up', async () => {
    const amended = { ...EVENT, weight: 7.25 };
    const calls = answer('post', path, amended);
    const { user, onAmended } = showWeight();
    await typeWeight(user, '7,25');
    await waitFor(() => expect(onAmended).toHaveBeenCalledWith(amended));
    expect(calls[0].body).toEqual({ weight: 7.25 });
    expect(screen.queryByRole('textbox', { name: 'Weight' })).not.toBeInTheDocument();
  });

  it('stays open with the typed value when the server refuses', async () => {
    answer('post', path, () => refusal(409, { errorMessage: 'The event was removed.' }));
    const { user, onAmended } = showWeight();
    const input = await typeWeight(user, '9');
    expect(await screen.findByRole('alert')).toHaveTextContent('The event was removed.');
    expect(input).toHaveValue('9');
    expect(onAmended).not.toHaveBeenCalled();
  });

  it('offers no amendment for a bale, nor for an event type that cannot be amended', () => {
    showWeight(hubEventRow({ registrationUnit: 'BALE' }));
    showWeight(hubEventRow({ type: 'PROCESSING' }));
    expect(screen.queryByRole('button', { name: 'Amend weight' })).not.toBeInTheDocument();
  });
});
