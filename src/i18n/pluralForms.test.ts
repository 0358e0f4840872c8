// Every plural key rendered with count 1 and 2 in both languages (issue 18: "1 run record(s)",
// "1 corridas"): i18next picks key_one for 1 and key_other for 2 in English and Spanish, each
// group has both forms in both languages, and the two forms differ in at least one language. The
// command line's strings (src/exercises/text.ts, its own templater) pick the same forms.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { text } from '../exercises/text';
import { leafKeys, leafValue, placeholders } from './keys';
import { LOCALE_TREES } from './resources';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: LOCALE_TREES.en }, es: { translation: LOCALE_TREES.es } },
    lng: 'en', fallbackLng: 'en', supportedLngs: ['es', 'en'], interpolation: { escapeValue: false },
  });
});

const LANGS = ['en', 'es'] as const;
/** The plural groups: every key that has an `_other` form, without the suffix. */
const GROUPS = [...new Set(LANGS.flatMap((l) => leafKeys(LOCALE_TREES[l]).filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -'_other'.length))))].sort();

/** A text with its placeholders filled the way the test fills them: ⟨name⟩, and the count as itself. */
function fill(template: string, count: number): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_m, name: string) => (name === 'count' ? String(count) : `⟨${name}⟩`));
}

function vars(group: string, count: number): Record<string, string | number> {
  const names = new Set(LANGS.flatMap((l) => ['one', 'other'].flatMap((f) => placeholders(leafValue(LOCALE_TREES[l], `${group}_${f}`) ?? ''))));
  return { ...Object.fromEntries([...names].map((n) => [n, `⟨${n}⟩`])), count };
}

