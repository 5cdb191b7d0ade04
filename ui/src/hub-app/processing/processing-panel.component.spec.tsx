import { screen } from '@testing-library/react';
import type { ProcessingUnitView } from '@cairn/contracts';
import { describe, expect, it } from 'vitest';
import { hubConfig } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { answer } from '../../testing/requests';
import { ONGOING_PROCESSING_PATH } from './ongoing-processing';
import { ProcessingPanel } from './processing-panel';

const unit = (processingSteps: ProcessingUnitView['processingSteps']): ProcessingUnitView => ({
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
  processingSteps,
  errorReason: null,
  outputMaterialBags: [],
});

describe('the ongoing processing shows its processing steps (issue 20)', () => {
  it('lists the steps recorded on the unit, in order', async () => {
    answer('get', ONGOING_PROCESSING_PATH, [unit(['WASHING', 'SHREDDING'])]);
    renderScreen(<ProcessingPanel hub={hubConfig({ type: 'RECYCLER' })} />, {
      url: '/hub-overview',
    });
    expect(await screen.findByTestId('processing-steps')).toHaveTextContent(/Washing → Shredding/i);
  });

  it('shows no steps line for a unit without steps', async () => {
    answer('get', ONGOING_PROCESSING_PATH, [unit([])]);
    renderScreen(<ProcessingPanel hub={hubConfig({ type: 'RECYCLER' })} />, {
      url: '/hub-overview',
    });
    await screen.findByTestId('ongoing-processing');
    expect(screen.queryByTestId('processing-steps')).toBeNull();
  });
});
