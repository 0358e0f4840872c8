import type { Io } from './io';

export const USAGE = `sierra command line

usage: npm run --silent cli -- <command> [options]

commands:
  run FILE.json [--series]   simulate a scenario file, print its RunRecord (series with --series)
    [--csv OUT.csv] [--flow ID]  also write a TCP flow's trace: t_s,cwnd_segments,ssthresh_segments,rtt_ms
    [--budget EVENTS]        refuse, before running, a scenario estimated above EVENTS events
                             (default 2e9, about 10 to 20 minutes; e.g. --budget 1e10 to allow more)
  run --preset NAME [...]    the same with a preset scenario (a file or --preset, not both)
  presets [--json]           list the preset scenarios (the course lab's experiments)
  bench [--json]             engine benchmark: events, wall time and events per second
  fidelity [--seeds N] [--markdown F] [--json F] [--only ID,...] [--jobs N]
                             every figure of the seeds over seeds 1..N (default 5) with both host
                             profiles on N worker threads: real value, ns-3, ours (median, range), in or out of the band
  sweep FILE.json | --preset NAME [--csv OUT] [--markdown OUT] [--jobs N] [--json] [--budget EVENTS]
                             run a sweep (a grid of scenarios) on N worker threads, print its table
                             (--budget: the same limit as run's, for each job)
    --shard K/N [--out PART.json]   run only shard K of N (K from 0 to N-1), write the partial result
  sweep-merge PART.json... [--csv OUT] [--markdown OUT] [--json]
                             merge the N shards of one sweep into the table one run gives (docs/sweeps.md)
  sweeps [--json]            list the sweep presets and whether this engine can run them yet
  model SUBCOMMAND [...]     the paper models as tables: reno-trace, phase, cubic, bdp, buffer-delay,
                             mathis, jain, decrease-ratios (model help: every option)
  exercises [--json] [--lang es|en]   every exercise: id, chapter, kind, points, title
  key --course course.json --student ID [--json] [--lang es|en]
                             one student's answer key (with --json: a submission that scores full marks)
  grade SUB.json|DIR... --course course.json [--gradescope results.json] [--csv grades.csv]
    [--report report.html] [--lms canvas|moodle --lms-csv FILE.csv] [--uploaders FILE.csv]
    [--resimulate-engines] [--jobs N] [--lang es|en] [--expect-student ID] [--json]
                             grade submissions: every attached run checked and re-simulated on N
                             worker threads; findings as [tags] (docs/grading.md)
  grade --bench N --course course.json [--jobs N]   time the grading of N generated submissions
  class report SESSION [--db PATH] [--lang es|en] [--json] [--csv FILE] [--session-json FILE]
                             a class session's page (npm run class's database, default data/class.sqlite):
                             each poll's answers, result, how many within 10 %, the common wrong answers;
                             --csv: participation per student (for the LMS); --session-json: the whole session
                             (docs/class.md)
  --help                     this text`;

export function helpCommand(_args: readonly string[], io: Io): number {
  io.out(USAGE);
  return 0;
}
