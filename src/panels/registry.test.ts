// The registry's light declarations (what pages read without loading a panel) must say what each
// panel's own definition says: same name, title, needs and runless flag, and every panel named in
// the contract (PANEL_NAMES) loads.
import { describe, expect, it } from 'vitest';
import { loadPanel, PANELS } from './registry';
import { PANEL_NAMES } from './types';

describe('panel registry', () => {
  it('declares every panel of the contract, and only those', () => {
    expect(Object.keys(PANELS).sort()).toEqual([...PANEL_NAMES].sort());
  });

  it.each(PANEL_NAMES)('%s: the declaration matches the panel definition it loads', async (name) => {
    const def = await loadPanel(name);
    const { component, ...info } = def;
    expect(component).toBeTruthy();
    expect(PANELS[name]).toEqual(info);
  });
});
