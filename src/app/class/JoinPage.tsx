// A student's page in a class session (/class): the code on the projector and the student id of
// the exercises, then the instructor's current question, an answer (a number in the question's
// unit, or a choice), and after the reveal the result beside the student's own answer. Made for a
// phone: one column, large targets. A reload or a dropped connection keeps the session.
import { useEffect, useId, useMemo, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, parseLocaleNumber, plainNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { useIdentity } from '../../store';
import { MESSAGE_LIMIT_KIB, StudentConnection, type PublicPoll, type StudentState } from './classClient';
import { Distribution } from './Distribution';
import './class.css';

const JOIN_KEY = 'sierra-class-join';

function savedJoin(): { code: string; studentId: string } | null {
  try {
    const v = JSON.parse(localStorage.getItem(JOIN_KEY) ?? 'null') as { code?: unknown; studentId?: unknown } | null;
    return v && typeof v.code === 'string' && typeof v.studentId === 'string' ? { code: v.code, studentId: v.studentId } : null;
  } catch {
    return null;
  }
}

function fmt(x: number, lang: string): string {
  const a = Math.abs(x);
  return formatNumber(x, lang, { maxDigits: a >= 100 ? 1 : a >= 10 ? 1 : 3 });
}

export function JoinPage() {
  const { t } = useTranslation();
  const identity = useIdentity();
  const [joined, setJoined] = useState(savedJoin);
  const [code, setCode] = useState(() => new URLSearchParams(location.search).get('code')?.toUpperCase() ?? joined?.code ?? '');
  const [studentId, setStudentId] = useState(() => joined?.studentId ?? identity.student ?? '');
  const conn = useMemo(() => (joined ? new StudentConnection(joined.code, joined.studentId) : null), [joined]);
  useEffect(() => {
    if (!conn) return;
    // A test's handle on the connection (drop it, as a phone's Wi-Fi would).
    (window as unknown as { __sierraClass?: StudentConnection }).__sierraClass = conn;
    return () => conn.stop();
  }, [conn]);
  const codeId = useId();
  const idId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const c = code.trim().toUpperCase();
    const s = studentId.trim();
    if (!c || !s) return;
    localStorage.setItem(JOIN_KEY, JSON.stringify({ code: c, studentId: s }));
    setJoined({ code: c, studentId: s });
  };
  const leave = () => {
    localStorage.removeItem(JOIN_KEY);
    setJoined(null);
  };
  if (!conn || !joined) {
    return (
      <div className="class-join" data-testid="class-join">
        <h1>{t('class.join.title')}</h1>
        <p>{t('class.join.intro')}</p>
        <form onSubmit={submit} className="class-join__form">
          <label htmlFor={codeId}>{t('class.join.code')}</label>
          <input id={codeId} value={code} onChange={(e) => setCode(e.target.value)} autoCapitalize="characters" autoComplete="off" maxLength={12} required data-testid="join-code" className="class-join__code" />
          <label htmlFor={idId}>{t('class.join.studentId')}</label>
          <input id={idId} value={studentId} onChange={(e) => setStudentId(e.target.value)} autoComplete="username" maxLength={100} required data-testid="join-id" />
          <button type="submit" className="btn btn--primary" data-testid="join-submit">{t('class.join.join')}</button>
        </form>
      </div>
    );
  }
  return <Joined conn={conn} onLeave={leave} />;
}

function Joined({ conn, onLeave }: { conn: StudentConnection; onLeave: () => void }) {
  const { t } = useTranslation();
  const s: StudentState = useSyncExternalStore(conn.subscribe, conn.get);
  return (
    <div className="class-join" data-testid="class-student" data-status={s.status} data-joined={s.joined ? '1' : '0'}>
      <p className="class-join__who">
        <span data-testid="class-who">{t('class.join.joinedAs', { code: s.code, id: s.studentId })}</span>
        <button type="button" className="btn btn--quiet" onClick={onLeave} data-testid="class-leave">{t('class.join.leave')}</button>
      </p>
      <p className="class-join__status" role="status" data-testid="class-status">{t(`class.console.status.${s.status}`)}</p>
      {s.error ? <p className="class-join__error" role="alert" data-testid="class-error" data-code={s.error.code}>{t(`class.errors.${s.error.code}`, { message: s.error.message, limit: MESSAGE_LIMIT_KIB })}</p> : null}
      {s.poll ? <PollView key={s.poll.id} poll={s.poll} s={s} conn={conn} /> : s.joined ? <p data-testid="class-waiting">{t('class.join.waiting')}</p> : null}
    </div>
  );
}

