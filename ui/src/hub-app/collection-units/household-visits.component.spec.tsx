import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CollectionUnitView, CollectionUnitsSummary, Feature } from '@cairn/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { hubConfig, signIn } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { answer } from '../../testing/requests';
import { forgetPickupPoint, rememberPickupPoint } from './active-pickup-point';
import { CollectionPanel } from './collection-panel';

const UNIT = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
const POINT = { uuid: '2c3d4e5f-6071-4b8c-9d0e-1f2a3b4c5d6e', name: 'Kothrud Point' };
const round = (
  visits: Partial<CollectionUnitView['householdVisits']> = {},
): CollectionUnitView => ({
  uuid: UNIT,
  state: 'IN_PROGRESS',
  createdAt: '2026-11-28T08:00:00.000Z',
  finishedAt: null,
  pickUpPointsVisited: 0,
  collectedUnitsCount: 0,
  collectedQuantityTotal: 0,
  collectedQuantityUnit: 'KG',
  collectedUnitsCountByPickupPoint: {},
  householdVisits: { FEE_PAID: 0, NO_WASTE: 0, VACANT: 0, ...visits },
  transporterLicensePlate: 'MH-12-AB-1234',
  transporterPictureFileUploadUuid: 'p',
  weight: null,
  quantityUnit: null,
});
const summary: CollectionUnitsSummary = {
  collectionUnitCount: 1,
  collectedMaterialsCount: 0,
  householdVisitsCount: 0,
  totalQuantity: 0,
  totalQuantityUnit: 'KG',
};

function openPanel(features: Feature[], ongoing = round()) {
  signIn();
  answer('get', '/api/collectionUnits/summary', summary);
  answer('get', '/api/collectionUnits/ongoing', ongoing);
  renderScreen(
    <CollectionPanel hub={hubConfig({ features: ['MATERIAL_COLLECTION', ...features] })} />,
  );
  return userEvent.setup();
}
afterEach(() => forgetPickupPoint());

describe('household visits on the round (issue 20 item 5)', () => {
  it('offers only the outcomes whose feature the hub has, and posts one at the pick-up point', async () => {
    rememberPickupPoint(POINT);
    const user = openPanel(['COLLECTOR_HOUSEHOLD_VACANT', 'COLLECTOR_HOUSEHOLD_NO_WASTE']);
    const visits = await screen.findByRole('region', { name: 'Household visits without material' });
    expect(within(visits).getByRole('button', { name: 'Vacant' })).toBeInTheDocument();
    expect(within(visits).getByRole('button', { name: 'No waste' })).toBeInTheDocument();
    expect(within(visits).queryByRole('button', { name: 'Fee paid' })).toBeNull();

    const sent = answer(
      'post',
      `/api/collectionUnits/${UNIT}/householdVisits`,
      round({ VACANT: 1 }),
    );
    answer('get', '/api/collectionUnits/ongoing', round({ VACANT: 1 }));
    answer('get', '/api/collectionUnits/summary', { ...summary, householdVisitsCount: 1 });
    await user.click(within(visits).getByRole('button', { name: 'Vacant' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({ outcome: 'VACANT', supplierUuid: POINT.uuid });
    await waitFor(() =>
      expect(screen.getByTestId('household-visit-counts')).toHaveTextContent(
        'No waste: 0 · Vacant: 1',
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('collection-summary')).toHaveTextContent(
        '1visits without material',
      ),
    );
  });

  it('shows no household visit buttons to a hub without the features', async () => {
    openPanel([]);
    await screen.findByTestId('ongoing-collection');
    expect(screen.queryByRole('region', { name: 'Household visits without material' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Vacant' })).toBeNull();
  });
});
