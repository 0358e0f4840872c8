// The tables of the course notes (../shared/seeds/003_e8baa659ada8c01b.txt, chapter on
// congestion control), reproduced line by line through the `model` command. The notes' tables
// are the output of the course's Python scripts run in Spanish, so they are compared as text with
// --lang es; the English output is checked to carry the same numbers.

import { describe, expect, it } from 'vitest';
import { modelCommand } from './index';
import { decreaseRatiosCommand } from './decreaseRatiosCommand';
import { STRINGS } from './strings';

const STRINGS_EN = STRINGS.en;

/** Runs the command and returns its table, failing on a non-zero exit. */
function run(...args: string[]): string {
  const r = modelCommand(args);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  expect(r.stdout.endsWith('\n')).toBe(true);
  return r.stdout.slice(0, -1);
}

/** The numbers of each line, as printed (for comparing two languages). */
function numbers(text: string): string[][] {
  return text.split('\n').map((l) => l.match(/-?\d+(?:\.\d+)?(?:e[+-]\d+)?/g) ?? []);
}

function lines(text: string): string {
  // Fixture blocks start and end with a newline for readability.
  return text.replace(/^\n/, '').replace(/\n$/, '');
}

// Notes, Sesión A, "Ejemplo resuelto: cwnd por RTT": python3 reno_trace.py --ssthresh 16 --rounds 26 --dup-at-round 10 --timeout-at-round 19
const RENO_WORKED_EXAMPLE = lines(`
RTT  cwnd ssthresh  fase                  evento
  1     1       16  slow start
  2     2       16  slow start
  3     4       16  slow start
  4     8       16  slow start
  5    16       16  congestion avoidance
  6    17       16  congestion avoidance
  7    18       16  congestion avoidance
  8    19       16  congestion avoidance
  9    20       16  congestion avoidance
 10    21       16  congestion avoidance  3 ACK dup.
 11    10       10  congestion avoidance
 12    11       10  congestion avoidance
 13    12       10  congestion avoidance
 14    13       10  congestion avoidance
 15    14       10  congestion avoidance
 16    15       10  congestion avoidance
 17    16       10  congestion avoidance
 18    17       10  congestion avoidance
 19    18       10  congestion avoidance  timeout
 20     1        9  slow start
 21     2        9  slow start
 22     4        9  slow start
 23     8        9  slow start
 24     9        9  congestion avoidance
 25    10        9  congestion avoidance
 26    11        9  congestion avoidance
`);

// Notes, Sesión A, "Por qué AIMD": python3 phase.py aimd --steps 14
const PHASE_AIMD_14 = lines(`
paso      x1      x2    suma  |x1-x2|   Jain
   0    10.0    70.0    80.0     60.0  0.640
   1    15.0    75.0    90.0     60.0  0.692
   2    20.0    80.0   100.0     60.0  0.735
   3    25.0    85.0   110.0     60.0  0.771
   4    12.5    42.5    55.0     30.0  0.771
   5    17.5    47.5    65.0     30.0  0.824
   6    22.5    52.5    75.0     30.0  0.862
   7    27.5    57.5    85.0     30.0  0.889
   8    32.5    62.5    95.0     30.0  0.909
   9    37.5    67.5   105.0     30.0  0.925
  10    18.8    33.8    52.5     15.0  0.925
  11    23.8    38.8    62.5     15.0  0.946
  12    28.8    43.8    72.5     15.0  0.959
  13    33.8    48.8    82.5     15.0  0.968
  14    38.8    53.8    92.5     15.0  0.974
`);
// Same section: python3 phase.py aiad --steps 6
const PHASE_AIAD_6 = lines(`
paso      x1      x2    suma  |x1-x2|   Jain
   0    10.0    70.0    80.0     60.0  0.640
   1    15.0    75.0    90.0     60.0  0.692
   2    20.0    80.0   100.0     60.0  0.735
   3    25.0    85.0   110.0     60.0  0.771
   4     5.0    65.0    70.0     60.0  0.576
   5    10.0    70.0    80.0     60.0  0.640
   6    15.0    75.0    90.0     60.0  0.692
`);
// Same section: python3 phase.py mimd --steps 6
const PHASE_MIMD_6 = lines(`
paso      x1      x2    suma  |x1-x2|   Jain
   0    10.0    70.0    80.0     60.0  0.640
   1    12.5    87.5   100.0     75.0  0.640
   2    15.6   109.4   125.0     93.8  0.640
   3     7.8    54.7    62.5     46.9  0.640
   4     9.8    68.4    78.1     58.6  0.640
   5    12.2    85.4    97.7     73.2  0.640
   6    15.3   106.8   122.1     91.6  0.640
`);
// Same section, after 200 steps: python3 phase.py all
const PHASE_ALL = lines(`
regla       x1      x2    suma  |x1-x2|   Jain
aimd      45.0    45.0    90.0      0.0  1.000
aiad      10.0    70.0    80.0     60.0  0.640
mimd       7.6    53.5    61.1     45.8  0.640
miad       0.0   109.7   109.7    109.7  0.500
`);

