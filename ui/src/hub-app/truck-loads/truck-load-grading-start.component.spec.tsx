import { screen, within } from '@testing-library/react';
import type { RegisteredMaterialView } from '@cairn/contracts';
import { describe, expect, it } from 'vitest';
import { hubConfig, HUB_UUID, signIn } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { answer } from '../../testing/requests';
import { RecyclerGradingStart } from './truck-load-grading-start';

const load = (uuid: string, materialType: string): RegisteredMaterialView => ({
  uuid,
  weighedAt: '2026-11-25T08:00:00.000Z',
  weight: 500,
  formattedWeight: '500.00',
  quantityUnit: 'KG',
  materialType,
  supplier: 'Market',
  licensePlate: 'B 1 XY',
  internalId: null,
  transportOwner: null,
  ongoingTransportUuid: null,
  state: 'REGISTERED',
});

describe("a recycler's grading start (issue 20: segregationInputMaterialTypes)", () => {
  it('offers Grade only on truck loads of a material the hub grades', async () => {
    signIn();
    answer(
      'get',
      `/api/companies/${HUB_UUID}`,
      hubConfig({ type: 'RECYCLER', segregationInputMaterialTypes: ['PET_CLEAR'] }),
    );
    answer('get', '/api/registeredMaterials', [load('a', 'PET_CLEAR'), load('b', 'HDPE_MIXED')]);
    renderScreen(<RecyclerGradingStart />, { url: '/hub-overview' });
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    await within(rows[0]).findByRole('button', { name: 'Grade' });
    expect(within(rows[1]).queryByRole('button', { name: 'Grade' })).toBeNull();
  });
});
