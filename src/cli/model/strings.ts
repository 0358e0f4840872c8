// Every word the model tables print, per language. Spanish uses the course notes' words; the
// notes keep the English names of the Reno phases, and so does this table. Numbers keep the
// decimal point in both languages, as the notes' script outputs do.

import type { RenoEvent, RenoPhase } from '../../models';

export type Lang = 'en' | 'es';

export interface ModelStrings {
  reno: { round: string; cwnd: string; ssthresh: string; phase: string; event: string };
  renoPhases: Record<RenoPhase, string>;
  renoEvents: Record<RenoEvent, string>;
  phase: { step: string; rule: string; sum: string; difference: string; jain: string };
  recovery: { link: string; rtt: string; bdp: string; reno: string; cubic: string };
  curve: {
    title: (wmax: string, k: string) => string;
    fastConvergence: (cwnd: string, wmax: string, start: string, k: string) => string;
    nextLoss: (capacity: string, t: string) => string;
    t: string;
    cubic: string;
    reno: string;
  };
  bdp: { title: (rate: string, rtt: string) => string; quantity: string; value: string; bits: string; bytes: string; packets: (size: string) => string };
  buffer: { buffer: string; delay: (rate: string) => string; frames: (size: string) => string; timesBdp: string };
  mathis: {
    loss: string;
    formula: string;
    quantity: string;
    value: string;
    target: string;
    rtt: string;
    mss: string;
    window: string;
    lossNeeded: string;
    segmentsPerLoss: string;
    secondsPerLoss: string;
  };
  jain: { flows: string; jain: string };
  ratios: { trace: string; t: string; ssthresh: string; peak: string; ratio: string };
  notApplicable: string;
}

export const STRINGS: Record<Lang, ModelStrings> = {
  en: {
    reno: { round: 'RTT', cwnd: 'cwnd', ssthresh: 'ssthresh', phase: 'phase', event: 'event' },
    renoPhases: { 'slow-start': 'slow start', 'congestion-avoidance': 'congestion avoidance' },
    renoEvents: { 'dup-ack': '3 dup ACKs', timeout: 'timeout' },
    phase: { step: 'step', rule: 'rule', sum: 'sum', difference: '|x1-x2|', jain: 'Jain' },
    recovery: { link: 'link', rtt: 'RTT', bdp: 'BDP (pkts)', reno: 'Reno', cubic: 'CUBIC' },
    curve: {
      title: (wmax, k) => `Wmax = ${wmax} packets, K = ${k} s`,
      fastConvergence: (cwnd, wmax, start, k) =>
        `fast convergence: loss at cwnd ${cwnd}, Wmax = ${cwnd} x (1 + 0.7) / 2 = ${wmax} packets, restart at ${start}, K = ${k} s`,
      nextLoss: (capacity, t) => `next loss (W above ${capacity}) at t = ${t} s after the reduction`,
      t: 't (s)',
      cubic: 'W cubic',
      reno: 'W reno',
    },
    bdp: {
      title: (rate, rtt) => `BDP of ${rate} Mbit/s x ${rtt} ms`,
      quantity: 'quantity',
      value: 'value',
      bits: 'bits',
      bytes: 'bytes',
      packets: (size) => `packets of ${size} bytes`,
    },
    buffer: {
      buffer: 'buffer (KiB)',
      delay: (rate) => `max delay at ${rate} Mbit/s`,
      frames: (size) => `frames of ${size} B`,
      timesBdp: 'times the BDP',
    },
    mathis: {
      loss: 'loss',
      formula: 'Reno formula (Mbit/s)',
      quantity: 'quantity',
      value: 'value',
      target: 'target (Mbit/s)',
      rtt: 'RTT (ms)',
      mss: 'MSS (bytes)',
      window: 'average window (segments)',
      lossNeeded: 'loss needed',
      segmentsPerLoss: 'segments per loss',
      secondsPerLoss: 'seconds per loss',
    },
    jain: { flows: 'flows', jain: 'Jain' },
    ratios: { trace: 'trace', t: 't (s)', ssthresh: 'ssthresh', peak: 'peak cwnd', ratio: 'ratio' },
    notApplicable: 'n/a',
  },
  es: {
    reno: { round: 'RTT', cwnd: 'cwnd', ssthresh: 'ssthresh', phase: 'fase', event: 'evento' },
    renoPhases: { 'slow-start': 'slow start', 'congestion-avoidance': 'congestion avoidance' },
    renoEvents: { 'dup-ack': '3 ACK dup.', timeout: 'timeout' },
    phase: { step: 'paso', rule: 'regla', sum: 'suma', difference: '|x1-x2|', jain: 'Jain' },
    recovery: { link: 'enlace', rtt: 'RTT', bdp: 'BDP (paq.)', reno: 'Reno', cubic: 'CUBIC' },
    curve: {
      title: (wmax, k) => `Wmax = ${wmax} paquetes, K = ${k} s`,
      fastConvergence: (cwnd, wmax, start, k) =>
        `convergencia rápida: pérdida con cwnd ${cwnd}, Wmax = ${cwnd} x (1 + 0.7) / 2 = ${wmax} paquetes, reinicio en ${start}, K = ${k} s`,
      nextLoss: (capacity, t) => `próxima pérdida (W sobre ${capacity}) en t = ${t} s tras la reducción`,
      t: 't (s)',
      cubic: 'W cubic',
      reno: 'W reno',
    },
    bdp: {
      title: (rate, rtt) => `BDP de ${rate} Mbit/s x ${rtt} ms`,
      quantity: 'cantidad',
      value: 'valor',
      bits: 'bits',
      bytes: 'bytes',
      packets: (size) => `paquetes de ${size} bytes`,
    },
    buffer: {
      buffer: 'Buffer en r1 (KiB)',
      delay: (rate) => `Cuenta a ${rate} Mbit/s`,
      frames: (size) => `frames de ${size} bytes`,
      timesBdp: 'Veces el BDP',
    },
    mathis: {
      loss: 'Pérdida',
      formula: 'Fórmula para Reno (Mbit/s)',
      quantity: 'cantidad',
      value: 'valor',
      target: 'objetivo (Mbit/s)',
      rtt: 'RTT (ms)',
      mss: 'MSS (bytes)',
      window: 'ventana promedio (paquetes)',
      lossNeeded: 'pérdida necesaria',
      segmentsPerLoss: 'paquetes por pérdida',
      secondsPerLoss: 'segundos por pérdida',
    },
    jain: { flows: 'flujos', jain: 'Jain' },
    ratios: { trace: 'traza', t: 't (s)', ssthresh: 'ssthresh', peak: 'cwnd máx.', ratio: 'factor' },
    notApplicable: 'n/a',
  },
};
