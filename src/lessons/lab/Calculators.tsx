// Step 7's calculators: the four functions of lab/metrics.py computed by the models the lessons
// use (src/models: bdp, bufferDelay, mathis, decreaseRatios), so a student can check their own
// implementation number by number; the trace can be the student's own step 2 run.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, parseLocaleNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { bdp } from '../../models/bdp';
import { bufferDelay, KIB } from '../../models/bufferDelay';
import { decreaseRatios } from '../../models/decreaseRatios';
import { mathisThroughputBps } from '../../models/mathis';
import { parseTraceCsv, TraceCsvError } from '../../models/traceCsv';
import { seriesOf, useRun, useWidgetRun } from '../../store';
import { NumberField } from '../../controls/NumberField';
import { exerciseWidgetId } from '../blocks/Exercise';
import { traceCsvOf } from './traceFromRun';

type Fields = Record<string, string>;

/** The typed numbers, or null when one is not a number above 0. */
function positives(f: Fields): Record<string, number> | null {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(f)) {
    const x = parseLocaleNumber(v);
    if (!(x > 0)) return null;
    out[k] = x;
  }
  return out;
}

function Calculator({ id, title, initial, compute }: { id: string; title: string; initial: Fields; compute(v: Record<string, number>): string }) {
  const { t } = useTranslation();
  const uid = useId();
  const [fields, setFields] = useState(initial);
  const values = positives(fields);
  return (
    <fieldset className="lab-calc" data-testid={`lab-calc-${id}`}>
      <legend>{title}</legend>
      <div className="lab-calc__fields">
        {Object.keys(initial).map((name) => (
          <NumberField key={name} id={`${uid}-${name}`} label={t(`lessons.lab.calc.${id}.${name}`)} testId={`lab-calc-${id}-${name}`} value={fields[name]} disabled={false} onChange={(v) => setFields({ ...fields, [name]: v })} />
        ))}
      </div>
      <p className="lab-calc__out" data-testid={`lab-calc-${id}-out`} role="status">
        <strong>{t('lessons.lab.calc.result')}:</strong> {values ? compute(values) : t('lessons.lab.calc.invalid')}
      </p>
    </fieldset>
  );
}

/** The localised reason a trace is refused (the models' parser names the line and the column). */
function traceProblem(e: unknown, t: (k: string, o?: Record<string, unknown>) => string): string {
  const m = e instanceof TraceCsvError ? e.message : '';
  let x: RegExpMatchArray | null;
  if (m === 'empty trace') return t('lessons.lab.calc.trace.bad.empty');
  if ((x = m.match(/^line (\d+): missing column (\w+)/))) return t('lessons.lab.calc.trace.bad.column', { line: x[1], column: x[2] });
  if ((x = m.match(/^line (\d+): (\w+) (?:is empty|must be)/))) return t('lessons.lab.calc.trace.bad.value', { line: x[1], column: x[2] });
  if ((x = m.match(/^line (\d+): t_s goes back/))) return t('lessons.lab.calc.trace.bad.time', { line: x[1] });
  return t('lessons.lab.calc.trace.bad.other');
}

function TraceCalculator() {
  const { t } = useTranslation();
  const lang = useLang();
  const uid = useId();
  const runId = useWidgetRun(exerciseWidgetId('lab-s2'));
  const run = useRun(runId);
  const [text, setText] = useState('');
  const [out, setOut] = useState<{ ok: boolean; text: string } | null>(null);
  const compute = (csv: string) => {
    try {
      const ratios = decreaseRatios(parseTraceCsv(csv));
      setOut({ ok: true, text: ratios.length === 0 ? t('lessons.lab.calc.trace.none') : t('lessons.lab.calc.trace.out', { list: ratios.map((r) => formatNumber(r.ratio, lang, { digits: 2 })).join(' · ') }) });
    } catch (e) {
      setOut({ ok: false, text: traceProblem(e, t) });
    }
  };
  const fromRun = () => {
    const s = runId ? seriesOf(runId) : undefined;
    const csv = s ? traceCsvOf(s, 's1') : null;
    if (!csv) return;
    setText(csv);
    compute(csv);
  };
  const haveRun = run?.status === 'done';
  return (
    <fieldset className="lab-calc lab-calc--trace" data-testid="lab-calc-trace">
      <legend>{t('lessons.lab.calc.trace.title')}</legend>
      <label htmlFor={`${uid}-csv`} className="view-field__label">{t('lessons.lab.calc.trace.label')}</label>
      <textarea id={`${uid}-csv`} className="view-field__input lab-calc__csv" rows={5} spellCheck={false} value={text} onChange={(e) => setText(e.target.value)} data-testid="lab-calc-trace-csv" />
      <div className="lab-calc__buttons">
        <button type="button" className="btn btn--primary" data-testid="lab-calc-trace-compute" onClick={() => compute(text)}>
          {t('lessons.lab.calc.trace.compute')}
        </button>
        <button type="button" className="btn" data-testid="lab-calc-trace-run" disabled={!haveRun} onClick={fromRun} title={haveRun ? undefined : t('lessons.lab.calc.trace.noRun')}>
          {t('lessons.lab.calc.trace.useRun')}
        </button>
      </div>
      {out ? (
        <p className={out.ok ? 'lab-calc__out' : 'lab-calc__error'} role={out.ok ? 'status' : 'alert'} data-testid="lab-calc-trace-out">{out.text}</p>
      ) : null}
      <p className="note">{t('lessons.lab.calc.trace.notes')}</p>
    </fieldset>
  );
}

export function Calculators() {
  const { t } = useTranslation();
  const lang = useLang();
  const n = (x: number, d = 2) => formatNumber(x, lang, { maxDigits: d });
  const text = (x: number) => (lang === 'es' ? String(x).replace('.', ',') : String(x));
  return (
    <section className="lab-calcs" aria-labelledby="lab-calcs-title">
      <h3 id="lab-calcs-title">{t('lessons.lab.calc.heading')}</h3>
      <div className="lab-calcs__grid">
        <Calculator
          id="bdp"
          title={t('lessons.lab.calc.bdp.title')}
          initial={{ rate: text(50), rtt: text(40), packet: text(1514) }}
          compute={(v) => {
            const b = bdp(v.rate, v.rtt, v.packet);
            return t('lessons.lab.calc.bdp.out', { bytes: n(b.bytes, 0), packets: n(b.packets, 1), packet: n(v.packet, 0) });
          }}
        />
        <Calculator
          id="buffer"
          title={t('lessons.lab.calc.buffer.title')}
          initial={{ buffer: text(250), rate: text(50) }}
          compute={(v) => {
            const d = bufferDelay(v.buffer * KIB, v.rate);
            return t('lessons.lab.calc.buffer.out', { ms: n(d.delayMs), frames: n(d.frames, 0) });
          }}
        />
        <Calculator
          id="mathis"
          title={t('lessons.lab.calc.mathis.title')}
          initial={{ mss: text(1448), rtt: text(40), loss: text(1) }}
          compute={(v) => (v.loss > 100 ? t('lessons.lab.calc.invalid') : t('lessons.lab.calc.mathis.out', { mbps: n(mathisThroughputBps(v.mss, v.rtt, v.loss / 100) / 1e6) }))}
        />
      </div>
      <TraceCalculator />
    </section>
  );
}