// Notes, Sesión B, "CUBIC", "El tiempo manda, no el RTT": python3 cubic_curve.py --recovery
const CUBIC_RECOVERY = lines(`
    enlace     RTT  BDP (paq.)         Reno      CUBIC
   50 Mbps   40 ms         167        3.3 s      5.0 s
   50 Mbps  200 ms         833       83.3 s      8.5 s
 1000 Mbps   40 ms        3333       66.7 s     13.6 s
 1000 Mbps  200 ms       16667     1666.7 s     23.2 s
10000 Mbps  100 ms       83333     4166.7 s     39.7 s
`);
// Notes, Sesión B, "La región amigable con Reno": python3 cubic_curve.py --wmax 167 --rtt 40
const CUBIC_167_40 = lines(`
Wmax = 167 paquetes, K = 5.00 s
 t (s)  W cubic   W reno
   0.0      117       84
   0.5      130       96
   1.0      141      108
   1.5      150      121
   2.0      156      134
   2.5      161      146
   3.0      164      158
   3.5      166      171
   4.0      167      184
`);

describe('model reno-trace (notes, Sesión A, worked example and review question)', () => {
  it('reproduces the 26-row worked example exactly', () => {
    expect(run('reno-trace', '--ssthresh', '16', '--rounds', '26', '--dup-at-round', '10', '--timeout-at-round', '19', '--lang', 'es')).toBe(
      RENO_WORKED_EXAMPLE,
    );
  });
  it('prints the same numbers in English, with English words', () => {
    const en = run('reno-trace', '--ssthresh', '16', '--rounds', '26', '--dup-at-round', '10', '--timeout-at-round', '19');
    expect(numbers(en)).toEqual(numbers(RENO_WORKED_EXAMPLE));
    expect(en.split('\n')[0]).toBe('RTT  cwnd ssthresh  phase                 event');
    expect(en.split('\n')[10]).toBe(' 10    21       16  congestion avoidance  3 dup ACKs');
  });
  it('review question: ssthresh 8, three dup ACKs at cwnd 12 (notes, "En la práctica" after the worked example)', () => {
    const rows = run('reno-trace', '--ssthresh', '8', '--rounds', '12', '--dup-at-cwnd', '12', '--json');
    const data = JSON.parse(rows) as { rows: { cwnd: number; ssthresh: number }[] };
    expect(data.rows.map((r) => r.cwnd)).toEqual([1, 2, 4, 8, 9, 10, 11, 12, 6, 7, 8, 9]);
    expect(data.rows.slice(8).every((r) => r.ssthresh === 6)).toBe(true);
    const text = run('reno-trace', '--ssthresh', '8', '--rounds', '12', '--dup-at-cwnd', '12', '--lang', 'es').split('\n');
    expect(text).toHaveLength(13);
    expect(text[8]).toBe('  8    12        8  congestion avoidance  3 ACK dup.');
    expect(text[9]).toBe('  9     6        6  congestion avoidance');
  });
});

