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
  exercises [--json] [--lang es|en]   every exercise: id, chapter, kind, points, title
  key --course course.json --student ID [--json] [--lang es|en]
                             one student's answer key (with --json: a submission that scores full marks)
  grade SUB.json|DIR... --course course.json [--gradescope results.json] [--csv grades.csv]
    [--report report.html] [--jobs N] [--lang es|en] [--expect-student ID] [--json]
                             grade submissions: every attached run re-simulated on N worker threads
  grade --bench N --course course.json [--jobs N]   time the grading of N generated submissions
  --help                     this text`;

export function helpCommand(_args: readonly string[], io: Io): number {
  io.out(USAGE);
  return 0;
}
