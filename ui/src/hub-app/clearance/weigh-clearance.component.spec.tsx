import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MaterialClearanceRow } from '@cairn/contracts';
import { hubConfig, HUB_UUID, signIn } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { answer } from '../../testing/requests';
import WeighClearancePage from './weigh-clearance.page';

const CLEARANCE_UUID = '3d0f5f0e-8a51-4c4b-9d1e-2b7f6a1c0e11';
const loaded: Partial<MaterialClearanceRow> = {
  uuid: CLEARANCE_UUID,
  hubUuid: HUB_UUID,
  kind: 'MATERIAL_CLEARANCE',
  state: 'LOADED',
  buyer: 'Bharat Polymers',
  transporterLicensePlate: 'MH 12 AB 1234',
  materialTypes: ['PET_CLEAR'],
  partialClearance: false,
  estimatedWeight: null,
  quantityUnit: 'KG',
  stockTaken: [{ materialType: 'PET_CLEAR', quantity: 42.5 }],
  weight: null,
  weighedAt: null,
  createdAt: '2026-11-30T09:00:00.000Z',
};

const open = (showClearanceWeight: boolean) => {
  signIn();
  answer('get', `/api/companies/${HUB_UUID}`, hubConfig({ showClearanceWeight }));
  answer('get', '/api/materialClearances', [loaded]);
  renderScreen(<WeighClearancePage kind="MATERIAL_CLEARANCE" />, {
    url: `/weigh-collection-center-material-clearance/${CLEARANCE_UUID}`,
    path: '/weigh-collection-center-material-clearance/:materialClearanceUuid',
  });
};

describe('showClearanceWeight on the weigh step (Document 3 §6)', () => {
  it('on: the weight that left the stock is shown beside the scale', async () => {
    open(true);
    expect(await screen.findByTestId('weigh-clearance-summary')).toBeInTheDocument();
    expect(screen.getByText(/Loaded from stock: 42\.50 kg/)).toBeInTheDocument();
  });

  it('off: the weigher reads only the scale', async () => {
    open(false);
    expect(await screen.findByTestId('weigh-clearance-summary')).toBeInTheDocument();
    expect(screen.queryByText(/Loaded from stock/)).toBeNull();
  });
});
