import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SegregationUnitView } from '@cairn/contracts';
import { describe, expect, it } from 'vitest';
import { hubConfig } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import { answer } from '../testing/requests';
import { GradingPanel } from './grading-panel';

const ONGOING = '/api/segregationUnits';
const UNIT_UUID = 'a1b2c3d4-0000-4000-8000-000000000001';

const unit = (outputMaterialBagCount: number): SegregationUnitView => ({
  uuid: UNIT_UUID,
  state: 'PROCESSING',
  errorReason: null,
  createdAt: '2026-11-25T08:00:00.000Z',
  originalMaterialType: null,
  inputTrackedItemsCount: 0,
  weight: 12.5,
  formattedWeight: '12.50',
  quantityUnit: 'KG',
  outputMaterialBagCount,
  formattedMaterialTotal: '0.00',
  materialBreakdown: {},
  collectedMaterials: [
    {
      uuid: 'b1',
      registrationUnit: 'BAG',
      weight: 12.5,
      materialType: 'PET_CLEAR',
      trackedItemUuid: null,
    },
  ],
  registeredMaterials: [],
});

function openGrading() {
  const rendered = renderScreen(<GradingPanel hub={hubConfig()} />, { url: '/hub-overview' });
  return { ...rendered, user: userEvent.setup() };
}

describe('the Grading tab (Document 3 §2, §4)', () => {
  it('starts a grading of the waste bags once the instruction is read, and records its view', async () => {
    answer('get', ONGOING, []);
    answer('get', '/api/collectedMaterials/mixed', []);
    answer('get', '/api/userInstructionViews', { viewsCount: 0 });
    const views = answer('post', '/api/userInstructionViews', {});
    const grade = answer('post', '/api/collectedMaterials/grade', {});
    const { user } = openGrading();
    expect(await screen.findByText('No grading in progress')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start grading' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grading the waste bags' });
    expect(grade).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(grade).toHaveLength(1));
    expect(views[0].body).toEqual({ instruction: 'FINISH_MATERIAL_GRADING' });
    expect(grade[0].body).toEqual({});
  });

  it('starts at once, without the instruction, once it was seen more than three times', async () => {
    answer('get', ONGOING, []);
    answer('get', '/api/collectedMaterials/mixed', []);
    answer('get', '/api/userInstructionViews', { viewsCount: 4 });
    const grade = answer('post', '/api/collectedMaterials/grade', {});
    const { user } = openGrading();
    await user.click(await screen.findByRole('button', { name: 'Start grading' }));
    await waitFor(() => expect(grade).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('grades a container on its own, naming it in the request', async () => {
    answer('get', ONGOING, []);
    answer('get', '/api/collectedMaterials/mixed', [
      {
        uuid: 'c0ffee00-0000-4000-8000-000000000001',
        registrationUnit: 'CONTAINER',
        materialType: 'HDPE_MIXED',
        weight: 80,
        quantityUnit: 'KG',
        licensePlate: null,
        createdAt: '2026-11-25T08:00:00.000Z',
      },
    ]);
    answer('get', '/api/userInstructionViews', { viewsCount: 4 });
    const grade = answer('post', '/api/collectedMaterials/grade', {});
    const { user } = openGrading();
    await user.click(await screen.findByRole('button', { name: 'Grade container of HDPE mixed' }));
    await waitFor(() => expect(grade).toHaveLength(1));
    expect(grade[0].body).toEqual({
      collectedMaterialUuid: 'c0ffee00-0000-4000-8000-000000000001',
    });
  });

  it('keeps Finish grading disabled until an output bag is registered, and says so', async () => {
    answer('get', ONGOING, [unit(0)]);
    openGrading();
    const finish = await screen.findByRole('button', { name: 'Finish grading' });
    expect(finish).toBeDisabled();
    expect(screen.getByText('Register at least one output bag to finish.')).toBeInTheDocument();
  });

  it('finishes the ongoing grading after the question is confirmed', async () => {
    answer('get', ONGOING, [unit(2)]);
    const finish = answer('post', `/api/segregationUnits/${UNIT_UUID}/finish`, {});
    const { user } = openGrading();
    await user.click(await screen.findByRole('button', { name: 'Finish grading' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish grading' });
    expect(dialog).toHaveTextContent('Its output bags are final');
    expect(finish).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Finish grading' }));
    await waitFor(() => expect(finish).toHaveLength(1));
  });

  it('goes to the output bag form of the ongoing grading', async () => {
    answer('get', ONGOING, [unit(0)]);
    const { user, router } = openGrading();
    await user.click(await screen.findByRole('button', { name: 'Register output bag' }));
    expect(router.state.location.pathname).toBe(
      `/segregation-unit/${UNIT_UUID}/register-output-material-bag`,
    );
  });
});
