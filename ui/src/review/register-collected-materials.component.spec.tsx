import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FileUpload } from '@cairn/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { hubConfig, HUB_UUID } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import { answer } from '../testing/requests';
import RegisterCollectedMaterialsPage from './register-collected-materials.page';

const URL_OF_PAGE = `/admin/hubs/${HUB_UUID}/register-collected-materials`;
const SAVE_PATH = '/api/admin/collectedMaterials';

const upload = (uuid: string, read: string): FileUpload => ({
  uuid,
  directLink: `https://files.test/${uuid}.png`,
  fileName: `${uuid}.png`,
  size: 4,
  mimeType: 'image/png',
  postAnalysisResults: [read],
  analysisResults: [],
});

beforeEach(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

/** The screen of a hub registering two material types; uploads answered in turn by `reads`. */
function openScreen(reads: string[] = []) {
  answer(
    'get',
    `/api/admin/companies/hubs/${HUB_UUID}`,
    hubConfig({
      name: 'Register Browser Hub',
      collectedMaterialTypes: ['PET_CLEAR', 'HDPE_MIXED'],
    }),
  );
  const uploads = answer('post', '/api/admin/fileUploads', (_call, index) =>
    Response.json(upload(`upload-${index + 1}`, reads[index] ?? 'EMPTY')),
  );
  const rendered = renderScreen(<RegisterCollectedMaterialsPage />, {
    url: URL_OF_PAGE,
    path: '/admin/hubs/:hubCompanyUuid/register-collected-materials',
  });
  return { ...rendered, uploads, user: userEvent.setup() };
}

const picker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
/** A picture's card, by its file name (shown cut to 22 characters, whole in its title). */
const card = (fileName: string) =>
  screen.getByTitle(fileName).closest('.material-card') as HTMLElement;
const png = (name: string) => new File(['png'], name, { type: 'image/png' });

/** A valid location and a material type, then the two pictures of the browser test. */
async function addTwoPictures(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/^Material type/), 'PET_CLEAR');
  await user.type(screen.getByLabelText(/^Latitude/), '18.52');
  await user.type(screen.getByLabelText(/^Longitude/), '73.85');
  await waitFor(() => expect(picker()).toBeEnabled());
  await user.upload(picker(), [png('label-8340-grams.png'), png('bag-on-scale-14-80-kg.png')]);
}

describe('registering collected materials for a hub (Document 1 §2, §5)', () => {
  it('names the hub and waits for a valid location before pictures can be picked', async () => {
    const { user } = openScreen();
    expect(
      await screen.findByRole('heading', {
        name: 'Register collected materials · Register Browser Hub',
      }),
    ).toBeInTheDocument();
    expect(picker()).toBeDisabled();
    await user.type(screen.getByLabelText(/^Latitude/), '90');
    await user.type(screen.getByLabelText(/^Longitude/), '73.85');
    expect(await screen.findByText('is invalid')).toBeInTheDocument();
    expect(picker()).toBeDisabled();
    await user.clear(screen.getByLabelText(/^Latitude/));
    await user.type(screen.getByLabelText(/^Latitude/), '18.52');
    await waitFor(() => expect(picker()).toBeEnabled());
  });

  it('uploads each picture with the location and prefills each weight from its own reading', async () => {
    const { user, uploads } = openScreen(['8340', '14.80 kg']);
    await screen.findByRole('heading', { name: /Register collected materials/ });
    await addTwoPictures(user);
    // 8340 has no decimal point, so it reads as grams (§9); 14.80 is kilograms as written.
    await waitFor(() =>
      expect(within(card('label-8340-grams.png')).getByLabelText('Weight')).toHaveValue('8.34'),
    );
    expect(within(card('bag-on-scale-14-80-kg.png')).getByLabelText('Weight')).toHaveValue('14.8');
    expect(uploads).toHaveLength(2);
    expect(uploads[0].body).toMatchObject({
      hubCompanyUuid: HUB_UUID,
      latitude: '18.52',
      longitude: '73.85',
    });
  });

  it('saves each card on its own, with its weight, the material type and its picture', async () => {
    const { user } = openScreen(['8340', '14.80 kg']);
    const saves = answer('post', SAVE_PATH, {});
    await screen.findByRole('heading', { name: /Register collected materials/ });
    await addTwoPictures(user);
    const grams = card('label-8340-grams.png');
    await waitFor(() => expect(within(grams).getByLabelText('Weight')).toHaveValue('8.34'));
    await user.click(within(grams).getByRole('button', { name: 'Save' }));
    expect(await within(grams).findByText('Saved')).toBeInTheDocument();
    expect(within(card('bag-on-scale-14-80-kg.png')).queryByText('Saved')).not.toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(saves[0].body).toEqual({
      weight: 8.34,
      materialType: 'PET_CLEAR',
      pictureFileUploadUuid: 'upload-1',
      hubCompanyUuid: HUB_UUID,
    });
  });

  it('marks a weight that is not a number and keeps its Save disabled', async () => {
    const { user } = openScreen(['8340', '14.80 kg']);
    await screen.findByRole('heading', { name: /Register collected materials/ });
    await addTwoPictures(user);
    const kilos = card('bag-on-scale-14-80-kg.png');
    const weight = await within(kilos).findByLabelText('Weight');
    await user.clear(weight);
    await user.type(weight, '14.8.0');
    expect(within(kilos).getByText('is invalid')).toBeInTheDocument();
    expect(within(kilos).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('asks before leaving with an unsaved picture; Stay keeps the page, and once all are saved it leaves', async () => {
    const { user, router } = openScreen(['8340', '14.80 kg']);
    answer('post', SAVE_PATH, {});
    await screen.findByRole('heading', { name: /Register collected materials/ });
    await addTwoPictures(user);
    const grams = card('label-8340-grams.png');
    const kilos = card('bag-on-scale-14-80-kg.png');
    await waitFor(() => expect(within(kilos).getByLabelText('Weight')).toHaveValue('14.8'));
    await user.click(within(grams).getByRole('button', { name: 'Save' }));
    await within(grams).findByText('Saved');
    await user.click(screen.getByRole('link', { name: '← Hubs' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(ask).toHaveTextContent('1 picture has not been saved.');
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(URL_OF_PAGE);
    await user.click(within(kilos).getByRole('button', { name: 'Save' }));
    await within(kilos).findByText('Saved');
    await user.click(screen.getByRole('link', { name: '← Hubs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/hubs'));
  });
});
