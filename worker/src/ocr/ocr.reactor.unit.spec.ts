import { describe, expect, it, vi } from 'vitest';
import type { DomainEvent, EventData, StoredEvent } from '@cairn/contracts';
import type { OcrEngine } from './ocr-engine.port';
import { analyzeUpload, type AnalyzeUploadDeps } from './ocr.reactor';

const NOW = '2025-03-01T10:00:00.000Z';
const PICTURE = Buffer.from('png bytes');

const stored = <E extends DomainEvent>(event: E): StoredEvent<E> => ({
  ...event,
  id: 'evt-1',
  schemaVersion: 1,
  streamId: `file-${'uuid' in event.data ? event.data.uuid : 'x'}`,
  streamPosition: 0,
  globalPosition: '1',
  metadata: {
    actorUuid: 'user-1',
    commandId: 'cmd-1',
    correlationId: 'cmd-1',
    causationId: null,
    occurredAt: NOW,
  },
});

const fileUploaded = (overrides: Partial<EventData<'FileUploaded'>> = {}) =>
  stored({
    type: 'FileUploaded',
    data: {
      uuid: 'file-1',
      hubUuid: 'hub-1',
      sha256: 'abc123',
      fileName: 'scale.jpg',
      size: PICTURE.length,
      mimeType: 'image/jpeg',
      latitude: null,
      longitude: null,
      accuracy: null,
      uploadedAt: '2025-03-01T09:59:00.000Z',
      ...overrides,
    },
  });

const fakeOcr = (
  recognize: OcrEngine['recognize'] = async () => ['12.5 kg'],
): OcrEngine & { recognize: ReturnType<typeof vi.fn> } => ({
  recognize: vi.fn(recognize),
  close: async () => undefined,
});

const deps = (
  overrides: Partial<AnalyzeUploadDeps> = {},
): AnalyzeUploadDeps & { log: ReturnType<typeof vi.fn> } =>
  ({
    readBlob: async (sha256) => (sha256 === 'abc123' ? PICTURE : null),
    ocr: fakeOcr(),
    now: () => NOW,
    log: vi.fn(),
    ...overrides,
  }) as AnalyzeUploadDeps & { log: ReturnType<typeof vi.fn> };

describe('analyzeUpload (OCR reactor)', () => {
  it('given an uploaded image, when analyzed, then FileAnalyzed carries the recognized lines', async () => {
    const ocr = fakeOcr(async () => ['12.5 kg', 'TARE 0.0']);

    const result = await analyzeUpload(fileUploaded(), deps({ ocr }));

    expect(result).toEqual({
      type: 'FileAnalyzed',
      data: {
        uuid: 'file-1',
        engine: 'tesseract.js',
        results: ['12.5 kg', 'TARE 0.0'],
        analyzedAt: NOW,
      },
    });
    expect(ocr.recognize).toHaveBeenCalledWith(PICTURE);
  });

  it('given an image mime type in capitals, when analyzed, then it is recognized', async () => {
    const result = await analyzeUpload(fileUploaded({ mimeType: 'IMAGE/PNG' }), deps());

    expect(result?.data.results).toEqual(['12.5 kg']);
  });

  it('given an uploaded PDF, when analyzed, then nothing is produced and OCR is not called', async () => {
    const ocr = fakeOcr();

    const result = await analyzeUpload(
      fileUploaded({ mimeType: 'application/pdf', fileName: 'x.pdf' }),
      deps({ ocr }),
    );

    expect(result).toBeNull();
    expect(ocr.recognize).not.toHaveBeenCalled();
  });

  it('given another event type, when analyzed, then nothing is produced', async () => {
    const ocr = fakeOcr();

    const result = await analyzeUpload(
      stored({ type: 'HubPaused', data: { uuid: 'hub-1', at: NOW } }),
      deps({ ocr }),
    );

    expect(result).toBeNull();
    expect(ocr.recognize).not.toHaveBeenCalled();
  });

  it('given recognition fails, when analyzed, then FileAnalyzed has no results and the error is logged', async () => {
    const failure = new Error('wasm out of memory');
    const d = deps({
      ocr: fakeOcr(async () => {
        throw failure;
      }),
    });

    const result = await analyzeUpload(fileUploaded(), d);

    expect(result).toEqual({
      type: 'FileAnalyzed',
      data: { uuid: 'file-1', engine: 'tesseract.js', results: [], analyzedAt: NOW },
    });
    expect(d.log).toHaveBeenCalledWith(expect.stringContaining('file-1'), failure);
  });

  it('given the blob is missing, when analyzed, then FileAnalyzed has no results and it is logged', async () => {
    const ocr = fakeOcr();
    const d = deps({ ocr, readBlob: async () => null });

    const result = await analyzeUpload(fileUploaded(), d);

    expect(result?.data.results).toEqual([]);
    expect(ocr.recognize).not.toHaveBeenCalled();
    expect(d.log).toHaveBeenCalledWith(expect.stringContaining('abc123'));
  });

  it('given the blob store fails, when analyzed, then the error is thrown for the job runner to retry', async () => {
    const d = deps({
      readBlob: async () => {
        throw new Error('EIO');
      },
    });

    await expect(analyzeUpload(fileUploaded(), d)).rejects.toThrow('EIO');
  });
});
