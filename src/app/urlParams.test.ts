import { describe, expect, it } from 'vitest';
import { checkUrlParams } from './urlParams';

describe('checkUrlParams', () => {
  it('accepts the valid values and leaves unknown parameters alone', () => {
    expect(checkUrlParams('?lang=es&projector=1&debug=1&preset=x')).toEqual([]);
    expect(checkUrlParams('')).toEqual([]);
  });

  it('names the parameter, the value and what is accepted', () => {
    expect(checkUrlParams('?lang=fr&projector=2')).toEqual([
      { name: 'lang', value: 'fr', valid: 'es, en' },
      { name: 'projector', value: '2', valid: '1, 0, true, false' },
    ]);
  });
});
