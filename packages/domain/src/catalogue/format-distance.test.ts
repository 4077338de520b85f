import { describe, expect, it } from 'vitest';
import { formatDistance } from './format-distance.js';

describe('formatDistance', () => {
  it('shows miles on the US and UK sites and kilometres in Canada', () => {
    expect(formatDistance(1.609344, 'mi', 'en-US')).toBe('1 mi');
    expect(formatDistance(16.1, 'mi', 'en-GB')).toBe('10 mi');
    expect(formatDistance(3.25, 'km', 'en-CA')).toBe('3.3 km');
    // French puts a no-break space between number and unit.
    expect(formatDistance(3.25, 'km', 'fr-CA')).toBe('3,3\u00a0km');
  });
});
