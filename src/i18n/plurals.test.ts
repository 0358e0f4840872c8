// Plurals go through i18next's plural forms (key_one / key_other, chosen by `count`), never
// "run(s)" or a fixed "{{n}} corridas" that reads "1 corridas" (issue 18). The scan reads every
// locale string; a counted noun after a placeholder outside a plural key must be listed below with
// why its count is never 1, or is a known defect left to its owner.
import { describe, expect, it } from 'vitest';
import { leafKeys, leafValue } from './keys';
import { LOCALE_TREES } from './resources';

const COUNTED = new RegExp(`\\{\\{\\s*\\w+\\s*\\}\\}\\s+(${[
  'runs?', 'corridas?', 'steps?', 'pasos?', 'records?', 'registros?', 'files?', 'archivos?', 'jobs?', 'points?', 'puntos?',
  'submissions?', 'entregas?', 'students?', 'estudiantes?', 'exercises?', 'ejercicios?', 'predictions?', 'predicci(ón|ones)',
  'hosts?', 'emisor(es)?', 'samples?', 'muestras?', 'workers?', 'pings?', 'items?', 'elementos?', 'characters?', 'caracteres?', 'carácter',
  'loss events?', 'eventos? de pérdida', 'packets? dropped', 'paquetes? botados?', 'segments', 'segmentos',
].join('|')})\\b`, 'u');
const PLURAL_KEY = /_(zero|one|two|few|many|other)$/;

/** Keys whose count is never 1 where the string is used, or known defects outside this work (said so). */
const NOT_ONE: Record<string, string> = {
  'panels.pingCdf.ariaMany': 'used only for more than one run (ariaOne otherwise)',
  'panels.pingRtt.ariaMany': 'used only for more than one run (ariaOne otherwise)',
  'panels.phaseModel.aria': '"{{n}} of {{total}} steps": the noun follows the total, always several',
  'views.lossNotCongestion.status.done': 'one run per transport, five transports',
  'views.lossNotCongestion.imported.status': 'a comparison file holds the five transports\' runs',
  'exercises.csv.severalFiles': 'said only for several files of one student',
  'exercises.c2-lab1.statement': 'the held cwnd is drawn per student from 100 to 320 segments (src/exercises/defs/c2-lab1.ts)',
};

describe('plurals in the locale files', () => {
  for (const lang of ['en', 'es'] as const) {
    const tree = LOCALE_TREES[lang];
    const keys = leafKeys(tree);

    it(`${lang}: no "(s)" plurals`, () => {
      expect(keys.filter((k) => /\p{L}\((s|es)\)/u.test(leafValue(tree, k) ?? ''))).toEqual([]);
    });

    it(`${lang}: a counted noun after a number is a plural form, or listed with its reason`, () => {
      const found = keys.filter((k) => !PLURAL_KEY.test(k) && COUNTED.test(leafValue(tree, k) ?? ''));
      expect(found.filter((k) => !(k in NOT_ONE))).toEqual([]);
    });
  }

  it('lists no key that no longer needs it', () => {
    const stale = Object.keys(NOT_ONE).filter((k) => !(['en', 'es'] as const).some((l) => COUNTED.test(leafValue(LOCALE_TREES[l], k) ?? '')));
    expect(stale).toEqual([]);
  });
});
