import { describe, expect, it } from 'vitest';
import { encodeScenarioParam } from '../shared/scenarioParam';
import { DASHBOARD_DEFAULT_PANELS, DASHBOARD_DEFAULT_PRESET, dashboardGrid, dashboardLinkParams, parseDashboardParams } from './dashboardParams';

describe('parseDashboardParams', () => {
  it('defaults to the bufferbloat preset, speed 1 and the six panels', () => {
    const p = parseDashboardParams('');
    expect(p.source).toEqual({ kind: 'preset', name: DASHBOARD_DEFAULT_PRESET });
    expect(p.speed).toBe(1);
    expect(p.panels).toEqual(DASHBOARD_DEFAULT_PANELS);
  });
  it('reads a preset, a speed and a panel list, dropping unknown and repeated names', () => {
    const p = parseDashboardParams('?preset=lab-pair-reno&speed=4&panels=queue,nope,sawtooth,queue');
    expect(p.source).toEqual({ kind: 'preset', name: 'lab-pair-reno' });
    expect(p.speed).toBe(4);
    expect(p.panels).toEqual(['queue', 'sawtooth']);
    expect(p.unknownPanels).toEqual(['nope']);
  });
  it('refuses a bad speed and a malformed preset name', () => {
    expect(parseDashboardParams('?speed=-3').speed).toBe(1);
    expect(parseDashboardParams('?speed=1e9').speed).toBe(1);
    expect(parseDashboardParams('?preset=%3Cscript%3E').source).toEqual({ kind: 'preset', name: DASHBOARD_DEFAULT_PRESET });
  });
  it('prefers ?scenario= and reports a broken one', () => {
    const scenario = { version: 1, duration_s: 5, flows: [{ id: 's1', cc: 'reno' }] };
    const raw = encodeScenarioParam(scenario);
    expect(parseDashboardParams(`?preset=lab-pair-reno&scenario=${raw}`).source).toEqual({ kind: 'scenario', scenario, raw });
    expect(parseDashboardParams('?scenario=%%%').source.kind).toBe('bad-scenario');
  });
  it('round-trips the panels and speed of a copied link', () => {
    const q = new URLSearchParams(dashboardLinkParams({ panels: ['sawtooth', 'ping-rtt'], speed: 2 }));
    const p = parseDashboardParams(`?${q.toString()}`);
    expect(p.panels).toEqual(['sawtooth', 'ping-rtt']);
    expect(p.speed).toBe(2);
  });
});

describe('dashboardGrid', () => {
  it('puts six panels in three columns and two rows on a wide screen, one column on a phone', () => {
    expect(dashboardGrid(6, 1280)).toEqual({ columns: 3, rows: 2 });
    expect(dashboardGrid(6, 1920)).toEqual({ columns: 3, rows: 2 });
    expect(dashboardGrid(4, 1280)).toEqual({ columns: 2, rows: 2 });
    expect(dashboardGrid(6, 600)).toEqual({ columns: 1, rows: 6 });
  });
});
