// Side by side (?compare=1 on a view): the view twice, in two columns, each with its own form and
// runs (owners `<view>:a`, `<view>:b`), under one run bar that starts both runs together and
// pauses, resumes, steps, stops at an event and sets the speed of both on one clock (the
// controller's linkClock; the worker advances both to the same simulated time). The columns'
// time cursors are one, and so are their charts' scales: the same chart of both columns is drawn
// on the same axes (src/charts/scaleShare.ts), or two different runs would look alike. The views
// are the same components as on their own page: inside a column their run bar reports to this
// page (src/controls/compare/compareColumn.ts).
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createScaleShare } from '../../charts/scaleShare';
import { ScaleShareContext } from '../../charts/useSharedScale';
import { linkClock, type RunClock } from '../runs/controller';
import { useRun } from '../../store';
import { RunBar } from '../../controls/RunBar';
import { useRunKeys } from '../../controls/useRunKeys';
import { columnOwner, CompareColumnContext, type ColumnRunBar, type CompareColumnValue, type CompareSide } from '../../controls/compare/compareColumn';
import { linkCursors } from './linkedCursors';
import './compare.css';

/** The shared bar's speeds (the run's own is added when it is not one of them). */
const COMPARE_SPEEDS = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100] as const;
const SIDES: readonly CompareSide[] = ['a', 'b'];

type Bars = Record<CompareSide, { runId: string | null; canRun: boolean } | null>;

const LIVE = new Set(['running', 'paused', 'queued']);

export interface SideBySideProps {
  viewId: string;
  /** The view as one column (the same component as on its own page). */
  column(side: CompareSide): ReactNode;
  /** What sets each column apart (its parameters that differ from the other's). */
  differences?: Record<CompareSide, readonly string[]>;
  /** The speed both runs start at. */
  initialSpeed: number;
}

/** "A cc=reno": the column's letter and its parameters that differ from the other column's. */
function ColumnHead({ side, differences }: { side: CompareSide; differences?: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <span className="compare__column-head" title={differences && differences.length > 0 ? `${side.toUpperCase()} ${differences.join(' ')}` : undefined}>
      <span className="compare__side" aria-hidden="true">{side.toUpperCase()}</span>
      {differences && differences.length > 0 ? (
        <span className="compare__diff" data-testid={`compare-diff-${side}`}>
          {differences.map((d) => (
            <code key={d}>{d}</code>
          ))}
        </span>
      ) : (
        <span className="compare__same">{t('compare.same')}</span>
      )}
    </span>
  );
}

export function SideBySide({ viewId, column, differences, initialSpeed }: SideBySideProps) {
  const { t } = useTranslation();
  const [bars, setBars] = useState<Bars>({ a: null, b: null });
  const [scales] = useState(createScaleShare);
  // Both columns' figures start level: what stands above each (its status, a view's notes) gets
  // the height of the taller one (a CSS variable: no render of the columns).
  const columnsRef = useRef<HTMLDivElement>(null);
  const [tops] = useState<Record<CompareSide, number>>(() => ({ a: 0, b: 0 }));
  const clock = useRef<RunClock | null>(null);
  const [speed, setSpeed] = useState(initialSpeed);
  const speedRef = useRef(speed);
  // Before the columns' effects run (a view may start a run on mount), their owners share a clock.
  useLayoutEffect(() => {
    const c = linkClock(SIDES.map((s) => columnOwner(viewId, s)));
    c.setSpeed(speedRef.current);
    clock.current = c;
    const unlinkCursors = linkCursors(viewId);
    return () => {
      unlinkCursors();
      c.close();
      clock.current = null;
    };
  }, [viewId]);

  // How to start each column's run: its run bar's latest onRun.
  const [starters] = useState<Record<CompareSide, (() => void) | null>>(() => ({ a: null, b: null }));
  const diffKey = JSON.stringify(differences ?? null);
  const contexts = useMemo(() => {
    const make = (side: CompareSide): CompareColumnValue => ({
      side,
      head: <ColumnHead side={side} differences={differences?.[side]} />,
      levelTop(height: number) {
        tops[side] = height;
        columnsRef.current?.style.setProperty('--compare-top', `${Math.max(tops.a, tops.b)}px`);
      },
      report(bar: ColumnRunBar) {
        starters[side] = bar.onRun;
        setBars((prev) => {
          const old = prev[side];
          return old && old.runId === bar.runId && old.canRun === bar.canRun ? prev : { ...prev, [side]: { runId: bar.runId, canRun: bar.canRun } };
        });
      },
    });
    return { a: make('a'), b: make('b') };
  }, [diffKey]); // eslint-disable-line react-hooks/exhaustive-deps -- `differences` is new each render; its text is the key
  // The views themselves, made once: their options live in their own state.
  const columns = useMemo(() => ({ a: column('a'), b: column('b') }), []); // eslint-disable-line react-hooks/exhaustive-deps -- mounted once per page

  const runA = useRun(bars.a?.runId);
  const runB = useRun(bars.b?.runId);
  // The bar follows a run still going (the other may have ended: shorter), else the newest.
  const lead = runA && LIVE.has(runA.status) ? runA.id : runB && LIVE.has(runB.status) ? runB.id : (bars.a?.runId ?? bars.b?.runId ?? null);
  const ready = SIDES.filter((s) => bars[s]?.canRun);
  const runBoth = () => {
    const sides = SIDES.filter((s) => bars[s]?.canRun && starters[s]);
    if (sides.length === 0) return;
    clock.current?.expect(sides.length);
    for (const s of sides) starters[s]?.();
  };
  const changeSpeed = (s: number) => {
    speedRef.current = s;
    setSpeed(s);
    clock.current?.setSpeed(s);
  };
  const shownSpeed = useRun(lead)?.speed ?? speed;
  const speeds = useMemo(() => [...new Set([...COMPARE_SPEEDS, shownSpeed])].sort((x, y) => x - y), [shownSpeed]);
  useRunKeys(lead, runBoth, speeds, changeSpeed, true, shownSpeed);
  const hasBar = bars.a !== null || bars.b !== null;

  return (
    <div className="compare" data-testid="compare" data-view={viewId}>
      <p className="lead view-page__lead">{t(hasBar ? 'compare.lead' : 'compare.leadOwn')}</p>
      {hasBar ? (
        <div className="compare__bar" data-testid="compare-bar">
          <RunBar runId={lead} prefix="compare" onRun={runBoth} canRun={ready.length > 0} speeds={speeds} speed={shownSpeed} onSpeed={changeSpeed} idleText={t('compare.idle')} />
        </div>
      ) : null}
      <ScaleShareContext value={scales}>
        <div className="compare__columns" ref={columnsRef}>
          {SIDES.map((side) => (
            <section key={side} className="compare__column" data-compare-side={side} data-testid={`compare-column-${side}`} aria-label={t('compare.column', { side: side.toUpperCase() })}>
              {/* A view with no run bar (its runs go to their end at once) gets the head here. */}
              {bars[side] === null ? contexts[side].head : null}
              <CompareColumnContext value={contexts[side]}>{columns[side]}</CompareColumnContext>
            </section>
          ))}
        </div>
      </ScaleShareContext>
    </div>
  );
}
