/** The type a file really has, read from its first bytes; the name and declared type are not trusted. */
export const sniffMimeType = (b: Buffer): string | null => {
  const at = (offset: number, ...bytes: number[]) => bytes.every((v, i) => b[offset + i] === v);
  const ascii = (offset: number, text: string) =>
    b.subarray(offset, offset + text.length).toString('latin1') === text;
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(0, '%PDF-')) return 'application/pdf';
  if (ascii(4, 'ftyp')) {
    const brand = b.subarray(8, 12).toString('latin1');
    if (['heic', 'heix', 'mif1', 'msf1'].includes(brand)) return 'image/heic';
    if (brand === 'qt  ') return 'video/quicktime';
    return 'video/mp4';
  }
  return null;
};

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic'];
export const IMAGE_OR_PDF = [...IMAGE_TYPES, 'application/pdf'];
export const EVIDENCE_TYPES = [...IMAGE_OR_PDF, 'video/mp4', 'video/quicktime'];
