import { type PdfObject, pdfObjects } from './pdf-objects';

/**
 * The text layer of a PDF as lines, for the document checks (weigh slips, certificates). No PDF
 * library is installed, so this reads what text layers need: content streams (FlateDecode), the
 * text operators (Tj, TJ, ', "), line breaks from text positioning, and fonts' ToUnicode maps (else
 * the bytes as Latin-1). Fonts are found by their resource names across the file, so two pages that
 * give one name to different fonts may read wrong; pictures of text (scans) have no text layer.
 */
export type PdfText = { lines: string[]; error: null } | { lines: null; error: 'pdfNotReadable' | 'pdfWithoutText' };

interface ToUnicode { bytes: number; map: Map<string, string> }

const hexToText = (spaced: string) => {
  const hex = spaced.replace(/\s/g, '');
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
};

/** A ToUnicode CMap: bfchar and bfrange entries (a range to an array of names is read per code). */
export const parseToUnicode = (cmap: string): ToUnicode => {
  const map = new Map<string, string>();
  let bytes = (/begincodespacerange\s*<([0-9a-fA-F]+)>/.exec(cmap)?.[1].length ?? 4) / 2;
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]*)>/g)) map.set(src.toLowerCase(), hexToText(dst));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, dst, list] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:<([0-9a-fA-F\s]*)>|\[([^\]]*)\])/g)) {
      const [from, to, width] = [parseInt(lo, 16), parseInt(hi, 16), lo.length];
      const names = list ? [...list.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((m) => hexToText(m[1])) : null;
      for (let code = from; code <= to && code - from < 65536; code++) {
        const key = code.toString(16).padStart(width, '0');
        if (names) map.set(key, names[code - from] ?? '');
        else {
          const base = dst!.replace(/\s/g, '');
          map.set(key, hexToText(base.slice(0, -4) + (parseInt(base.slice(-4), 16) + code - from).toString(16).padStart(4, '0')));
        }
      }
    }
  }
  if (!/begincodespacerange/.test(cmap) && map.size > 0) bytes = [...map.keys()][0].length / 2;
  return { bytes, map };
};

const ref = (dict: string, key: string) => new RegExp(`/${key}\\s+(\\d+)\\s+\\d+\\s+R`).exec(dict)?.[1];

/** Resource name → ToUnicode map (or null: Latin-1), from every /Font resource dictionary in the file. */
const fontsOf = (objects: Map<number, PdfObject>): Map<string, ToUnicode | null> => {
  const fonts = new Map<string, ToUnicode | null>();
  const fontDicts: string[] = [];
  for (const { dict } of objects.values()) {
    const inline = /\/Font\s*<<([\s\S]*?)>>/.exec(dict)?.[1];
    if (inline) fontDicts.push(inline);
    const indirect = ref(dict, 'Font');
    if (indirect) fontDicts.push(objects.get(Number(indirect))?.dict ?? '');
  }
  for (const entries of fontDicts) {
    for (const [, name, num] of entries.matchAll(/\/([^\s/<>[\]()]+)\s+(\d+)\s+\d+\s+R/g)) {
      const cmapRef = ref(objects.get(Number(num))?.dict ?? '', 'ToUnicode');
      const cmap = cmapRef ? objects.get(Number(cmapRef))?.stream : null;
      fonts.set(name, cmap ? parseToUnicode(cmap) : null);
    }
  }
  return fonts;
};

const decode = (bytes: string, font: ToUnicode | null | undefined): string => {
  if (!font) return bytes;
  let out = '';
  for (let i = 0; i < bytes.length; i += font.bytes) {
    const code = [...bytes.slice(i, i + font.bytes)].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
    out += font.map.get(code) ?? '';
  }
  return out;
};

/** A literal string's bytes from its opening parenthesis; returns them and where it ends. */
const literal = (s: string, at: number): [string, number] => {
  let out = '';
  let depth = 0;
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  for (let i = at; i < s.length; i++) {
    const c = s[i];
    if (c === '\\') {
      const next = s[++i];
      const octal = /^[0-7]{1,3}/.exec(s.slice(i, i + 3))?.[0];
      if (octal) { out += String.fromCharCode(parseInt(octal, 8) & 0xff); i += octal.length - 1; } else if (next !== '\n' && next !== '\r') out += escapes[next] ?? next;
    } else if (c === '(') { if (depth++ > 0) out += c; } else if (c === ')') { if (--depth === 0) return [out, i + 1]; out += c; } else out += c;
  }
  return [out, s.length];
};

