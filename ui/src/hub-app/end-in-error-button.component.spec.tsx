import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProcessingUnitView, SegregationUnitView } from '@cairn/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../i18n';
import { hubConfig, signIn } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import { answer } from '../testing/requests';
import { GradingPanel } from './grading-panel';
import { ProcessingPanel } from './processing/processing-panel';

const GRADING_UUID = 'a1b2c3d4-0000-4000-8000-000000000001';
const grading: SegregationUnitView = {
  uuid: GRADING_UUID,
  state: 'PROCESSING',
  errorReason: null,
  createdAt: '2026-11-25T08:00:00.000Z',
  originalMaterialType: 'PET_CLEAR',
  inputTrackedItemsCount: 1,
  weight: 12.5,
  formattedWeight: '12.50',
  quantityUnit: 'KG',
  outputMaterialBagCount: 0,
  formattedMaterialTotal: '0.00',
  materialBreakdown: {},
  collectedMaterials: [],
  registeredMaterials: [],
};
const processing: ProcessingUnitView = {
  uuid: 'p1',
  state: 'IN_PROGRESS',
  createdAt: '2026-11-25T08:00:00.000Z',
  materialType: 'PET_CLEAR',
  supplier: null,
  originalWeight: 100,
  rejectedWeight: 0,
  weight: 100,
  formattedWeight: '100.00',
  quantityUnit: 'KG',
  inputTrackedItemsCount: 0,
  registeredMaterialUuid: null,
  processingSteps: [],
  errorReason: null,
  outputMaterialBags: [],
};

const openGrading = () => {
  answer('get', '/api/segregationUnits', [grading]);
  renderScreen(<GradingPanel hub={hubConfig()} />, { url: '/hub-overview' });
  return userEvent.setup();
};
const endButton = (name = 'End with error') => screen.findByRole('button', { name });

afterEach(() => loadLanguage('EN'));

describe('ending a grading or a processing run with an error (issue 20)', () => {
  it('asks what it means and the reason, and sends the reason once confirmed', async () => {
    const failed = answer('post', `/api/segregationUnits/${GRADING_UUID}/error`, {});
    const user = openGrading();
    // Ending with an error needs no output bag, unlike finishing.
    await user.click(await endButton());
    const dialog = await screen.findByRole('dialog', { name: 'End with error' });
    expect(dialog).toHaveTextContent('End this grading with an error? It cannot be continued');
    const confirm = within(dialog).getByRole('button', { name: 'End with error' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Reason/), '   ');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Scale broke ');
    await user.click(confirm);
    await waitFor(() => expect(failed).toHaveLength(1));
    expect(failed[0].body).toEqual({ reason: 'Scale broke' });
    expect(await screen.findByText('The grading ended with an error.')).toBeInTheDocument();
  });

  it('sends nothing when cancelled, and asks afresh the next time', async () => {
    const failed = answer('post', `/api/segregationUnits/${GRADING_UUID}/error`, {});
    const user = openGrading();
    await user.click(await endButton());
    let dialog = await screen.findByRole('dialog', { name: 'End with error' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Typo');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await endButton());
    dialog = await screen.findByRole('dialog', { name: 'End with error' });
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveValue('');
    expect(failed).toHaveLength(0);
  });

  it('ends the ongoing processing run with its own question and call', async () => {
    answer('get', '/api/processingUnits', [processing]);
    const failed = answer('post', '/api/processingUnits/p1/error', {});
    renderScreen(<ProcessingPanel hub={hubConfig({ type: 'RECYCLER' })} />, {
      url: '/hub-overview',
    });
    const user = userEvent.setup();
    await user.click(await endButton());
    const dialog = await screen.findByRole('dialog', { name: 'End with error' });
    expect(dialog).toHaveTextContent('End this processing run with an error?');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Shredder broke');
    await user.click(within(dialog).getByRole('button', { name: 'End with error' }));
    await waitFor(() => expect(failed[0]?.body).toEqual({ reason: 'Shredder broke' }));
  });

  it('speaks German to a German user', async () => {
    signIn({ language: 'DE' });
    await loadLanguage('DE');
    const user = openGrading();
    await user.click(await endButton('Mit Fehler beenden'));
    const dialog = await screen.findByRole('dialog', { name: 'Mit Fehler beenden' });
    expect(dialog).toHaveTextContent('Diese Sortierung mit einem Fehler beenden?');
    expect(within(dialog).getByLabelText(/^Grund/)).toBeInTheDocument();
  });
});