describe('model phase (notes, Sesión A, "Por qué AIMD")', () => {
  it('aimd --steps 14', () => {
    expect(run('phase', 'aimd', '--steps', '14', '--lang', 'es')).toBe(PHASE_AIMD_14);
  });
  it('aiad --steps 6', () => {
    expect(run('phase', 'aiad', '--steps', '6', '--lang', 'es')).toBe(PHASE_AIAD_6);
  });
  it('mimd --steps 6', () => {
    expect(run('phase', 'mimd', '--steps', '6', '--lang', 'es')).toBe(PHASE_MIMD_6);
  });
  it('all (200 steps)', () => {
    expect(run('phase', 'all', '--lang', 'es')).toBe(PHASE_ALL);
  });
  it('English keeps the numbers and the layout', () => {
    const en = run('phase', 'aimd', '--steps', '14');
    expect(en.split('\n')[0]).toBe('step      x1      x2     sum  |x1-x2|   Jain');
    expect(en.split('\n').slice(1)).toEqual(PHASE_AIMD_14.split('\n').slice(1));
    expect(run('phase', 'all').split('\n').slice(1)).toEqual(PHASE_ALL.split('\n').slice(1));
  });
  it('takes the model parameters as options', () => {
    const rows = run('phase', 'aimd', '--steps', '1', '--x1', '20', '--x2', '40', '--additive-increase', '10').split('\n');
    expect(rows[2]).toBe('   1    30.0    50.0    80.0     20.0  0.941');
  });
});

describe('model cubic (notes, Sesión B, "CUBIC")', () => {
  it('--recovery: the five links', () => {
    expect(run('cubic', '--recovery', '--lang', 'es')).toBe(CUBIC_RECOVERY);
    expect(run('cubic', '--recovery').split('\n').slice(1)).toEqual(CUBIC_RECOVERY.split('\n').slice(1));
  });
  it('--wmax 167 --rtt 40: K = 5.00 s and the rows t = 0.0 to 4.0 (W reno 108.5 prints as 108)', () => {
    expect(run('cubic', '--wmax', '167', '--rtt', '40', '--lang', 'es')).toBe(CUBIC_167_40);
    const en = run('cubic', '--wmax', '167', '--rtt', '40').split('\n');
    expect(en[0]).toBe('Wmax = 167 packets, K = 5.00 s');
    expect(en.slice(1)).toEqual(CUBIC_167_40.split('\n').slice(1));
  });
  it('--fast-convergence on the notes\' trace (Sesión B, "La curva, en la traza real")', () => {
    // Notes: Wmax = 335 x 0.85 ~ 285, restart 0.7 x 335 ~ 235, K = 5.0 s, next loss ~10 s after the reduction.
    const json = JSON.parse(run('cubic', '--wmax', '335', '--rtt', '40', '--fast-convergence', '--json')) as {
      fastConvergence: { wmax: number; cwndStart: number; k: number; nextLossS: number };
    };
    const f = json.fastConvergence;
    expect(Math.round(f.wmax)).toBe(285);
    expect(f.cwndStart).toBeCloseTo(234.5, 9); // 0.7 x 335, which the notes round to 235
    expect(f.k.toFixed(1)).toBe('5.0');
    expect(f.nextLossS.toFixed(1)).toBe('10.0');
    const text = run('cubic', '--wmax', '335', '--rtt', '40', '--fast-convergence').split('\n');
    expect(text[0]).toBe('fast convergence: loss at cwnd 335, Wmax = 335 x (1 + 0.7) / 2 = 284.8 packets, restart at 234.5, K = 5.0 s');
    expect(text[1]).toBe('next loss (W above 335) at t = 10.0 s after the reduction');
    // The table runs to the sample at or after the predicted loss, where W has passed 335.
    const last = text[text.length - 1].trim().split(/\s+/).map(Number);
    expect(last[0]).toBe(10.5);
    expect(last[1]).toBeGreaterThan(335);
  });
});