const TOKEN = /\s*(?:(\()|<([0-9a-fA-F\s]*)>|(\[|\])|(\/[^\s/<>[\]()]*)|([+-]?(?:\d+\.?\d*|\.\d+))|(<<|>>)|([A-Za-z'"*]+)|(%[^\n\r]*)|(.))/gy;

/** The text of one content stream, a line per text line. */
export const contentText = (content: string, fonts: Map<string, ToUnicode | null>): string[] => {
  const lines: string[] = [];
  let line = '';
  let font: ToUnicode | null | undefined;
  let operands: Array<string | number | Array<string | number>> = [];
  let array: Array<string | number> | null = null;
  const breakLine = () => { if (line.trim()) lines.push(line.trim().replace(/\s+/g, ' ')); line = ''; };
  const show = (text: string) => { line += decode(text, font); };
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < content.length) {
    const m = TOKEN.exec(content);
    if (!m) break;
    let value: string | number | null = null;
    if (m[1]) { const [text, end] = literal(content, TOKEN.lastIndex - 1); TOKEN.lastIndex = end; value = text; }
    else if (m[2] !== undefined) { const hex = m[2].replace(/\s/g, ''); value = Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex').toString('latin1'); }
    else if (m[3] === '[') { array = []; continue; }
    else if (m[3] === ']') { if (array) operands.push(array); array = null; continue; }
    else if (m[4] !== undefined) value = m[4];
    else if (m[5] !== undefined) value = Number(m[5]);
    else if (m[7] !== undefined) {
      const op = m[7];
      const n = (i: number) => Number(operands.at(i) ?? 0);
      if (op === 'BI') { const end = content.indexOf('EI', TOKEN.lastIndex); TOKEN.lastIndex = end < 0 ? content.length : end + 2; }
      else if (op === 'Tf') font = fonts.get(String(operands.at(-2) ?? '').slice(1));
      else if (op === 'Tj') show(String(operands.at(-1) ?? ''));
      else if (op === "'" || op === '"') { breakLine(); show(String(operands.at(-1) ?? '')); }
      else if (op === 'TJ') {
        const parts = operands.at(-1);
        for (const part of Array.isArray(parts) ? parts : []) { if (typeof part === 'string') show(part); else if (part < -250) line += ' '; }
      }
      else if (op === 'Td' || op === 'TD') { if (n(-1) !== 0) breakLine(); else if (line) line += ' '; }
      else if (op === 'T*' || op === 'BT' || op === 'ET') breakLine();
      else if (op === 'Tm') { breakLine(); }
      operands = [];
      continue;
    }
    if (value === null) continue;
    if (array) array.push(value); else operands.push(value);
  }
  breakLine();
  return lines;
};

const TEXT_FREE = /\/Subtype\s*\/Image|\/Length[123]\b|\/Type\s*\/(?:XRef|ObjStm|Metadata)|\/FontFile|begincmap/;

/** The PDF's text lines, or why there are none (not a readable PDF, or no text layer). */
export const pdfText = (file: Buffer): PdfText => {
  try {
    return readText(file);
  } catch {
    return { lines: null, error: 'pdfNotReadable' }; // whatever a broken or hostile file does, it is a failure, not a crash
  }
};

const readText = (file: Buffer): PdfText => {
  const objects = pdfObjects(file);
  if (objects.size === 0) return { lines: null, error: 'pdfNotReadable' };
  const fonts = fontsOf(objects);
  const lines: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (stream === null || TEXT_FREE.test(dict) || TEXT_FREE.test(stream.slice(0, 200)) || !/\bBT\b/.test(stream)) continue;
    lines.push(...contentText(stream, fonts).filter((l) => /[\p{L}\p{N}]/u.test(l)));
  }
  return lines.length > 0 ? { lines, error: null } : { lines: null, error: 'pdfWithoutText' };
};
