// A view's options declared once, as data: the defaults, the address parameters (with their
// ranges), the scenario a set of options runs, and the options that reproduce a scenario (for an
// imported record, or a lesson widget's ?scenario= link). The form, the URL, the import and the
// export of the view all read this one declaration.
import type { ViewParam } from './viewParams';

export interface ViewDeclaration<O> {
  id: string;
  defaults: O;
  params: readonly ViewParam<O>[];
  /** The scenario (or scenarios, for views that run several) that these options run. */
  toScenario(o: O): unknown;
  /** Options that reproduce `scenario` as closely as this view can, or null when it cannot show it. */
  fromScenario(scenario: unknown, fallback: O): O | null;
}
