// Every widget's "open in the full view" link lands on a view that can show the widget's run:
// the view accepts the scenario, and its own scenario keeps the widget's kind of traffic (a TCP
// flow stays a TCP flow with the same congestion control). A chapter-8 bufferbloat widget once
// linked to the link-and-ping view, which keeps only constant-rate load and dropped the TCP flow.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../sim/scenario/presets';
import { BDP_PIPE_DECLARATION } from '../../views/BdpPipe/declaration';
import { BUFFERBLOAT_DECLARATION } from '../../views/Bufferbloat/declaration';
import { FAIRNESS_DECLARATION } from '../../views/Fairness/declaration';
import { FRCT_REPAIR_DECLARATION } from '../../views/FrctRepair/declaration';
import { LINK_PING_DECLARATION } from '../../views/LinkPing/declaration';
import { LOSS_NOT_CONGESTION_DECLARATION } from '../../views/LossNotCongestion/declaration';
import { PHASE_PLANE_DECLARATION } from '../../views/PhasePlane/declaration';
import { SAWTOOTH_DECLARATION } from '../../views/Sawtooth/declaration';
import type { ViewDeclaration } from '../../views/shared/viewDeclaration';
import { blockTags } from '../../lessons/mdxSource';
import { buildScenario } from '../../lessons/scenario/build';

// The app composes lessons, views and the engine's presets (a lesson may not import the engine).
const DIR = join(import.meta.dirname, '../../lessons');
const DECLARATIONS: Record<string, ViewDeclaration<object>> = Object.fromEntries(
  [BDP_PIPE_DECLARATION, BUFFERBLOAT_DECLARATION, FAIRNESS_DECLARATION, FRCT_REPAIR_DECLARATION, LINK_PING_DECLARATION,
    LOSS_NOT_CONGESTION_DECLARATION, PHASE_PLANE_DECLARATION, SAWTOOTH_DECLARATION].map((d) => [d.id, d as unknown as ViewDeclaration<object>]),
);
const PRESET_MAP = new Map(PRESETS.map((p) => [p.name, p.scenario]));

/** A JSX attribute's expression (blockTags strips its outer braces) as data: the MDX writes JavaScript literals. */
function literal(attr: string | undefined): unknown {
  if (attr === undefined) return undefined;
  return new Function(`return (${attr});`)() as unknown;
}

interface FlowLike { transport?: string; cc?: string }
const flowsOf = (s: unknown): FlowLike[] => {
  const list = (s as { flows?: unknown }).flows;
  return Array.isArray(list) ? (list as FlowLike[]) : [];
};
const tcpCcs = (s: unknown) => flowsOf(s).filter((f) => (f.transport ?? 'tcp') === 'tcp').map((f) => f.cc);

const widgets = readdirSync(DIR)
  .filter((slug) => existsSync(join(DIR, slug, 'en.mdx')))
  .flatMap((slug) => blockTags(readFileSync(join(DIR, slug, 'en.mdx'), 'utf8'), ['Widget']).map((tag) => ({ slug, attrs: tag.attrs })))
  // A model widget (the phase plane's rule, no scenario) has no run to carry.
  .filter((w) => w.attrs.view !== undefined && (w.attrs.preset !== undefined || w.attrs.scenario !== undefined));

describe('widget links to the full view', () => {
  it('finds the chapters\' widgets that link to a view', () => {
    expect(widgets.length).toBeGreaterThan(20);
  });

  for (const { slug, attrs } of widgets) {
    it(`${slug} ${attrs.id}: ${attrs.view} shows its scenario and keeps its TCP flows`, () => {
      const view = DECLARATIONS[attrs.view];
      expect(view, `view ${attrs.view} declares itself`).toBeDefined();
      const built = buildScenario(
        { preset: attrs.preset, scenario: literal(attrs.scenario) as Record<string, unknown> | undefined, set: literal(attrs.set) as Record<string, unknown> | undefined },
        PRESET_MAP,
      );
      expect(built.ok, JSON.stringify(built)).toBe(true);
      if (!built.ok) return;
      const options = view.fromScenario(built.scenario, view.defaults);
      expect(options, `${attrs.view} accepts the widget's scenario`).not.toBeNull();
      if (options === null) return;
      const out = view.toScenario(options);
      const viewCcs = (Array.isArray(out) ? out : [out]).flatMap(tcpCcs);
      const widgetCcs = tcpCcs(built.scenario);
      // The view may run one representative flow of several, but never lose TCP or change its cc.
      if (widgetCcs.length > 0) {
        expect(viewCcs.length, 'the view still runs a TCP flow').toBeGreaterThan(0);
        for (const cc of new Set(viewCcs)) expect(widgetCcs, `cc ${cc} comes from the widget`).toContain(cc);
      }
    });
  }
});
