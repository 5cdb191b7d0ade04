import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { FileUpload, MaterialType } from '@cairn/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hubConfig, HUB_UUID, signIn } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import { answer, refusal } from '../testing/requests';
import { queuedMessage } from './evidence/use-save-to-overview';
import { outboxStore } from './outbox/outbox.store';
import RegisterMaterialBagPage from './register-material-bag.page';

const PICTURE_UUID = '3c2b1a09-8f7e-4d6c-9b5a-493827160504';
const BAGS = '/api/collectedMaterials';

/** The upload's answer; `read` is what the worker read on the scale's display. */
// 'EMPTY' holds no figure (the reading takes O, I, S and G for 0, 1, 5 and 6): no weight is prefilled.
const uploaded = (read: string[] = ['EMPTY']): FileUpload => ({
  uuid: PICTURE_UUID,
  directLink: `https://files.test/${PICTURE_UUID}.jpg`,
  fileName: 'bag.jpg',
  size: 4,
  mimeType: 'image/jpeg',
  postAnalysisResults: read,
  analysisResults: [],
});

// A file needs a position as a camera picture does (Document 3 §8): the device tells one.
beforeEach(() => {
  vi.stubGlobal('navigator', {
    ...navigator,
    onLine: true,
    geolocation: {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 18.52, longitude: 73.85, accuracy: 9 } } as GeolocationPosition),
    },
  });
  // The picture's preview.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => vi.unstubAllGlobals());

/** The bag form of a hub that allows document upload (the camera is not reachable in jsdom). */
function openBagForm(types: MaterialType[] = ['PET_CLEAR'], read?: string[], ocr = false) {
  signIn();
  answer(
    'get',
    `/api/companies/${HUB_UUID}`,
    hubConfig({ collectedMaterialTypes: types, enableOcrExperiment: ocr }),
  );
  const uploads = answer('post', '/api/fileUploads', uploaded(read));
  const rendered = renderScreen(<RegisterMaterialBagPage />, { url: '/register-material-bag' });
  const user = userEvent.setup();
  const attachPicture = async () => {
    const input = (await screen.findByText('Or upload a PDF or an image…'))
      .closest('label')!
      .querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['jpeg'], 'bag.jpg', { type: 'image/jpeg' }));
    await screen.findByRole('button', { name: 'Replace' });
  };
  return { ...rendered, user, uploads, attachPicture };
}

const weight = () => screen.getByLabelText(/^Weight/);
const save = () => screen.getByRole('button', { name: 'Save' });
const weightGroup = () => weight().closest('.bp6-form-group') as HTMLElement;

