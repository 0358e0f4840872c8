import { describe, expect, it } from 'vitest';
import { CC_AVAILABLE } from '../tcp/cc';
import { CC_NAMES, TRANSPORTS, TRANSPORTS_AVAILABLE } from './fields';

describe('the engine runs every name the schema accepts', () => {
  it('has a congestion control for every cc of the schema, and a transport for every transport', () => {
    // assertSupported no longer checks these (issue 27): a name added to the schema without an
    // implementation must fail here, not reach the engine.
    expect([...CC_AVAILABLE].sort()).toEqual([...CC_NAMES].sort());
    expect([...TRANSPORTS_AVAILABLE].sort()).toEqual([...TRANSPORTS].sort());
  });
});