describe('lab formulas (notes, Sesión A and B)', () => {
  it('Jain: (25, 25) = 1, (35, 15) = 0.862, (45, 5) = 0.610, (50, 0) = 0.5 (Sesión A, "Cómo se mide la equidad")', () => {
    const jain = (a: string, b: string): string => run('jain', a, b).split('\n')[1].trim().split(/\s+/)[1];
    expect(jain('25', '25')).toBe('1.000');
    expect(jain('35', '15')).toBe('0.862');
    expect(jain('45', '5')).toBe('0.610');
    expect(jain('50', '0')).toBe('0.500');
    expect(run('jain', '35', '15', '--lang', 'es').split('\n')[0]).toBe('flujos   Jain');
  });
  it('Mathis on the lab link: 3.5, 11.2, 35.5 Mbit/s at 1 %, 0.1 %, 0.01 % (Sesión B, "¿Funciona?", table "Fórmula para Reno")', () => {
    const text = run('mathis', '--rtt-ms', '40', '--loss', '0.01', '--loss', '0.001', '--loss', '0.0001', '--mss', '1448', '--lang', 'es');
    expect(text).toBe(
      lines(`
Pérdida  Fórmula para Reno (Mbit/s)
    1 %                         3.5
  0.1 %                        11.2
 0.01 %                        35.5
`),
    );
  });
  it('Mathis inverse: 1 Gbit/s at 100 ms with 1500-byte packets needs p ~ 2.1e-8 (Sesión B, "Por qué Reno sufre en enlaces rápidos y largos")', () => {
    // The notes compute this one with the rounded constant 1.22 (their table above uses sqrt(3/2)).
    const text = run('mathis', '--target-mbps', '1000', '--rtt-ms', '100', '--mss', '1500', '--constant', '1.22').split('\n');
    expect(text).toContain('average window (segments)    8333');
    expect(text).toContain('loss needed                2.1e-8');
    // One loss every ~46 million packets, every nine minutes and some at that rate.
    const inv = JSON.parse(run('mathis', '--target-mbps', '1000', '--rtt-ms', '100', '--mss', '1500', '--constant', '1.22', '--json')) as {
      segmentsPerLoss: number;
      secondsPerLoss: number;
    };
    expect(Math.floor(inv.segmentsPerLoss / 1e6)).toBe(46);
    expect(Math.floor(inv.secondsPerLoss / 60)).toBe(9);
  });
  it('BDP of 50 Mbit/s x 40 ms: 250 000 bytes, ~167 packets of 1500 bytes, 165 frames of 1514 (Sesión A, "Por qué una ventana controla una velocidad")', () => {
    expect(run('bdp', '--rate-mbps', '50', '--rtt-ms', '40', '--packet-bytes', '1500', '--packet-bytes', '1514')).toBe(
      lines(`
BDP of 50 Mbit/s x 40 ms
quantity                 value
bits                   2000000
bytes                   250000
packets of 1500 bytes      167
packets of 1514 bytes      165
`),
    );
  });
  it('250 KiB holds 169 frames of 1514 bytes (Sesión A, "La misma curva, en un kernel de verdad")', () => {
    const row = run('buffer-delay', '--buffer-kib', '250', '--rate-mbps', '50').split('\n')[1].trim().split(/\s+/);
    expect(row).toEqual(['250', '41', 'ms', '169']);
  });
  it('buffer delays 8.2, 41 and 328 ms at 50 Mbit/s, 0.2, 1 and 8 times the BDP (Sesión B, "Bufferbloat", table "Buffer en r1")', () => {
    expect(run('buffer-delay', '--buffer-kib', '50', '--buffer-kib', '250', '--buffer-kib', '2000', '--rate-mbps', '50', '--rtt-ms', '40', '--lang', 'es')).toBe(
      lines(`
Buffer en r1 (KiB)  Cuenta a 50 Mbit/s  frames de 1514 bytes  Veces el BDP
                50              8.2 ms                    33           0.2
               250               41 ms                   169             1
              2000              328 ms                  1352             8
`),
    );
  });
  it('decrease ratios of the Reno trace rows the notes print (Sesión A, lab/trace-reno.csv excerpt)', () => {
    // Only the excerpt is in the notes; its first two ratios are the notes' 0.57 and 0.28. The
    // third (0.5 in the notes) needs the sawtooth samples the excerpt leaves out: here the
    // peak before 10.48 s is 320, not ~335, so it prints 0.53.
    const csv = ['t_s,cwnd_segments,ssthresh_segments,rtt_ms', '0.0,20,,40.662', '0.11,78,,45.078', '0.21,342,,44.099', '0.32,633,358,81.357', '0.52,320,179,82.565', '10.48,220,168,82.691'].join('\n');
    const files: Record<string, string> = { 'trace-reno.csv': csv };
    // Goes through the real parser and command; the reader is swapped for an in-memory one.
    const out = decreaseRatiosCommand(
      { command: 'model decrease-ratios', lang: 'en', s: STRINGS_EN },
      { positionals: ['trace-reno.csv'], numbers: new Map(), flags: new Set(), enums: new Map() },
      (p) => files[p],
    );
    const ratios = out.text.split('\n').slice(1).map((l) => l.trim().split(/\s+/).pop());
    expect(ratios).toEqual(['0.57', '0.28', '0.53']);
  });
});

