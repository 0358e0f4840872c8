// The phase plane's deep-link parameters (/views/phase-plane?rule=mimd&x1=20&x2=60).
// Read into the view's `initial` props (rule, start point, capacity, the rules' factors, steps).
import { DEFAULT_PHASE_PARAMS as D, PHASE_RULES, type PhaseParams } from '../../models/phasePlane';
import type { ViewParam } from '../shared/viewParams';
import { DEFAULT_OPTIONS, RANGES } from './options';
import type { PhasePlaneInitial } from './PhasePlane';
import { DEFAULT_TCP_OPTIONS as T, EXTRA_DELAYS_MS, TCP_CCS, TCP_DURATIONS_S, type TcpPlaneOptions } from './tcpOptions';

type I = Partial<PhasePlaneInitial>;
type P = ViewParam<I>;
const param = (o: I) => ({ ...D, ...o.params });
const withParams = (o: Partial<I>, p: Partial<PhaseParams>): Partial<I> => ({ ...o, params: { ...o.params, ...p } });
const num = (name: 'capacity' | 'ai' | 'mi' | 'md' | 'ad', key: 'capacity' | 'additiveIncrease' | 'multiplicativeIncrease' | 'multiplicativeDecrease' | 'additiveDecrease'): P => ({
  name, type: 'number', ...RANGES[name], default: D[key],
  get: (o) => param(o)[key], set: (o, v) => withParams(o, { [key]: v as number }),
});
/** The start point: up to 1.2 C of the largest capacity (the form checks it against the chosen C). */
const start = (name: 'x1' | 'x2', i: 0 | 1): P => ({
  name, type: 'number', min: 0, max: 1.2 * RANGES.capacity.max, default: D.start[i],
  get: (o) => param(o).start[i],
  set: (o, v) => {
    const s = [...((o.params?.start as readonly number[] | undefined) ?? D.start)] as [number, number];
    s[i] = v as number;
    return withParams(o, { start: s });
  },
});

const MODES = ['model', 'tcp'] as const;
const tcpOf = (o: I) => ({ ...T, ...o.tcp });
const withTcp = (o: Partial<I>, p: Partial<TcpPlaneOptions>): Partial<I> => ({ ...o, tcp: { ...o.tcp, ...p } });
/** A TCP-mode parameter: one of a few values (the mode offers no others). */
const tcpEnum = (name: string, values: readonly (string | number)[], get: (t: TcpPlaneOptions) => string | number, set: (v: string) => Partial<TcpPlaneOptions>): P => ({
  name, type: 'enum', values: values.map(String), default: String(get(T)),
  get: (o) => String(get(tcpOf(o))), set: (o, v) => withTcp(o, set(v as string)),
});

export const PHASE_PLANE_PARAMS: readonly P[] = [
  { name: 'rule', type: 'enum', values: PHASE_RULES, default: DEFAULT_OPTIONS.rule, get: (o) => o.rule ?? DEFAULT_OPTIONS.rule, set: (o, v) => ({ ...o, rule: v as I['rule'] }) },
  start('x1', 0),
  start('x2', 1),
  num('capacity', 'capacity'),
  num('ai', 'additiveIncrease'),
  num('mi', 'multiplicativeIncrease'),
  num('md', 'multiplicativeDecrease'),
  num('ad', 'additiveDecrease'),
  { name: 'steps', type: 'number', ...RANGES.steps, default: DEFAULT_OPTIONS.steps, get: (o) => o.steps ?? DEFAULT_OPTIONS.steps, set: (o, v) => ({ ...o, steps: v as number }) },
  // The "Two TCP flows" mode (?mode=tcp&cc1=reno&cc2=cubic&extra=80).
  { name: 'mode', type: 'enum', values: MODES, default: 'model', get: (o) => o.mode ?? 'model', set: (o, v) => ({ ...o, mode: v as I['mode'] }) },
  tcpEnum('cc1', TCP_CCS, (t) => t.cc1, (v) => ({ cc1: v as TcpPlaneOptions['cc1'] })),
  tcpEnum('cc2', TCP_CCS, (t) => t.cc2, (v) => ({ cc2: v as TcpPlaneOptions['cc2'] })),
  tcpEnum('extra', EXTRA_DELAYS_MS, (t) => t.extraDelayMs, (v) => ({ extraDelayMs: Number(v) })),
  tcpEnum('duration', TCP_DURATIONS_S, (t) => t.durationS, (v) => ({ durationS: Number(v) })),
];
