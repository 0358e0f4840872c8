// The lab's formulas: bdp, buffer-delay, mathis (and its inverse), jain.

import {
  bdp,
  bufferDelay,
  formatFixed,
  formatScientific,
  formatSignificant,
  jainIndex,
  KIB,
  MATHIS_CONSTANT,
  mathisLossForThroughput,
  mathisThroughputBps,
} from '../../models';
import type { OptionSpecs, ParsedArgs } from './args';
import { numberList, numberOption, optionalNumber, UsageError } from './args';
import type { CommandOutput, Context } from './context';
import { renderTable } from './table';

const RATE = { kind: 'number', min: 0, max: 1e7, minExclusive: true, unit: 'Mbit/s' } as const;
const RTT = { kind: 'number', min: 0, max: 1e7, minExclusive: true, unit: 'ms' } as const;

/** A number as short as it is exact (50, 0.1, 1514), for echoing inputs. */
function plain(x: number): string {
  return String(Number(x.toPrecision(12)));
}

function keyValue(headers: [string, string], rows: [string, string][]): string {
  return renderTable(
    [
      { header: headers[0], width: 0, align: 'left' },
      { header: headers[1], width: 0, gap: 2 },
    ],
    rows,
  );
}

export const BDP_OPTIONS: OptionSpecs = {
  'rate-mbps': RATE,
  'rtt-ms': RTT,
  'packet-bytes': { kind: 'int', min: 1, max: 1_000_000, repeatable: true, unit: 'bytes' },
};

export function bdpCommand(ctx: Context, args: ParsedArgs): CommandOutput {
  const rate = numberOption(ctx.command, args, 'rate-mbps', BDP_OPTIONS);
  const rtt = numberOption(ctx.command, args, 'rtt-ms', BDP_OPTIONS);
  const sizes = numberList(args, 'packet-bytes');
  const results = (sizes.length > 0 ? sizes : [1500]).map((size) => bdp(rate, rtt, size));
  const b = ctx.s.bdp;
  const first = results[0];
  const rows: [string, string][] = [
    [b.bits, formatFixed(first.bits, 0)],
    [b.bytes, formatFixed(first.bytes, 0)],
    ...results.map((r): [string, string] => [b.packets(String(r.packetBytes)), formatFixed(r.packets, 0)]),
  ];
  const text = `${b.title(plain(rate), plain(rtt))}\n${keyValue([b.quantity, b.value], rows)}`;
  return { text, json: { model: 'bdp', rateMbps: rate, rttMs: rtt, bits: first.bits, bytes: first.bytes, packets: results.map((r) => ({ packetBytes: r.packetBytes, packets: r.packets })) } };
}

export const BUFFER_OPTIONS: OptionSpecs = {
  'buffer-kib': { kind: 'number', min: 0, max: 1e9, repeatable: true, unit: 'KiB' },
  'rate-mbps': RATE,
  'frame-bytes': { kind: 'int', min: 1, max: 1_000_000, unit: 'bytes' },
  'rtt-ms': RTT,
};

export function bufferDelayCommand(ctx: Context, args: ParsedArgs): CommandOutput {
  const buffers = numberList(args, 'buffer-kib');
  if (buffers.length === 0) throw new UsageError(`${ctx.command}: --buffer-kib is required (repeatable), a number from 0 to 1000000000 KiB`);
  const rate = numberOption(ctx.command, args, 'rate-mbps', BUFFER_OPTIONS);
  const frameBytes = optionalNumber(args, 'frame-bytes') ?? 1514;
  const rtt = optionalNumber(args, 'rtt-ms');
  const bdpBytes = rtt === undefined ? undefined : bdp(rate, rtt).bytes;
  const results = buffers.map((kib) => ({ kib, ...bufferDelay(kib * KIB, rate, frameBytes) }));
  const s = ctx.s.buffer;
  const columns = [
    { header: s.buffer, width: 4 },
    { header: s.delay(plain(rate)), width: 6, gap: 2 },
    { header: s.frames(String(frameBytes)), width: 6, gap: 2 },
    ...(bdpBytes === undefined ? [] : [{ header: s.timesBdp, width: 4, gap: 2 }]),
  ];
  const text = renderTable(
    columns,
    results.map((r) => [
      plain(r.kib),
      `${formatSignificant(r.delayMs, 2)} ms`,
      String(r.frames),
      ...(bdpBytes === undefined ? [] : [formatSignificant(r.bufferBytes / bdpBytes, 1)]),
    ]),
  );
  const rows = results.map((r) => ({ ...r, timesBdp: bdpBytes === undefined ? null : r.bufferBytes / bdpBytes }));
  return { text, json: { model: 'buffer-delay', rateMbps: rate, frameBytes, rttMs: rtt ?? null, bdpBytes: bdpBytes ?? null, rows } };
}

