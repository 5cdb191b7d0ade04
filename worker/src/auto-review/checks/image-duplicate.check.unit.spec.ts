import { describe, expect, it } from 'vitest';
import { input, pictureEvidence, priorPicture } from './check.fixtures';
import { EvidenceUnavailable } from './check';
import { MAX_HASH_DISTANCE, imageDuplicateCheck } from './image-duplicate.check';

const withPrior = (...priorPictures: ReturnType<typeof priorPicture>[]) => ({
  priorPictures,
  hubEvents: [],
});
/** Flips the lowest `bits` bits of a 16-hex-digit hash. */
const flip = (hash: string, bits: number) =>
  (BigInt(`0x${hash}`) ^ ((1n << BigInt(bits)) - 1n)).toString(16).padStart(16, '0');

describe('IMAGE_DUPLICATE', () => {
  it('the same file used by an earlier event at another hub is a duplicate, and the finding links it', () => {
    const [finding] = imageDuplicateCheck.run(
      input({
        picture: pictureEvidence({ sha256: 'same', perceptualHash: null, colorHash: null }),
        history: withPrior(priorPicture({ sha256: 'same', perceptualHash: null })),
      }),
    );
    expect(finding).toEqual({
      tag: 'IMAGE_DUPLICATE',
      evidence: expect.objectContaining({
        duplicateOfHubEventUuid: 'e-old',
        duplicateOfHubName: 'Rhein Materials Hub Köln',
        sameFile: true,
      }),
    });
  });

  it('a near copy (perceptual hash within the distance, colours alike) is a duplicate; the closest earlier one is named', () => {
    const result = imageDuplicateCheck.run(
      input({
        history: withPrior(
          priorPicture({ hubEventUuid: 'far', perceptualHash: flip('ffff0000ffff0000', 5) }),
          priorPicture({ hubEventUuid: 'near', perceptualHash: flip('ffff0000ffff0000', 2) }),
        ),
      }),
    );
    expect(result).toHaveLength(1);
    expect(result[0].evidence).toMatchObject({
      duplicateOfHubEventUuid: 'near',
      sameFile: false,
      hashDistance: 2,
    });
  });

  it('boundary: a hash distance of MAX_HASH_DISTANCE is a copy, one bit more is not', () => {
    const at = imageDuplicateCheck.run(
      input({
        history: withPrior(
          priorPicture({ perceptualHash: flip('ffff0000ffff0000', MAX_HASH_DISTANCE) }),
        ),
      }),
    );
    const beyond = imageDuplicateCheck.run(
      input({
        history: withPrior(
          priorPicture({ perceptualHash: flip('ffff0000ffff0000', MAX_HASH_DISTANCE + 1) }),
        ),
      }),
    );
    expect(at).toHaveLength(1);
    expect(beyond).toEqual([]);
  });

  it('a different photo of the same scale with another reading is not a duplicate', () => {
    const picture = pictureEvidence({ ocrLines: ['12.5 kg'] });
    expect(
      imageDuplicateCheck.run(
        input({ picture, history: withPrior(priorPicture({ readWeight: 19.75 })) }),
      ),
    ).toEqual([]);
    expect(
      imageDuplicateCheck.run(
        input({ picture, history: withPrior(priorPicture({ readWeight: 12.5 })) }),
      ),
    ).toHaveLength(1);
  });

  it('another bag on the same scale (colours differ) is not a duplicate', () => {
    expect(
      imageDuplicateCheck.run(
        input({ history: withPrior(priorPicture({ colorHash: 'c0'.repeat(192) })) }),
      ),
    ).toEqual([]);
  });

  it('only earlier events count: a later one, or the event itself, is not what it duplicates', () => {
    const later = priorPicture({ createdAt: '2026-12-01T00:00:00.000Z', sha256: 'sha-new' });
    const itself = priorPicture({ hubEventUuid: 'e-new', sha256: 'sha-new' });
    expect(imageDuplicateCheck.run(input({ history: withPrior(later, itself) }))).toEqual([]);
  });

  it('a picture that could not be decoded is a failure, not "no finding"', () => {
    const picture = pictureEvidence({
      perceptualHash: null,
      colorHash: null,
      decodeError: 'pictureNotDecoded',
    });
    expect(() =>
      imageDuplicateCheck.run(input({ picture, history: withPrior(priorPicture()) })),
    ).toThrow(EvidenceUnavailable);
  });

  it('no picture, nothing to compare', () => {
    expect(
      imageDuplicateCheck.run(input({ picture: null, history: withPrior(priorPicture()) })),
    ).toEqual([]);
  });

  describe('looks at other insets (copies cropped by a few per cent)', () => {
    const centre = '0123456789abcdef';
    const look = (perceptualHash: string, colorHash = '80'.repeat(192)) => ({
      perceptualHash,
      colorHash,
      detailHash: null,
    });
    const cropPicture = (...looks: ReturnType<typeof look>[]) =>
      pictureEvidence({ perceptualHash: centre, looks });

    it("a prior that only one look matches is a duplicate, with that look's distance", () => {
      const result = imageDuplicateCheck.run(
        input({
          picture: cropPicture(
            look(flip('ffff0000ffff0000', 9)),
            look(flip('ffff0000ffff0000', 3)),
          ),
          history: withPrior(priorPicture()),
        }),
      );
      expect(result).toHaveLength(1);
      expect(result[0].evidence).toMatchObject({
        duplicateOfHubEventUuid: 'e-old',
        sameFile: false,
        hashDistance: 3,
      });
    });

    it('no look close enough: not a duplicate', () => {
      expect(
        imageDuplicateCheck.run(
          input({
            picture: cropPicture(look(flip('ffff0000ffff0000', 12))),
            history: withPrior(priorPicture()),
          }),
        ),
      ).toEqual([]);
    });

    it('boundary: a look at MAX_HASH_DISTANCE matches, one bit more does not; a look with other colours does not', () => {
      expect(
        imageDuplicateCheck.run(
          input({
            picture: cropPicture(look(flip('ffff0000ffff0000', MAX_HASH_DISTANCE))),
            history: withPrior(priorPicture()),
          }),
        ),
      ).toHaveLength(1);
      expect(
        imageDuplicateCheck.run(
          input({
            picture: cropPicture(look(flip('ffff0000ffff0000', MAX_HASH_DISTANCE + 1))),
            history: withPrior(priorPicture()),
          }),
        ),
      ).toEqual([]);
      expect(
        imageDuplicateCheck.run(
          input({
            picture: cropPicture(look('ffff0000ffff0000', 'c0'.repeat(192))),
            history: withPrior(priorPicture()),
          }),
        ),
      ).toEqual([]);
    });

    it('a look matching a prior whose scale reads another weight is still not a duplicate', () => {
      const picture = { ...cropPicture(look('ffff0000ffff0000')), ocrLines: ['12.5 kg'] };
      expect(
        imageDuplicateCheck.run(
          input({ picture, history: withPrior(priorPicture({ readWeight: 19.75 })) }),
        ),
      ).toEqual([]);
    });
  });
});
