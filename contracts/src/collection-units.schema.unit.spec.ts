import { describe, expect, it } from 'vitest';
import { FinishCollectionRequest, hubUuidFromQrText } from './collection-units.schema';
import { fieldErrorsOf } from './validation';

const uuid = '3f9a1c2e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

describe('check-in QR text', () => {
  it('takes the 36-character hub id at the end of /identity/hub/', () => {
    expect(hubUuidFromQrText(`https://cairn.example/identity/hub/${uuid}`)).toBe(uuid);
    expect(hubUuidFromQrText(`http://localhost:3000/identity/hub/${uuid.toUpperCase()}\n`)).toBe(
      uuid,
    );
  });
  it('refuses other codes: a collector card, a shorter id, text after the id', () => {
    expect(hubUuidFromQrText(`https://cairn.example/identity/collector/${uuid}`)).toBeNull();
    expect(hubUuidFromQrText('https://cairn.example/identity/hub/3f9a1c2e')).toBeNull();
    expect(hubUuidFromQrText(`https://cairn.example/identity/hub/${uuid}/x`)).toBeNull();
  });
});

describe('finish collection body', () => {
  it('is a weigh slip or empty', () => {
    expect(FinishCollectionRequest.parse({})).toEqual({ quantityUnit: 'KG' });
    expect(
      FinishCollectionRequest.parse({ weight: '7,5', weighSlipPictureFileUploadUuid: uuid }),
    ).toEqual({ weight: 7.5, quantityUnit: 'KG', weighSlipPictureFileUploadUuid: uuid });
    const half = FinishCollectionRequest.safeParse({ weighSlipPictureFileUploadUuid: uuid });
    expect(half.success ? {} : fieldErrorsOf(half.error)).toEqual({ weight: 'validationRequired' });
  });
});
