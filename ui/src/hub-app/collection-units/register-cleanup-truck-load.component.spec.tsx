import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FileUpload } from '@cairn/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hubConfig, HUB_UUID, signIn } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { answer } from '../../testing/requests';
import RegisterCleanupTruckLoadPage from './register-cleanup-truck-load.page';

const PICTURE_UUID = '3c2b1a09-8f7e-4d6c-9b5a-493827160504';
const uploaded: FileUpload = {
  uuid: PICTURE_UUID,
  directLink: `https://files.test/${PICTURE_UUID}.jpg`,
  fileName: 'scale.jpg',
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

const open = async (enableRegistrationTruckPictureUpload: boolean) => {
  signIn();
  answer(
    'get',
    `/api/companies/${HUB_UUID}`,
    hubConfig({ features: ['TRUCK_LOAD_REGISTRATION'], enableRegistrationTruckPictureUpload }),
  );
  answer('post', '/api/fileUploads', uploaded);
  answer('get', `/api/fileUploads/${PICTURE_UUID}`, uploaded);
  renderScreen(<RegisterCleanupTruckLoadPage />, { url: '/register-cleanup-truck-load' });
  const user = userEvent.setup();
  const input = (await screen.findByText('Or upload a PDF or an image…'))
    .closest('label')!
    .querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File(['jpeg'], 'scale.jpg', { type: 'image/jpeg' }));
  await screen.findByRole('button', { name: 'Replace' });
};

describe('the cleanup truck load honours enableRegistrationTruckPictureUpload (issue 20)', () => {
  it('on: asks a picture of the truck once the weighbridge picture is taken', async () => {
    await open(true);
    expect(await screen.findByText('Take a picture of the truck')).toBeInTheDocument();
  });

  it('off: asks no truck picture', async () => {
    await open(false);
    expect(screen.queryByText('Take a picture of the truck')).toBeNull();
  });
});
