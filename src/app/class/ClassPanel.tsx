// The presenter console's class session: start one (join code, QR code, the instructor's key kept
// in this tab only), ask a prediction of this view, watch the answers arrive (a histogram or
// bars), close, run the demo and reveal the result; the session's report and exports.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import { startRun } from '../runs/controller';
import { runsStore } from '../../store';
import { useRunOwner } from '../../controls/compare/compareColumn';
import { ClassServerMissing, createSession, MESSAGE_LIMIT_KIB, fetchExport, HostConnection, joinUrl, type ConsolePoll, type ExportKind, type HostState } from './classClient';
import { openConsoleChannel, type DisplayState } from './displayChannel';
import { Distribution } from './Distribution';
import { POLLS, pollKey, pollResult, pollScenario, pollSpec, type CatalogPoll } from './pollCatalog';
import { QrCode } from './QrCode';
import { ClassReport } from './ClassReport';
import './class.css';

const SESSION_KEY = 'sierra-class-host';
const SPEEDS = [1, 2, 5, 10, 20] as const;

function savedSession(): { code: string; secret: string } | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null') as { code?: unknown; secret?: unknown } | null;
    return v && typeof v.code === 'string' && typeof v.secret === 'string' ? { code: v.code, secret: v.secret } : null;
  } catch {
    return null;
  }
}

const hosts = new Map<string, HostConnection>();
function hostFor(code: string, secret: string): HostConnection {
  let h = hosts.get(code);
  if (!h) hosts.set(code, (h = new HostConnection(code, secret)));
  return h;
}

const EMPTY: HostState = { status: 'connecting', code: '', joined: 0, current: null, polls: [], error: null };

