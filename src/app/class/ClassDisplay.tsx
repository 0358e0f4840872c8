// The class session on the presenter display: before a question, the join code and a QR code
// large enough to scan from the back of the room; while a question is open, the question and how
// many answered (never the spread, so the room is not swayed); during the demo a small count; once
// revealed, the class's distribution with the simulated and the measured value marked.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import { openDisplayChannel, type DisplayState } from './displayChannel';
import { Distribution } from './Distribution';
import { QrCode } from './QrCode';
import './class.css';

export function ClassDisplay() {
  const { t } = useTranslation();
  const lang = useLang() === 'es' ? 'es' : 'en';
  const [state, setState] = useState<DisplayState | null>(null);
  useEffect(() => openDisplayChannel(setState), []);
  if (!state) return null;
  const { poll } = state;
  const url = `${state.joinUrl}`;
  if (!poll || (poll.state === 'revealed' && poll.values === null)) {
    return (
      <div className="class-display class-display--join" data-testid="class-display-join" aria-label={t('class.display.label')}>
        <QrCode text={`${url}?code=${state.code}`} size={Math.round(Math.min(window.innerHeight * 0.55, window.innerWidth * 0.35))} label={t('class.display.joinAt', { url })} />
        <div className="class-display__join-text">
          <p className="class-display__title">{t('class.display.joinTitle')}</p>
          <p className="class-display__url">{t('class.display.joinAt', { url })}</p>
          <p className="class-display__code-label">{t('class.display.code')}</p>
          <p className="class-display__code" data-testid="class-display-code">{state.code}</p>
          <p className="class-display__count" data-testid="class-display-joined" data-count={state.joined}>{t('class.display.joined', { count: state.joined })}</p>
        </div>
      </div>
    );
  }
  if (poll.state === 'revealed') {
    return (
      <div className="class-display class-display--reveal" data-testid="class-display-reveal" aria-label={t('class.display.label')}>
        <p className="class-display__title">{t('class.display.revealTitle')}</p>
        <p className="class-display__question">{poll.question[lang]}</p>
        <Distribution
          kind={poll.kind} unit={poll.unit} values={poll.values ?? []} result={poll.result} large testId="class-display-dist"
          choices={poll.choices.map((c) => ({ value: c.value, label: c.label[lang] }))}
        />
        <p className="class-display__count">{t('class.display.answered', { count: poll.answered })}</p>
      </div>
    );
  }
  if (poll.state === 'open' && !state.running) {
    return (
      <div className="class-display class-display--question" data-testid="class-display-question" aria-label={t('class.display.label')}>
        <div>
          <p className="class-display__question">{poll.question[lang]}</p>
          {poll.kind === 'choice' ? (
            <ol className="class-display__choices">
              {poll.choices.map((c) => (
                <li key={c.value}>{c.label[lang]}</li>
              ))}
            </ol>
          ) : null}
          <p className="class-display__count" data-testid="class-display-count" data-answered={poll.answered}>
            {t('class.display.answered', { count: poll.answered })} · {t('class.display.joined', { count: state.joined })}
          </p>
        </div>
        <div className="class-display__corner">
          <QrCode text={`${url}?code=${state.code}`} size={Math.round(Math.min(window.innerHeight * 0.3, 260))} label={t('class.display.joinAt', { url })} />
          <p className="class-display__code" data-testid="class-display-code">{state.code}</p>
        </div>
      </div>
    );
  }
  // Closed, or the demo running: only the count, in a corner, so the figure stays in view.
  return (
    <div className="class-display class-display--badge" data-testid="class-display-count" data-answered={poll.answered} aria-label={t('class.display.label')}>
      {t('class.display.answered', { count: poll.answered })}
    </div>
  );
}
