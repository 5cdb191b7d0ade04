import { describe, expect, it } from 'vitest';
import { defined } from './defined';

describe('defined', () => {
  it('answers a present value, falsy ones included', () => {
    expect(defined(0, 'zero')).toBe(0);
    expect(defined('', 'empty')).toBe('');
    expect(defined(false, 'no')).toBe(false);
  });

  it('throws an error naming what is missing', () => {
    expect(() => defined(undefined, 'the hub pune')).toThrow('Invariant: the hub pune is missing');
    expect(() => defined(null, 'the row')).toThrow('the row');
  });
});
