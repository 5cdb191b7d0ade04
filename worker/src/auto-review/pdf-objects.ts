import { inflateSync } from 'node:zlib';

/**
 * The objects of a PDF file, enough to read its text layer: each object's dictionary text and its
 * decoded stream (FlateDecode or none; other filters are pictures and fonts, never text). Objects
 * packed in object streams (PDF 1.5) are unpacked too. Strings are latin1: one character a byte.
 */
export interface PdfObject { dict: string; stream: string | null }

const latin1 = (b: Buffer) => b.toString('latin1');
/** A stream that inflates beyond this is no weigh slip's page (a compression bomb): left unread. */
const MAX_STREAM_BYTES = 16 * 1024 * 1024;

const decodeStream = (dict: string, raw: Buffer): string | null => {
  const filters = /\/Filter\s*(\[[^\]]*\]|\/\w+)/.exec(dict)?.[1] ?? '';
  const names = filters.match(/\/\w+/g) ?? [];
  if (names.some((n) => n !== '/FlateDecode')) return null;
  if (names.length === 0) return latin1(raw);
  try {
    return latin1(inflateSync(raw, { finishFlush: 2 /* Z_SYNC_FLUSH: tolerate a stream cut short */, maxOutputLength: MAX_STREAM_BYTES }));
  } catch {
    return null;
  }
};

/** The stream's bytes: after `stream` and its end of line, up to `endstream` (the Length may be indirect). */
const streamBytes = (file: Buffer, from: number): Buffer | null => {
  let start = from;
  if (file[start] === 0x0d) start++;
  if (file[start] === 0x0a) start++;
  const end = file.indexOf('endstream', start, 'latin1');
  if (end < 0) return null;
  let stop = end;
  while (stop > start && (file[stop - 1] === 0x0a || file[stop - 1] === 0x0d)) stop--;
  return file.subarray(start, stop);
};

const unpackObjectStream = (objects: Map<number, PdfObject>, dict: string, body: string) => {
  const count = Number(/\/N\s+(\d+)/.exec(dict)?.[1] ?? 0);
  const first = Number(/\/First\s+(\d+)/.exec(dict)?.[1] ?? 0);
  const header = body.slice(0, first).trim().split(/\s+/).map(Number);
  for (let i = 0; i < count; i++) {
    const [num, offset] = [header[2 * i], header[2 * i + 1]];
    const next = i + 1 < count ? header[2 * i + 3] : body.length - first;
    if (!objects.has(num)) objects.set(num, { dict: body.slice(first + offset, first + next), stream: null });
  }
};

/** Every object by number; an empty map when the file is not a PDF. */
export const pdfObjects = (file: Buffer): Map<number, PdfObject> => {
  const objects = new Map<number, PdfObject>();
  if (!latin1(file.subarray(0, 1024)).includes('%PDF-')) return objects;
  const text = latin1(file);
  const header = /(\d+)\s+\d+\s+obj\b/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const bodyStart = match.index + match[0].length;
    const endobj = text.indexOf('endobj', bodyStart);
    const streamAt = text.indexOf('stream', bodyStart);
    const hasStream = streamAt >= 0 && (endobj < 0 || streamAt < endobj) && text.slice(streamAt - 3, streamAt) !== 'end';
    const dict = text.slice(bodyStart, hasStream ? streamAt : endobj < 0 ? text.length : endobj);
    const raw = hasStream ? streamBytes(file, streamAt + 'stream'.length) : null;
    const stream = raw ? decodeStream(dict, raw) : null;
    objects.set(Number(match[1]), { dict, stream });
    if (stream !== null && /\/Type\s*\/ObjStm/.test(dict)) unpackObjectStream(objects, dict, stream);
    if (raw) header.lastIndex = Math.max(header.lastIndex, file.indexOf('endstream', streamAt, 'latin1'));
  }
  return objects;
};
