// Issue 18, item 4: every view's number fields read through numberFields.ts and show the one
// shared message (numberField.ambiguous) for a number that reads two ways: "1,000" in English,
// "1.000" in Spanish (1000 with a thousands mark, or 1 with a decimal mark); "1,5" is 1.5 in
// Spanish. Each view's own validation is run, then its form is rendered with the errors it gave.
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { LOCALE_TREES } from '../../i18n/resources';
import { checkPathForm, checkField as checkBdpField, COURSE_PATH } from '../../panels/bdp-pipe/model';
import { BdpControls } from '../BdpPipe/BdpControls';
import { BloatForm } from '../Bufferbloat/BloatForm';
import * as bloat from '../Bufferbloat/options';
import { FairnessForm } from '../Fairness/FairnessForm';
import * as fair from '../Fairness/options';
import { ScenarioForm } from '../LinkPing/ScenarioForm';
import * as ping from '../LinkPing/options';
import { ParamsForm } from '../PhasePlane/ParamsForm';
import * as phase from '../PhasePlane/options';
import { SawtoothForm } from '../Sawtooth/SawtoothForm';
import * as saw from '../Sawtooth/options';

beforeAll(async () => {
  // The page's instance, bound to React as initI18n binds it, without the browser's language detection.
  await i18n.use(initReactI18next).init({
    react: { useSuspense: false },
    resources: { en: { translation: LOCALE_TREES.en }, es: { translation: LOCALE_TREES.es } },
    lng: 'en', fallbackLng: 'en', supportedLngs: ['es', 'en'], interpolation: { escapeValue: false },
  });
});

const AMBIGUOUS = {
  en: { typed: '1,000', message: '“1,000” could be 1000 (with a thousands comma) or 1 (with a decimal comma); type 1000 or 1.' },
  es: { typed: '1.000', message: '«1.000» puede ser 1000 (con punto de miles) o 1 (con punto decimal); escribe 1000 o 1.' },
} as const;
const READINGS = { grouped: 1000, decimal: 1 };
const noop = () => undefined;

interface Case {
  view: string;
  /** The view's own validation of its default form with the rate (or capacity) typed as `text`: the field's error, or its value. */
  check(text: string): { error?: { key: string; readings?: unknown }; value?: number };
  /** The view's form rendered with the errors its validation gave. */
  render(text: string): ReactElement;
}

const CASES: Case[] = [
  {
    view: 'link-ping',
    check(text) {
      const r = ping.validateForm({ ...ping.formFromOptions(ping.DEFAULT_OPTIONS), rate: text }, ping.DEFAULT_OPTIONS);
      return r.ok ? { value: r.options.rateMbps } : { error: r.errors.rate };
    },
    render(text) {
      const form = { ...ping.formFromOptions(ping.DEFAULT_OPTIONS), rate: text };
      const r = ping.validateForm(form, ping.DEFAULT_OPTIONS);
      return createElement(ScenarioForm, { form, errors: r.ok ? {} : r.errors, locked: false, onChange: noop, onSubmit: noop });
    },
  },
  {
    view: 'phase-plane',
    check(text) {
      // The start point at the origin fits any capacity, so only the capacity is judged.
      const r = phase.validateForm({ ...phase.formFromOptions(phase.DEFAULT_OPTIONS), capacity: text, x1: '0', x2: '0' });
      return r.ok ? { value: r.params.capacity } : { error: r.errors.capacity };
    },
    render(text) {
      const form = { ...phase.formFromOptions(phase.DEFAULT_OPTIONS), capacity: text };
      const r = phase.validateForm(form);
      return createElement(ParamsForm, { rule: 'aimd', form, errors: r.ok ? {} : r.errors, onChange: noop });
    },
  },
  {
    view: 'bufferbloat',
    check(text) {
      const r = bloat.validateForm({ ...bloat.formFromOptions(bloat.DEFAULT_OPTIONS, i18n.language), rate: text }, bloat.DEFAULT_OPTIONS);
      return r.ok ? { value: r.options.rateMbps } : { error: r.errors.rate };
    },
    render(text) {
      const form = { ...bloat.formFromOptions(bloat.DEFAULT_OPTIONS, i18n.language), rate: text };
      const r = bloat.validateForm(form, bloat.DEFAULT_OPTIONS);
      return createElement(BloatForm, { form, errors: r.ok ? {} : r.errors, locked: false, onChange: noop, onSubmit: noop, configs: [], liveKey: '', onLiveKey: noop });
    },
  },
  {
    view: 'bdp-pipe',
    check(text) {
      const r = checkBdpField('rate', text);
      return 'error' in r ? { error: r.error } : { value: r.value };
    },
    render(text) {
      const form = { rate: text, delay: String(COURSE_PATH.delayMs), buffer: String(COURSE_PATH.bufferBytes) };
      const r = checkPathForm(form);
      return createElement(BdpControls, {
        cwnd: 100, cwndText: '100', xMax: 1000, form, errors: r.ok ? {} : r.errors, playing: false, lang: i18n.language,
        onCwnd: noop, onPath: noop, onPlay: noop, onReset: noop,
      });
    },
  },
  {
    view: 'sawtooth',
    check(text) {
      const r = saw.validateForm({ ...saw.formFromOptions(saw.DEFAULT_OPTIONS), rate: text }, saw.DEFAULT_OPTIONS);
      return r.ok ? { value: r.options.rateMbps } : { error: r.errors.rate };
    },
    render(text) {
      const form = { ...saw.formFromOptions(saw.DEFAULT_OPTIONS), rate: text };
      const r = saw.validateForm(form, saw.DEFAULT_OPTIONS);
      return createElement(SawtoothForm, { form, errors: r.ok ? {} : r.errors, locked: false, onChange: noop, onSubmit: noop });
    },
  },
  {
    view: 'fairness',
    check(text) {
      const r = fair.validateForm({ ...fair.formFromOptions(fair.DEFAULT_OPTIONS), rate: text }, fair.DEFAULT_OPTIONS);
      return r.ok ? { value: r.options.rateMbps } : { error: r.errors.rate };
    },
    render(text) {
      const form = { ...fair.formFromOptions(fair.DEFAULT_OPTIONS), rate: text };
      const r = fair.validateForm(form, fair.DEFAULT_OPTIONS);
      return createElement(FairnessForm, { form, errors: r.ok ? {} : r.errors, locked: false, onChange: noop, onSubmit: noop, onLoad: noop });
    },
  },
];

describe('an ambiguous number in every view\'s form', () => {
  for (const c of CASES) {
    for (const lang of ['en', 'es'] as const) {
      it(`${c.view} (${lang}): "${AMBIGUOUS[lang].typed}" is refused with both readings, in the shared sentence`, async () => {
        await i18n.changeLanguage(lang);
        expect(c.check(AMBIGUOUS[lang].typed).error).toMatchObject({ key: 'notNumber', readings: READINGS });
        expect(renderToStaticMarkup(c.render(AMBIGUOUS[lang].typed))).toContain(AMBIGUOUS[lang].message);
        // Its own default form is valid as written in this language (numberText), and plain junk gets no readings.
        expect(c.check(lang === 'es' ? '2,5' : '2.5')).toEqual({ value: 2.5 });
        expect(c.check('fast').error).toMatchObject({ key: 'notNumber' });
        expect(c.check('fast').error?.readings).toBeUndefined();
      });
    }
  }
});
