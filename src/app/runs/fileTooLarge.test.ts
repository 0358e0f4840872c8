import { describe, expect, it } from 'vitest';
import { RECORD_MAX_BYTES } from '../../sim/record/validate-record';
import { fileTooLarge } from './parseRecord';

describe('fileTooLarge: a file refused from its size, before it is read', () => {
  it('refuses a 60 MB file naming the limit, and lets one at the limit through to the parser', () => {
    expect(fileTooLarge(60_000_000)).toEqual({ field: 'file', kind: 'size', value: '60000000', valid: `at most ${RECORD_MAX_BYTES} bytes` });
    expect(fileTooLarge(RECORD_MAX_BYTES)).toBeNull();
  });
});