describe('plural forms', () => {
  it('there are plural groups to check (the scan found them)', () => {
    expect(GROUPS.length).toBeGreaterThan(30);
  });

  for (const group of GROUPS) {
    it(`${group}: one for 1, other for 2, in English and Spanish`, () => {
      const forms: Record<string, [string, string]> = {};
      for (const lng of LANGS) {
        const one = leafValue(LOCALE_TREES[lng], `${group}_one`);
        const other = leafValue(LOCALE_TREES[lng], `${group}_other`);
        expect(one, `${lng} ${group}_one`).toBeDefined();
        expect(other, `${lng} ${group}_other`).toBeDefined();
        const got1 = i18n.t(group, { ...vars(group, 1), lng });
        const got2 = i18n.t(group, { ...vars(group, 2), lng });
        expect(got1).toBe(fill(one!, 1));
        expect(got2).toBe(fill(other!, 2));
        expect(got1).not.toMatch(/\{\{|_one|_other/);
        // The command line's templater picks the same forms for the exercises' strings.
        if (group.startsWith('exercises.')) {
          const key = group.slice('exercises.'.length);
          expect(text(lng, key, vars(group, 1))).toBe(fill(one!, 1).replace(/⟨count⟩/g, '1'));
          expect(text(lng, key, vars(group, 2))).toBe(fill(other!, 2).replace(/⟨count⟩/g, '2'));
        }
        forms[lng] = [one!, other!];
      }
      // A group exists because some language needs two forms ("1 marked" / "2 marked" in English, "1 marcado" / "2 marcados").
      expect(LANGS.some((l) => forms[l][0] !== forms[l][1]), 'the forms differ in at least one language').toBe(true);
    });
  }
});

describe('the counts the issue found, read as a student reads them', () => {
  const t = (key: string, lng: 'en' | 'es', v: Record<string, unknown>) => i18n.t(key, { ...v, lng });

  it('a one-job sweep: "0 of 1 run done, on 1 worker"; Spanish "1 corrida", "2 corridas"', () => {
    const running = (lng: 'en' | 'es', total: number, workers: number) =>
      t('views.sweep.status.running', lng, { done: 0, total, count: total, workers: t('views.sweep.status.workers', lng, { count: workers }) });
    expect(running('en', 1, 1)).toBe('Running: 0 of 1 run done, on 1 worker.');
    expect(running('en', 2, 2)).toBe('Running: 0 of 2 runs done, on 2 workers.');
    expect(running('es', 1, 1)).toBe('Corriendo: 0 de 1 corrida lista, en 1 worker.');
    expect(running('es', 2, 2)).toBe('Corriendo: 0 de 2 corridas listas, en 2 workers.');
    expect(t('views.sweep.presetJobs', 'es', { name: 'demo', jobs: 1, count: 1 })).toBe('demo (1 corrida)');
    expect(t('views.sweep.presetJobs', 'es', { name: 'demo', jobs: 2, count: 2 })).toBe('demo (2 corridas)');
  });

  it('the class report of one file: "1 file: 1 student graded, 0 files could not be read"', () => {
    const meta = (lng: 'en' | 'es', files: number, graded: number, failed: number) =>
      text(lng, 'report.meta', { files: text(lng, 'report.files', { count: files }), graded: text(lng, 'report.graded', { count: graded }), failed: text(lng, 'report.failed', { count: failed }), engine: 'E', date: 'D' });
    expect(meta('en', 1, 1, 0)).toBe('1 file: 1 student graded, 0 files could not be read. Graded with E on D UTC.');
    expect(meta('es', 1, 1, 1)).toBe('1 archivo: 1 estudiante corregido, 1 archivo no se pudo leer. Corregido con E el D UTC.');
    expect(meta('es', 2, 2, 2)).toBe('2 archivos: 2 estudiantes corregidos, 2 archivos no se pudieron leer. Corregido con E el D UTC.');
  });

  it('the grading line of the command line and an exercise worth 1 point', () => {
    const stats = text('en', 'cli.stats', { submissions: text('en', 'cli.submissions', { count: 1 }), runs: text('en', 'cli.runsResimulated', { count: 1 }), simulated: 1, workers: text('en', 'cli.workerThreads', { count: 1 }), s: '0.1' });
    expect(stats).toBe('grade: 1 submission, 1 attached run re-simulated (1 distinct) on 1 worker thread, 0.1 s');
    expect(text('es', 'cli.points', { points: 1, count: 1 })).toBe('1 punto');
    expect(t('lessons.exercise.points', 'es', { points: 2, count: 2 })).toBe('2 puntos');
  });

  it('a queue that dropped one packet, and one ping sent', () => {
    expect(t('panels.summary.queue', 'es', { drops: '1', count: 1, marks: t('panels.summary.marked', 'es', { n: '1', count: 1 }), peak: '3 KiB' }))
      .toBe('Cola del cuello de botella: 1 paquete botado, 1 marcado (CE), como máximo 3 KiB en cola.');
    expect(t('linkPing.srSummary', 'en', { received: '0', sent: '1', count: 1, last: '–', median: '–', drops: t('linkPing.queueDrops', 'en', { n: '0', count: 0 }) }))
      .toBe('0 of 1 ping answered; last RTT –, median –; 0 packets dropped by the queue.');
  });

  it('the FRCT view: a run that retransmitted one packet, a log of one line, one line at 0 hidden', () => {
    const counted = (lng: 'en' | 'es', key: string, count: number) => t(`views.frctRepair.summaryCounts.${key}`, lng, { n: String(count), count });
    const summary = (lng: 'en' | 'es', k: number) =>
      t('views.frctRepair.summary', lng, { goodput: 'G', rto: counted(lng, 'rto', k), sack: String(k), sacks: counted(lng, 'sacks', k), paced: 'P', cuts: counted(lng, 'cuts', k) });
    expect(summary('en', 1)).toBe('Run finished: G delivered in order; the sender retransmitted 1 packet on its timer and 1 from SACKs (1 SACK sent by the receiver); mb-ecn paced the path at P with 1 signal-loss cut.');
    expect(summary('es', 2)).toBe('Corrida terminada: G entregados en orden; el emisor retransmitió 2 paquetes por su temporizador y 2 por SACK (2 SACK enviados por el receptor); mb-ecn marcó el ritmo del camino a P con 2 recortes por pérdida de señal.');
    const log = (lng: 'en' | 'es', shown: number, held: number, total: number, rxm: number) =>
      t('panels.frctLog.count', lng, {
        shown: String(shown), count: shown,
        kept: t('panels.frctLog.kept', lng, { n: String(held), count: held }),
        logged: t('panels.frctLog.logged', lng, { n: String(total), count: total }),
        rxm: t('panels.frctLog.rxmShown', lng, { n: String(rxm), count: rxm }),
      });
    expect(log('en', 1, 1, 1, 1)).toBe('1 line shown of the 1 kept (the newest), 1 logged; 1 retransmission shown.');
    expect(log('es', 1, 1, 1, 1)).toBe('1 línea mostrada de la 1 guardada (la más reciente), 1 registrada; 1 retransmisión mostrada.');
    expect(log('es', 2, 5, 7, 0)).toBe('2 líneas mostradas de las 5 guardadas (las más recientes), 7 registradas; 0 retransmisiones mostradas.');
    expect(t('panels.frctLog.dropped', 'es', { n: '1', count: 1 })).toMatch(/^1 paquete llegó demasiado deprisa para listarlo /);
    expect(t('panels.frctLog.spoken', 'en', { total: '1', count: 1, rxm: t('panels.frctLog.spokenRxm', 'en', { n: '1', count: 1 }), sack: '0' }))
      .toBe('Packet log: 1 packet logged so far, 1 of them a retransmission, 0 with SACK blocks.');
    expect(t('panels.frctCounters.hiddenZero', 'en', { n: '1', count: 1 })).toBe('1 line at 0 hidden.');
    expect(t('panels.frctCounters.hiddenZero', 'es', { n: '1', count: 1 })).toBe('1 línea en 0 oculta.');
    expect(t('panels.frctCounters.hiddenZero', 'es', { n: '2', count: 2 })).toBe('2 líneas en 0 ocultas.');
  });
});
