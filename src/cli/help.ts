import type { Io } from './io';

export const USAGE = `sierra command line

usage: npm run --silent cli -- <command> [options]

commands:
  run FILE.json [--series]   simulate a scenario file, print its RunRecord (series with --series)
    [--csv OUT.csv] [--flow ID]  also write a TCP flow's trace: t_s,cwnd_segments,ssthresh_segments,rtt_ms
  run --preset NAME [...]    the same with a preset scenario
  presets [--json]           list the preset scenarios (the course lab's experiments)
  bench [--json]             engine benchmark: events, wall time and events per second
  sweep FILE.json | --preset NAME [--csv OUT] [--markdown OUT] [--jobs N] [--json]
                             run a sweep (a grid of scenarios) on N worker threads, print its table
  sweeps [--json]            list the sweep presets and whether this engine can run them yet
  --help                     this text`;

export function helpCommand(_args: readonly string[], io: Io): number {
  io.out(USAGE);
  return 0;
}
