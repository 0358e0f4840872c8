import type { Io } from './io';

export const USAGE = `sierra command line

usage: npm run --silent cli -- <command> [options]

commands:
  run FILE.json [--series]   simulate a scenario file, print its RunRecord (series with --series)
  bench [--json]             engine benchmark: events, wall time and events per second
  --help                     this text`;

export function helpCommand(_args: readonly string[], io: Io): number {
  io.out(USAGE);
  return 0;
}
