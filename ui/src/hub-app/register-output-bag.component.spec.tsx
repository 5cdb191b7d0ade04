import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FileUpload } from '@cairn/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hubConfig, HUB_UUID, signIn } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import { answer } from '../testing/requests';
import RegisterOutputBagPage from './register-output-bag.page';

const UNIT = 'a1b2c3d4-0000-4000-8000-000000000001';
const PICTURE_UUID = '3c2b1a09-8f7e-4d6c-9b5a-493827160504';
const uploaded: FileUpload = {
  uuid: PICTURE_UUID,
  directLink: `https://files.test/${PICTURE_UUID}.jpg`,
  fileName: 'bale.jpg',
  size: 4,
  mimeType: 'image/jpeg',
  postAnalysisResults: ['EMPTY'],
  analysisResults: [],
};

beforeEach(() => {
  vi.stubGlobal('navigator', {
    ...navigator,
    onLine: true,
    geolocation: {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 18.52, longitude: 73.85, accuracy: 9 } } as GeolocationPosition),
    },
  });
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => vi.unstubAllGlobals());

/** The output bag form of a grading hub, with or without enableBaleSegregationOutput. */
async function fillOutputForm(enableBaleSegregationOutput: boolean) {
  signIn();
  answer(
    'get',
    `/api/companies/${HUB_UUID}`,
    hubConfig({
      features: ['MATERIAL_SEGREGATION'],
      segregationOutputMaterialTypes: ['PET_CLEAR'],
      enableBaleSegregationOutput,
    }),
  );
  answer('post', '/api/fileUploads', uploaded);
  answer('get', '/api/segregationUnits', []);
  const sent = answer('post', `/api/segregationUnits/${UNIT}/outputMaterialBags`, () =>
    Response.json({ uuid: 'o1' }, { status: 201 }),
  );
  const rendered = renderScreen(<RegisterOutputBagPage />, {
    url: `/segregation-unit/${UNIT}/register-output-material-bag`,
    path: '/segregation-unit/:segregationUnitUuid/register-output-material-bag',
  });
  const user = userEvent.setup();
  const input = (await screen.findByText('Or upload a PDF or an image…'))
    .closest('label')!
    .querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File(['jpeg'], 'bale.jpg', { type: 'image/jpeg' }));
  await screen.findByRole('button', { name: 'Replace' });
  await user.type(screen.getByLabelText(/^Weight/), '40');
  return { ...rendered, user, sent };
}
const save = () => screen.getByRole('button', { name: 'Save' });

describe('a grading output registered as a bag or a bale (enableBaleSegregationOutput, issue 20)', () => {
  it('with the setting, offers Bag or Bale and sends the bale as registrationUnit BALE', async () => {
    const { user, sent, router } = await fillOutputForm(true);
    expect(screen.getByRole('radio', { name: 'Bag' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Bale' }));
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/finish-grading'));
    expect(sent[0].body).toEqual({
      weight: 40,
      materialType: 'PET_CLEAR',
      pictureFileUploadUuid: PICTURE_UUID,
      registrationUnit: 'BALE',
      // The time it was saved, put in by the outbox (issue 31).
      capturedAt: expect.any(String),
    });
  });

  it('without it, offers no choice and sends a bag as before', async () => {
    const { user, sent } = await fillOutputForm(false);
    expect(screen.queryByRole('radio', { name: 'Bale' })).not.toBeInTheDocument();
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({
      weight: 40,
      materialType: 'PET_CLEAR',
      pictureFileUploadUuid: PICTURE_UUID,
      capturedAt: expect.any(String),
    });
  });
});