function PollView({ poll, s, conn }: { poll: PublicPoll; s: StudentState; conn: StudentConnection }) {
  const { t } = useTranslation();
  const lang = useLang();
  const l = lang === 'es' ? 'es' : 'en';
  const mine = s.mine[String(poll.id)];
  const pending = s.outbox.find((o) => o.pollId === poll.id);
  const [text, setText] = useState(() => (typeof mine === 'number' ? plainNumber(mine, lang) : typeof mine === 'string' ? mine : ''));
  const [invalid, setInvalid] = useState<string | null>(null);
  const inputId = useId();
  const unit = poll.unit ? ` ${poll.unit}` : '';
  const show = (v: number | string) => (typeof v === 'number' ? `${fmt(v, lang)}${unit}` : (poll.choices.find((c) => c.value === v)?.label[l] ?? v));
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (poll.kind === 'choice') {
      if (!poll.choices.some((c) => c.value === text)) return setInvalid(t('class.join.chooseOne'));
      setInvalid(null);
      conn.answer(poll.id, text);
      return;
    }
    const v = parseLocaleNumber(text, lang);
    if (!Number.isFinite(v) || v < poll.min || v > poll.max) {
      return setInvalid(t('class.join.invalid', { min: fmt(poll.min, lang), max: fmt(poll.max, lang), example: fmt((poll.min + Math.min(poll.max, poll.min + 100)) / 2, lang) }));
    }
    setInvalid(null);
    conn.answer(poll.id, v, poll.unit);
  };
  const revealed = poll.state === 'revealed' && poll.result;
  return (
    <section className="class-join__poll" data-testid="class-poll" data-state={poll.state} data-poll={poll.id}>
      <h1 className="class-join__question" data-testid="class-question">{poll.question[l]}</h1>
      {poll.state === 'open' ? (
        <form onSubmit={send} className="class-join__form" noValidate>
          {poll.kind === 'choice' ? (
            <fieldset className="class-join__choices">
              <legend className="visually-hidden">{poll.question[l]}</legend>
              {poll.choices.map((c) => (
                <label key={c.value} className="class-join__choice">
                  <input type="radio" name={`poll-${poll.id}`} value={c.value} checked={text === c.value} onChange={() => setText(c.value)} data-testid="class-choice" />
                  <span>{c.label[l]}</span>
                </label>
              ))}
            </fieldset>
          ) : (
            <>
              <label htmlFor={inputId}>{t('class.join.numberHint', { min: fmt(poll.min, lang), max: fmt(poll.max, lang), unit: poll.unit })}</label>
              <span className="class-join__number">
                <input id={inputId} inputMode="decimal" value={text} onChange={(e) => setText(e.target.value)} aria-invalid={invalid ? true : undefined} data-testid="class-answer" autoComplete="off" />
                <span>{poll.unit}</span>
              </span>
            </>
          )}
          {invalid ? <p className="class-join__error" role="alert">{invalid}</p> : null}
          <button type="submit" className="btn btn--primary" data-testid="class-send">{mine !== undefined ? t('class.join.change') : t('class.join.send')}</button>
        </form>
      ) : null}
      {mine !== undefined && !pending ? <p className="class-join__sent" data-testid="class-sent" data-value={String(mine)}>{t('class.join.sent', { value: show(mine) })}</p> : null}
      {pending ? <p className="class-join__pending" data-testid="class-pending">{t('class.join.pending')}</p> : null}
      {poll.state === 'closed' ? <p data-testid="class-closed">{t('class.join.closed')}</p> : null}
      {revealed ? <Result poll={poll} mine={mine ?? null} show={show} /> : null}
    </section>
  );
}

function Result({ poll, mine, show }: { poll: PublicPoll; mine: number | string | null; show: (v: number | string) => string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const l = lang === 'es' ? 'es' : 'en';
  const r = poll.result!;
  let verdict: string | null = null;
  if (mine !== null && poll.kind === 'choice' && r.choice !== null) verdict = mine === r.choice ? t('class.join.right') : t('class.join.wrong');
  else if (typeof mine === 'number' && r.simulated !== null && r.simulated !== 0) {
    const ratio = mine / r.simulated;
    verdict = Math.abs(mine - r.simulated) <= 0.1 * Math.abs(r.simulated) ? t('class.join.within') : t('class.join.notWithin', { ratio: `×${formatNumber(ratio, lang, { maxDigits: 2 })}` });
  }
  return (
    <div className="class-join__result" data-testid="class-result">
      <h2>{t('class.join.result')}</h2>
      <dl className="class-join__figures">
        <dt>{t('class.join.yours')}</dt>
        <dd data-testid="class-yours" data-value={mine === null ? '' : String(mine)}>{mine === null ? t('class.join.notAnswered') : show(mine)}</dd>
        <dt>{t('class.join.simulated')}</dt>
        <dd data-testid="class-simulated">{poll.kind === 'choice' && r.choice !== null ? show(r.choice) : r.simulated !== null ? show(r.simulated) : '–'}{poll.kind === 'choice' && r.simulated !== null ? ` (${fmt(r.simulated, lang)}${poll.unit ? ` ${poll.unit}` : ''})` : ''}</dd>
        {r.measured !== null ? (
          <>
            <dt>{t('class.join.measured')}</dt>
            <dd data-testid="class-measured">{show(r.measured)}{r.measuredSource ? ` · ${t(`lessons.predict.source.${r.measuredSource}`)}` : ''}</dd>
          </>
        ) : null}
      </dl>
      {verdict ? <p data-testid="class-verdict">{verdict}</p> : null}
      <Distribution kind={poll.kind} unit={poll.unit} values={poll.values ?? []} result={r} mine={mine} choices={poll.choices.map((c) => ({ value: c.value, label: c.label[l] }))} testId="class-student-dist" />
    </div>
  );
}