export const MATHIS_OPTIONS: OptionSpecs = {
  'rtt-ms': RTT,
  loss: { kind: 'number', min: 0, max: 1, minExclusive: true, repeatable: true, unit: '(probability, 0.01 = 1 %)' },
  mss: { kind: 'int', min: 1, max: 1_000_000, unit: 'bytes' },
  'target-mbps': RATE,
  constant: { kind: 'number', min: 0, max: 10, minExclusive: true },
};

export function mathisCommand(ctx: Context, args: ParsedArgs): CommandOutput {
  const rtt = numberOption(ctx.command, args, 'rtt-ms', MATHIS_OPTIONS);
  const mss = optionalNumber(args, 'mss') ?? 1448;
  const constant = optionalNumber(args, 'constant') ?? MATHIS_CONSTANT;
  const losses = numberList(args, 'loss');
  const target = optionalNumber(args, 'target-mbps');
  const m = ctx.s.mathis;
  if (target !== undefined) {
    if (losses.length > 0) throw new UsageError(`${ctx.command}: give either --loss (throughput) or --target-mbps (loss needed), not both`);
    const inv = mathisLossForThroughput(target * 1e6, rtt, mss, constant);
    const text = keyValue(
      [m.quantity, m.value],
      [
        [m.target, plain(target)],
        [m.rtt, plain(rtt)],
        [m.mss, String(mss)],
        [m.window, formatFixed(inv.windowSegments, 0)],
        [m.lossNeeded, formatScientific(inv.loss, 2)],
        [m.segmentsPerLoss, formatScientific(inv.segmentsPerLoss, 2)],
        [m.secondsPerLoss, formatSignificant(inv.secondsPerLoss, 2)],
      ],
    );
    return { text, json: { model: 'mathis-inverse', targetMbps: target, rttMs: rtt, mss, constant, ...inv } };
  }
  if (losses.length === 0) {
    throw new UsageError(`${ctx.command}: --loss (a number greater than 0 up to 1) or --target-mbps (a number greater than 0 up to 10000000) is required`);
  }
  const rows = losses.map((loss) => ({ loss, mbps: mathisThroughputBps(mss, rtt, loss, constant) / 1e6 }));
  const text = renderTable(
    [
      { header: m.loss, width: 7 },
      { header: m.formula, width: 6, gap: 2 },
    ],
    rows.map((r) => [`${plain(r.loss * 100)} %`, formatFixed(r.mbps, 1)]),
  );
  return { text, json: { model: 'mathis', rttMs: rtt, mss, constant, rows } };
}

export function jainCommand(ctx: Context, args: ParsedArgs): CommandOutput {
  if (args.positionals.length === 0) throw new UsageError(`${ctx.command}: give the throughputs, one number >= 0 per flow (e.g. jain 35 15)`);
  const values = args.positionals.map((word) => {
    const v = Number(word);
    if (word.trim() === '' || !Number.isFinite(v) || v < 0) throw new UsageError(`${ctx.command}: each throughput must be a number >= 0 (got '${word}')`);
    return v;
  });
  const j = jainIndex(values);
  if (Number.isNaN(j)) throw new UsageError(`${ctx.command}: at least one throughput must be greater than 0`);
  const text = renderTable(
    [
      { header: ctx.s.jain.flows, width: 0 },
      { header: ctx.s.jain.jain, width: 5, gap: 2 },
    ],
    [[String(values.length), formatFixed(j, 3)]],
  );
  return { text, json: { model: 'jain', values, jain: j } };
}