function download(blob: Blob, name: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

export function ClassPanel({ viewId }: { viewId: string }) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const owner = useRunOwner(viewId);
  const [session, setSession] = useState(savedSession);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // One connection per session for the page's life, not the panel's: a panel mounted again (the
  // view re-rendering around it) finds the same one, and a reveal due at a run's end still goes out.
  const host = session ? hostFor(session.code, session.secret) : null;
  const state = useSyncExternalStore(host?.subscribe ?? (() => () => undefined), host?.get ?? (() => EMPTY));
  const catalog = POLLS[viewId] ?? [];
  const [chosen, setChosen] = useState(catalog[0]?.id ?? '');
  const [speed, setSpeed] = useState<number>(10);
  const [running, setRunning] = useState<number | null>(null);
  const [showReport, setShowReport] = useState(false);
  const current: ConsolePoll | null = state.polls.find((p) => p.id === state.current) ?? null;

  // The display follows the session through the console (it holds no key).
  const [channel] = useState(() => openConsoleChannel());
  useEffect(() => () => channel.close(), [channel]);
  useEffect(() => {
    if (!session) return channel.publish(null);
    const poll: DisplayState['poll'] = current
      ? {
          id: current.id, kind: current.kind, unit: current.unit, question: current.question, choices: current.choices, state: current.state,
          answered: current.live.length, values: current.state === 'revealed' ? current.live : null, result: current.result,
        }
      : null;
    channel.publish({ code: session.code, joinUrl: joinUrl(), joined: state.joined, running: running !== null, poll });
  }, [channel, session, state, current, running]);

  const start = async () => {
    setStarting(true);
    setProblem(null);
    try {
      const s = await createSession();
      sessionStorage.setItem(SESSION_KEY, JSON.stringify(s));
      setSession(s);
    } catch (e) {
      setProblem(e instanceof ClassServerMissing ? t('class.console.noServer') : t('class.console.failed', { message: (e as Error).message }));
    } finally {
      setStarting(false);
    }
  };
  const leave = () => {
    if (session) {
      hosts.get(session.code)?.stop();
      hosts.delete(session.code);
    }
    sessionStorage.removeItem(SESSION_KEY);
    setSession(null);
  };
  const ask = () => {
    const p = catalog.find((c) => c.id === chosen);
    if (!p || !host) return;
    host.open(pollSpec(p, i18n.getFixedT('es'), i18n.getFixedT('en')));
  };
  const runAndReveal = (poll: ConsolePoll, p: CatalogPoll) => {
    if (!host) return;
    host.close(poll.id);
    setProblem(null);
    setRunning(poll.id);
    startRun(pollScenario(p), {
      owner, speed, pauseOn: null, label: t(`${pollKey(p.id)}.question`).slice(0, 40),
      onEnd: (meta) => {
        setRunning(null);
        const run = runsStore.get(meta.id) ?? meta;
        if (run.status !== 'done' || !run.summary) {
          setProblem(t('class.console.revealFailed', { message: run.error ?? run.status }));
          return;
        }
        try {
          host.reveal(poll.id, pollResult(p, run.summary, run.scenario));
        } catch (e) {
          setProblem(t('class.console.revealFailed', { message: (e as Error).message }));
        }
      },
    });
  };
  const exportFile = async (kind: ExportKind) => {
    if (!session) return;
    try {
      const blob = await fetchExport(session.code, session.secret, kind, lang);
      download(blob, `sierra-class-${session.code}-${kind.replace('.', '-').replace(/-(json|csv|txt)$/, '.$1')}`);
    } catch (e) {
      setProblem(t('class.console.failed', { message: (e as Error).message }));
    }
  };

  const catalogOf = (poll: ConsolePoll) => catalog.find((c) => c.id === poll.source) ?? null;
  return (
    <section className="present-console__section class-panel" aria-labelledby="class-panel-title" data-testid="class-panel">
      <h2 id="class-panel-title">{t('class.console.title')}</h2>
      {!session ? (
        <>
          <p className="present-console__hint">{t('class.console.intro')}</p>
          <button type="button" className="btn btn--primary" data-testid="class-start" onClick={() => void start()} disabled={starting}>
            {starting ? t('class.console.starting') : t('class.console.start')}
          </button>
        </>
      ) : (
        <>
          <div className="class-panel__join">
            <QrCode text={joinUrl(session.code)} size={96} label={t('class.display.joinAt', { url: joinUrl() })} />
            <div>
              <p className="class-panel__code-label">{t('class.console.code')}</p>
              <p className="class-panel__code" data-testid="class-code">{session.code}</p>
              <p className="present-console__hint">{t('class.console.joinAt', { url: joinUrl() })}</p>
            </div>
          </div>
          <p role="status" data-testid="class-joined" data-count={state.joined} data-status={state.status}>
            {t(`class.console.status.${state.status}`)} {t('class.console.joined', { count: state.joined })}
          </p>
          <p className="present-console__hint">{t('class.console.secretNote')}</p>
          {catalog.length === 0 ? (
            <p className="present-console__hint">{t('class.console.noQuestions')}</p>
          ) : (
            <div className="class-panel__ask">
              <label>
                <span>{t('class.console.question')}</span>
                <select value={chosen} onChange={(e) => setChosen(e.target.value)} data-testid="class-question-select">
                  {catalog.map((p) => (
                    <option key={p.id} value={p.id}>
                      {t(`${pollKey(p.id)}.question`)}
                    </option>
                  ))}
                </select>
              </label>
              <button type="button" className="btn" data-testid="class-ask" onClick={ask} disabled={state.status !== 'online' || running !== null}>
                {t('class.console.ask')}
              </button>
            </div>
          )}
          {current ? (
            <div className="class-panel__poll" data-testid="class-poll" data-state={current.state} data-poll={current.id}>
              <p className="class-panel__question">{current.question[lang === 'es' ? 'es' : 'en']}</p>
              <p data-testid="class-answered" data-count={current.live.length}>
                {t('class.console.answered', { count: current.live.length })} · {t(`class.console.state.${current.state}`)}
              </p>
              <Distribution
                kind={current.kind} unit={current.unit} values={current.live} result={current.result}
                choices={current.choices.map((c) => ({ value: c.value, label: c.label[lang === 'es' ? 'es' : 'en'] }))} testId="class-console-dist"
              />
              <div className="present-tools">
                {current.state === 'open' ? (
                  <button type="button" className="btn" data-testid="class-close" onClick={() => host?.close(current.id)}>
                    {t('class.console.close')}
                  </button>
                ) : null}
                {current.state !== 'revealed' && catalogOf(current) ? (
                  <>
                    <label className="class-panel__speed">
                      <span>{t('class.console.speed')}</span>
                      <select value={speed} onChange={(e) => setSpeed(Number(e.target.value))} data-testid="class-speed">
                        {SPEEDS.map((s) => (
                          <option key={s} value={s}>{`×${s}`}</option>
                        ))}
                      </select>
                    </label>
                    <button type="button" className="btn btn--primary" data-testid="class-run-reveal" disabled={running !== null} onClick={() => runAndReveal(current, catalogOf(current)!)}>
                      {t('class.console.runReveal')}
                    </button>
                  </>
                ) : null}
              </div>
              {running === current.id ? <p className="present-console__hint" role="status">{t('class.console.running')}</p> : null}
            </div>
          ) : null}
          {problem ? <p className="present-console__warning" role="alert">{problem}</p> : null}
          {state.error ? <p className="present-console__warning" role="alert" data-testid="class-error" data-code={state.error.code}>{t(`class.errors.${state.error.code}`, { message: state.error.message, limit: MESSAGE_LIMIT_KIB })}</p> : null}
          <div className="present-tools">
            <button type="button" className="btn btn--quiet" data-testid="class-report-toggle" aria-expanded={showReport} onClick={() => setShowReport((v) => !v)}>
              {showReport ? t('class.console.hideReport') : t('class.console.report')}
            </button>
            <button type="button" className="btn btn--quiet" data-testid="class-export-csv" onClick={() => void exportFile('participation.csv')}>{t('class.console.exportCsv')}</button>
            <button type="button" className="btn btn--quiet" data-testid="class-export-json" onClick={() => void exportFile('session.json')}>{t('class.console.exportJson')}</button>
            <button type="button" className="btn btn--quiet" data-testid="class-export-text" onClick={() => void exportFile('report.txt')}>{t('class.console.exportText')}</button>
            <button type="button" className="btn btn--quiet" data-testid="class-leave" onClick={leave}>{t('class.console.end')}</button>
          </div>
          {showReport ? <ClassReport code={session.code} secret={session.secret} polls={state.polls} joined={state.joined} /> : null}
        </>
      )}
      {!session && problem ? <p className="present-console__warning" role="alert" data-testid="class-problem">{problem}</p> : null}
    </section>
  );
}
