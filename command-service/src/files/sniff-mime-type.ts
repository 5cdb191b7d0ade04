import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic'];
export const IMAGE_OR_PDF = [...IMAGE_TYPES, 'application/pdf'];
export const EVIDENCE_TYPES = [...IMAGE_OR_PDF, 'video/mp4', 'video/quicktime'];

/** file-type's names for what Cairn stores under one type (an iPhone's HEIF is kept as image/heic). */
const SAME_AS: Record<string, string> = {
  'image/heif': 'image/heic',
  'image/heic-sequence': 'image/heic',
  'image/heif-sequence': 'image/heic',
  'video/x-m4v': 'video/mp4',
};
/** The images libvips decodes here (sharp's own build has no HEVC, so HEIC is judged by its container). */
const DECODED = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/**
 * An image is accepted only when it decodes whole: a PNG header followed by a script does not. The
 * picture is decoded at a small size (JPEG shrinks on load; a 12 MP photo takes ~160 ms here).
 */
const decodes = async (b: Buffer): Promise<boolean> =>
  sharp(b, { failOn: 'error', limitInputPixels: 100_000_000 })
    .resize(32, 32, { fit: 'inside' })
    .raw()
    .toBuffer()
    .then(
      () => true,
      () => false,
    );

/**
 * A PDF's structure: its header, at least one indirect object, a trailer (or a cross-reference
 * stream) and the end-of-file marker near the end, as every PDF writer leaves them.
 */
const isPdf = (b: Buffer): boolean => {
  const text = b.toString('latin1');
  return (
    /^%PDF-\d\.\d/.test(text) &&
    /\d+\s+\d+\s+obj\b[\s\S]*?\bendobj\b/.test(text) &&
    (/\btrailer\b/.test(text) || /\/Type\s*\/XRef\b/.test(text)) &&
    text.slice(-1024).includes('%%EOF')
  );
};

/**
 * The type a file really has, read from its content by `file-type`, then checked whole: images by
 * decoding, PDFs by their structure (issue 33). The name and declared type are not trusted.
 */
export const sniffMimeType = async (b: Buffer): Promise<string | null> => {
  const found = await fileTypeFromBuffer(b);
  if (!found) return null;
  const mime = SAME_AS[found.mime] ?? found.mime;
  if (!EVIDENCE_TYPES.includes(mime)) return null;
  if (DECODED.includes(mime)) return (await decodes(b)) ? mime : null;
  if (mime === 'application/pdf') return isPdf(b) ? mime : null;
  return mime;
};
