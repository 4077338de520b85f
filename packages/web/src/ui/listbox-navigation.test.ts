import { describe, expect, it } from 'vitest';
import { nextActiveIndex } from './listbox-navigation.js';

describe('nextActiveIndex', () => {
  it('moves down through the options and back to the input (-1), and up the other way', () => {
    expect([-1, 0, 1, 2].map((i) => nextActiveIndex(i, 3, 1))).toEqual([0, 1, 2, -1]);
    expect([-1, 0, 1, 2].map((i) => nextActiveIndex(i, 3, -1))).toEqual([2, -1, 0, 1]);
  });

  it('stays on the input without options', () => {
    expect(nextActiveIndex(-1, 0, 1)).toBe(-1);
  });
});
