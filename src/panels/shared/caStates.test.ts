import { describe, expect, it } from 'vitest';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one place a panel's test reads the engine's table, to check the panels' copy of it
import { CA_CWR as SIM_CWR, CA_DISORDER as SIM_DISORDER, CA_LOSS as SIM_LOSS, CA_OPEN as SIM_OPEN, CA_RECOVERY as SIM_RECOVERY, CA_STATE_NAMES as SIM_NAMES } from '../../sim/tcp/wire';
import { CA_CWR, CA_DISORDER, CA_LOSS, CA_OPEN, CA_RECOVERY, CA_STATE_NAMES, stateName } from './caStates';

describe("the panels' copy of the engine's CA state codes", () => {
  it('has the same names in the same order as src/sim/tcp/wire.ts', () => {
    expect([...CA_STATE_NAMES]).toEqual([...SIM_NAMES]);
  });
  it('has the same code for each state', () => {
    expect([CA_OPEN, CA_DISORDER, CA_CWR, CA_RECOVERY, CA_LOSS]).toEqual([SIM_OPEN, SIM_DISORDER, SIM_CWR, SIM_RECOVERY, SIM_LOSS]);
  });
  it('names an unknown code by its number', () => {
    expect(stateName(3)).toBe('recovery');
    expect(stateName(9)).toBe('9');
  });
});
