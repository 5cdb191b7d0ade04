import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FileUpload } from '@cairn/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hubConfig, HUB_UUID, signIn } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import { answer } from '../testing/requests';
import RegisterMaterialBagPage from './register-material-bag.page';

const PICTURE_UUID = '3c2b1a09-8f7e-4d6c-9b5a-493827160504';
const uploaded: FileUpload = {
  uuid: PICTURE_UUID,
  directLink: `https://files.test/${PICTURE_UUID}.jpg`,
  fileName: 'bag.jpg',
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

const openBagForm = async (requiresMaterialCollectionSource: boolean) => {
  signIn();
  answer('get', `/api/companies/${HUB_UUID}`, hubConfig({ requiresMaterialCollectionSource }));
  answer('post', '/api/fileUploads', uploaded);
  const sent = answer('post', '/api/collectedMaterials', () =>
    Response.json({ uuid: 'bag-1' }, { status: 201 }),
  );
  renderScreen(<RegisterMaterialBagPage />, { url: '/register-material-bag' });
  const user = userEvent.setup();
  const input = (await screen.findByText('Or upload a PDF or an image…'))
    .closest('label')!
    .querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File(['jpeg'], 'bag.jpg', { type: 'image/jpeg' }));
  await screen.findByRole('button', { name: 'Replace' });
  await user.type(screen.getByLabelText(/^Weight/), '12.5');
  return { user, sent };
};
const save = () => screen.getByRole('button', { name: 'Save' });

describe('requiresMaterialCollectionSource on the bag form (issue 20)', () => {
  it('on: the material source is asked, Save waits for it, and it is sent', async () => {
    const { user, sent } = await openBagForm(true);
    expect(save()).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/^Material source/), 'HOUSEHOLD');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ materialSourceType: 'HOUSEHOLD' });
  });

  it('off: no material source is asked', async () => {
    await openBagForm(false);
    expect(screen.queryByLabelText(/^Material source/)).toBeNull();
    await waitFor(() => expect(save()).toBeEnabled());
  });
});
