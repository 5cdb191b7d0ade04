import {
  hubWithManager,
  picture,
  uploadPicture,
} from '../../command-service/test/harness/fixtures';
import type { TestApp } from '../../command-service/test/harness/test-app';

/**
 * A hub with its manager and 30 bags registered with one scale picture, as U1 and U2 seed it:
 * the overview's and the hub events list's pages are full.
 */
export const hubWithBags = async (t: TestApp, name: string) => {
  const hub = await hubWithManager(t, name);
  const upload = await uploadPicture(
    t,
    hub.token,
    '/api/fileUploads',
    await picture('scale-display-12-5-kg.png'),
    { latitude: '18.52', longitude: '73.85', accuracy: '12' },
  );
  for (let i = 0; i < 30; i++) {
    const answer = await t.call('POST', '/api/collectedMaterials', {
      token: hub.token,
      body: {
        registrationUnit: 'BAG',
        weight: String(10 + i),
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: upload.body.uuid,
      },
    });
    if (answer.status !== 201) throw new Error(`seed: ${answer.status}`);
  }
  return hub;
};
