// Every view that declares itself (src/views/shared/viewDeclaration.ts), by id: the page reads a
// view's address with it, side by side writes each column's with it, and a lesson widget's links
// check that the view takes the widget's speed.
import { BDP_PIPE_DECLARATION } from './BdpPipe/declaration';
import { BUFFERBLOAT_DECLARATION } from './Bufferbloat/declaration';
import { FAIRNESS_DECLARATION } from './Fairness/declaration';
import { FRCT_REPAIR_DECLARATION } from './FrctRepair/declaration';
import { LINK_PING_DECLARATION } from './LinkPing/declaration';
import { LOSS_NOT_CONGESTION_DECLARATION } from './LossNotCongestion/declaration';
import { PHASE_PLANE_DECLARATION } from './PhasePlane/declaration';
import { SAWTOOTH_DECLARATION } from './Sawtooth/declaration';
import type { ViewDeclaration } from './shared/viewDeclaration';

const all = [LINK_PING_DECLARATION, PHASE_PLANE_DECLARATION, BUFFERBLOAT_DECLARATION, SAWTOOTH_DECLARATION, BDP_PIPE_DECLARATION,
  FRCT_REPAIR_DECLARATION, LOSS_NOT_CONGESTION_DECLARATION, FAIRNESS_DECLARATION] as unknown as ViewDeclaration<object>[];

export const VIEW_DECLARATIONS: Readonly<Record<string, ViewDeclaration<object>>> = Object.fromEntries(all.map((d) => [d.id, d]));