describe('registering a waste bag (Document 3 §2, §5)', () => {
  it('opens the camera at once and offers no file when the hub has enableDocumentUpload off', async () => {
    const getUserMedia = vi.fn(async () => ({ getTracks: () => [] }) as unknown as MediaStream);
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia },
      geolocation: { watchPosition: () => 1, clearWatch: () => undefined },
    });
    signIn();
    answer('get', `/api/companies/${HUB_UUID}`, hubConfig({ enableDocumentUpload: false }));
    const { unmount } = renderScreen(<RegisterMaterialBagPage />, {
      url: '/register-material-bag',
    });
    await waitFor(() => expect(getUserMedia).toHaveBeenCalled());
    expect(screen.queryByText('Or upload a PDF or an image…')).toBeNull();
    unmount(); // while the stubbed position watch is still there to be cleared
  });

  it('keeps Save disabled until a picture is uploaded and a weight is typed', async () => {
    const { user, attachPicture } = openBagForm();
    await screen.findByRole('heading', { name: 'Register waste bag' });
    expect(save()).toBeDisabled();
    await user.type(weight(), '12.5');
    expect(save()).toBeDisabled();
    await attachPicture();
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('uploads the picture with where and when it was taken', async () => {
    const before = Date.now();
    const { attachPicture, uploads } = openBagForm();
    await attachPicture();
    expect(uploads).toHaveLength(1);
    // (jsdom's File reaches the request without its name: the file is checked to be there.)
    expect(uploads[0].body).toEqual({
      file: expect.stringMatching(/^file /),
      latitude: '18.52',
      longitude: '73.85',
      accuracy: '9',
      capturedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    // The picked file's time (made just now by the test), sent as the picture's capture time (issue 31).
    const takenAt = Date.parse((uploads[0].body as { capturedAt: string }).capturedAt);
    expect(takenAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(takenAt).toBeLessThanOrEqual(Date.now());
  });

  it('prefills the weight from the scale’s display the worker read (OCR experiment on)', async () => {
    const { attachPicture } = openBagForm(['PET_CLEAR'], ['12,5 kg'], true);
    await attachPicture();
    await waitFor(() => expect(weight()).toHaveValue('12.5'));
  });

  it('leaves the weight to the operator when the hub is not in the OCR experiment', async () => {
    const { attachPicture } = openBagForm(['PET_CLEAR'], ['12,5 kg'], false);
    await attachPicture();
    // The automatic review still compares the reading with what is typed; only the prefill is off.
    await screen.findByRole('img', { name: 'Picture' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(weight()).toHaveValue('');
  });

  it('shows the contract’s message under Weight for a weight that is not a number', async () => {
    const { user, attachPicture } = openBagForm();
    await attachPicture();
    await user.type(weight(), '12kg');
    // Shown once the field is left (Document 1 §8).
    await user.click(screen.getByRole('heading', { name: 'Register waste bag' }));
    await waitFor(() => expect(weightGroup()).toHaveTextContent('is invalid'));
    expect(save()).toBeDisabled();
  });

  it('says under Weight that it is required as soon as the empty field is left (issue 31)', async () => {
    const { user, attachPicture } = openBagForm();
    await attachPicture();
    await user.click(weight());
    expect(weightGroup()).not.toHaveTextContent('is required');
    await user.tab();
    await waitFor(() => expect(weightGroup()).toHaveTextContent('is required'));
  });

  it('takes at most 10 characters of weight (the contract’s limit)', async () => {
    const { user, attachPicture } = openBagForm();
    await attachPicture();
    await user.type(weight(), '1234567.891');
    expect(weight()).toHaveValue('1234567.89');
  });

  it('needs a material type when the hub registers several', async () => {
    const { user, attachPicture } = openBagForm(['PET_CLEAR', 'HDPE_MIXED']);
    await attachPicture();
    await user.type(weight(), '12.5');
    expect(save()).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/^Material type/), 'HDPE_MIXED');
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('sends the bag with its picture, the weight as a number, and goes back to the overview', async () => {
    const { user, attachPicture, router } = openBagForm();
    const calls = answer('post', BAGS, () => Response.json({ uuid: 'bag-1' }, { status: 201 }));
    await attachPicture();
    await user.type(weight(), '12,5'); // a comma is a decimal point
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/hub-overview'));
    expect(calls[0].body).toEqual({
      registrationUnit: 'BAG',
      weight: 12.5,
      materialType: 'PET_CLEAR',
      pictureFileUploadUuid: PICTURE_UUID,
      capturedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), // when it was saved here (issue 31)
    });
    expect(calls[0].headers.get('idempotency-key')).toBeTruthy();
  });

  it('shows the server’s field error under Weight and keeps every value', async () => {
    const { user, attachPicture, router } = openBagForm(['PET_CLEAR', 'HDPE_MIXED']);
    answer('post', BAGS, () =>
      refusal(400, {
        errorMessageKey: 'validationError',
        fieldErrors: { weight: 'validationMin' },
      }),
    );
    await attachPicture();
    // A weight the form accepts and this server refuses: what is shown is the server's error.
    await user.type(weight(), '0.5');
    await user.selectOptions(screen.getByLabelText(/^Material type/), 'HDPE_MIXED');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(weightGroup()).toHaveTextContent('is too small'));
    expect(screen.getByText('Some fields are invalid.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register-material-bag');
    expect(weight()).toHaveValue('0.5');
    expect(screen.getByLabelText(/^Material type/)).toHaveValue('HDPE_MIXED');
    expect(screen.getByRole('img', { name: 'Picture' })).toBeInTheDocument();
  });

  it('keeps the server’s field error until the weight changes', async () => {
    const { user, attachPicture } = openBagForm();
    answer('post', BAGS, () => refusal(400, { fieldErrors: { weight: 'validationMin' } }));
    await attachPicture();
    await user.type(weight(), '0.5');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(weightGroup()).toHaveTextContent('is too small'));
    await user.click(screen.getByRole('heading', { name: 'Register waste bag' }));
    expect(weightGroup()).toHaveTextContent('is too small');
    await user.type(weight(), '5');
    await waitFor(() => expect(weightGroup()).not.toHaveTextContent('is too small'));
  });

  it('sends the same Idempotency-Key again when the save is retried after a refusal', async () => {
    const { user, attachPicture } = openBagForm();
    let first = true;
    const calls = answer('post', BAGS, () => {
      if (!first) return Response.json({ uuid: 'bag-1' }, { status: 201 });
      first = false;
      return refusal(409, { errorMessage: 'Try again.' });
    });
    await attachPicture();
    await user.type(weight(), '12.5');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await screen.findByText('Try again.');
    await user.click(save());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].headers.get('idempotency-key')).toBe(calls[0].headers.get('idempotency-key'));
  });

  it('keeps the bag on the phone when no answer comes, says so, and goes back to the overview', async () => {
    const { user, attachPicture, router } = openBagForm();
    answer('post', BAGS, () => HttpResponse.error());
    await attachPicture();
    await user.type(weight(), '12.5');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/hub-overview'));
    expect(await screen.findByText(queuedMessage())).toBeInTheDocument();
    expect(await outboxStore.list()).toMatchObject([
      { label: 'Waste bag', path: BAGS, state: 'waiting', body: { weight: 12.5 } },
    ]);
  });
});
