// The session's report in the console: per poll the question, the class's distribution, the
// result, how many were within 10 % (or chose the simulation's answer) and the most common wrong
// answers, grouped as the grader groups mistakes (the server computes them: server/report.ts).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { fetchExport, type ConsolePoll } from './classClient';
import { Distribution } from './Distribution';

interface ReportPoll {
  seq: number;
  close: number | null;
  answered: number;
  wrong: { group: string; count: number }[];
}

export function ClassReport({ code, secret, polls, joined }: { code: string; secret: string; polls: ConsolePoll[]; joined: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const l = lang === 'es' ? 'es' : 'en';
  const [report, setReport] = useState<ReportPoll[] | null>(null);
  const key = polls.map((p) => `${p.id}:${p.state}:${p.live.length}`).join(',');
  useEffect(() => {
    let live = true;
    void fetchExport(code, secret, 'report.json', lang)
      .then((b) => b.text())
      .then((text) => {
        const r = JSON.parse(text) as { polls?: ReportPoll[] };
        if (live && Array.isArray(r.polls)) setReport(r.polls);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [code, secret, lang, key]);
  return (
    <div className="class-report" data-testid="class-report" data-joined={joined}>
      {polls.map((p) => {
        const r = report?.find((x) => x.seq === p.seq);
        const label = (v: string) => p.choices.find((c) => c.value === v)?.label[l] ?? v;
        return (
          <article key={p.id} className="class-report__poll" data-testid="class-report-poll" data-answered={p.live.length} data-close={r?.close ?? ''}>
            <h3>{`${p.seq}. ${p.question[l]}`}</h3>
            <p>{t('class.console.answered', { count: p.live.length })} · {t(`class.console.state.${p.state}`)}</p>
            <Distribution kind={p.kind} unit={p.unit} values={p.live} result={p.result} choices={p.choices.map((c) => ({ value: c.value, label: c.label[l] }))} />
            {r && r.close !== null ? (
              <p>{p.kind === 'choice' ? t('class.report.right', { n: r.close, total: r.answered }) : t('class.report.within', { n: r.close, total: r.answered })}</p>
            ) : null}
            {r && r.wrong.length > 0 ? (
              <>
                <p>{t('class.report.wrong')}</p>
                <ul>
                  {r.wrong.map((w) => (
                    <li key={w.group}>
                      {p.kind === 'choice' ? label(w.group) : t('class.report.ratio', { ratio: formatNumber(Number(w.group.replace('×', '')), lang, { maxDigits: 2 }) })}: {w.count}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </article>
        );
      })}
    </div>
  );
}