describe('bad input: code 1 and one line on stderr naming the option and the range', () => {
  const cases: [string[], RegExp][] = [
    [[], /missing subcommand/],
    [['nope'], /unknown subcommand 'nope'.*reno-trace/],
    [['reno-trace', '--rounds', '5'], /--ssthresh is required, an integer from 2 to 1000000/],
    [['reno-trace', '--ssthresh', '1', '--rounds', '5'], /--ssthresh must be an integer from 2 to 1000000.*got '1'/],
    [['reno-trace', '--ssthresh', '8', '--rounds', '5', '--dup-at-round', '6'], /--dup-at-round must be an integer from 1 to 5/],
    [['reno-trace', '--ssthresh', '8', '--rounds'], /--rounds needs a value/],
    [['reno-trace', '--ssthresh', '8', '--rounds', '5', '--wat'], /unknown option --wat/],
    [['reno-trace', '--ssthresh', '8', '--ssthresh', '9', '--rounds', '5'], /--ssthresh given more than once/],
    [['phase'], /missing RULE, one of aimd, aiad, mimd, miad, all/],
    [['phase', 'aimdx'], /unknown rule 'aimdx'/],
    [['phase', 'aimd', '--multiplicative-decrease', '1.5'], /--multiplicative-decrease must be a number from 0.01 to 0.99/],
    [['phase', 'aimd', 'extra'], /too many arguments/],
    [['cubic', '--wmax', '167'], /--rtt is required/],
    [['cubic', '--wmax', '-1', '--rtt', '40'], /--wmax must be a number greater than 0/],
    [['cubic', '--recovery', '--wmax', '3'], /--recovery takes no --wmax/],
    [['bdp', '--rate-mbps', '50'], /--rtt-ms is required/],
    [['mathis', '--rtt-ms', '40', '--loss', '0'], /--loss must be a number greater than 0 up to 1/],
    [['mathis', '--rtt-ms', '40'], /--loss .* or --target-mbps .* is required/],
    [['jain', '3', 'x'], /each throughput must be a number >= 0 \(got 'x'\)/],
    [['jain', '0', '0'], /at least one throughput must be greater than 0/],
    [['reno-trace', '--ssthresh', '8', '--rounds', '5', '--lang', 'fr'], /--lang must be one of en, es/],
    [['decrease-ratios', '/nonexistent/x.csv'], /cannot read \/nonexistent\/x.csv/],
  ];
  for (const [args, pattern] of cases) {
    it(`model ${args.join(' ')}`, () => {
      const r = modelCommand(args);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(pattern);
      expect(r.stderr.endsWith('\n')).toBe(true);
      expect(r.stderr.slice(0, -1)).not.toContain('\n');
    });
  }
  it('help prints the usage of every subcommand', () => {
    const r = modelCommand(['help']);
    expect(r.code).toBe(0);
    for (const sub of ['reno-trace', 'phase', 'cubic', 'bdp', 'buffer-delay', 'mathis', 'jain', 'decrease-ratios']) {
      expect(r.stdout).toContain(`model ${sub}`);
    }
  });
});

describe('--json', () => {
  it('gives raw numbers and stable codes, not localized words', () => {
    const es = JSON.parse(run('reno-trace', '--ssthresh', '16', '--rounds', '11', '--dup-at-round', '10', '--json', '--lang', 'es')) as {
      rows: { round: number; phase: string; event: string | null }[];
    };
    expect(es.rows[9]).toEqual({ round: 10, cwnd: 21, ssthresh: 16, phase: 'congestion-avoidance', event: 'dup-ack' });
    const curve = JSON.parse(run('cubic', '--wmax', '167', '--rtt', '40', '--json')) as { k: number; rows: { reno: number }[] };
    expect(curve.k).toBeCloseTo(Math.cbrt(125.25), 12);
    expect(curve.rows[2].reno).toBe(108.5);
  });
});
