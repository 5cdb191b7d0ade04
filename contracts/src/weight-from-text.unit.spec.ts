import { describe, expect, it } from 'vitest';
import { weightFromText } from './weight-from-text';

describe('weightFromText (picture weight from OCR lines)', () => {
  it('given a decimal point, when read, then the number is the weight in kg', () => {
    expect(weightFromText(['12.5 kg'])).toBe(12.5);
  });

  it('given a decimal comma, when read, then the comma is the decimal separator', () => {
    expect(weightFromText(['3,75 KG'])).toBe(3.75);
  });

  it('given a number without decimals, when read, then it is grams and divided by 1000', () => {
    expect(weightFromText(['8340'])).toBe(8.34);
    expect(weightFromText(['NET 250 g'])).toBe(0.25);
  });

  it('given the letters O, I, S and G, when read, then they are the digits 0, 1, 5 and 6', () => {
    expect(weightFromText(['I2.S kg'])).toBe(12.5);
    expect(weightFromText(['1O.O5'])).toBe(10.05);
    expect(weightFromText(['G.5'])).toBe(6.5);
    expect(weightFromText(['i4.o'])).toBe(14); // lower case too
  });

  it('given several numbers, when read, then the first one wins, line by line', () => {
    expect(weightFromText(['NET WT', '7.25 kg', '9.99'])).toBe(7.25);
    expect(weightFromText(['3.10 kg 22.45 kg'])).toBe(3.1);
  });

  it('given a word with O, I, S or G before the number, when read, then that word is the first number (rule as written)', () => {
    // "WEIGHT" reads as "WE16HT": 16 without decimals, so 0.016; "kg" alone reads as "K6"
    expect(weightFromText(['WEIGHT 3,75 KG'])).toBe(0.016);
    expect(weightFromText(['kg', '12.5'])).toBe(0.006);
  });

  it('given no number at all, when read, then there is no weight', () => {
    expect(weightFromText([])).toBeNull();
    expect(weightFromText(['', 'NET WT', 'TARE', '---'])).toBeNull();
  });
});
