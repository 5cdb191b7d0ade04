import { describe, expect, it } from 'vitest';
import { plateFromText } from './plate-from-text';

describe('licence plate from recognised text', () => {
  it('finds Indian, Brazilian and short plates', () => {
    expect(plateFromText(['TATA truck', 'mh 12 ab 1234'])).toBe('MH 12 AB 1234');
    expect(plateFromText(['MH 12 AB 1234'])).toBe('MH 12 AB 1234');
    expect(plateFromText(['Placa: ABC1D23'])).toBe('ABC1D23');
    expect(plateFromText(['PE-4321'])).toBe('PE-4321');
  });
  it('ignores weights, words and empty text', () => {
    expect(plateFromText(['12.5 KG'])).toBeNull();
    expect(plateFromText(['WEIGHT', ''])).toBeNull();
    expect(plateFromText([])).toBeNull();
  });
});
