import { describe, expect, it } from 'vitest';
import { checkUrlParams } from './urlParams';

describe('checkUrlParams', () => {
  it('accepts the valid values and leaves unknown parameters alone', () => {
    expect(checkUrlParams('?lang=es&projector=1&debug=1&preset=x')).toEqual([]);
    expect(checkUrlParams('')).toEqual([]);
    expect(checkUrlParams('?budget=2e8&budget=500000000')).toEqual([]);
  });

  it('refuses a budget that is not an event count in range', () => {
    for (const bad of ['lots', '-5', '0x10', '1e3', '1e12', '']) {
      expect(checkUrlParams(`?budget=${bad}`)).toEqual([{ name: 'budget', value: bad, valid: '1e+5 … 1e+11' }]);
    }
  });

  it('names the parameter, the value and what is accepted', () => {
    expect(checkUrlParams('?lang=fr&projector=2')).toEqual([
      { name: 'lang', value: 'fr', valid: 'es, en' },
      { name: 'projector', value: '2', valid: '1, 0, true, false' },
    ]);
  });
});
