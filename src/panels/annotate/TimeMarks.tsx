// Over one plot of a time panel (TimePlots): the moment the run stopped at (a dashed line at the
// event's time, named), the presenter's annotations drawn on this plot, and, while a drawing tool
// is in hand, the surface that turns a drag into an arrow or a box, or a click into a note. Marks
// are kept in the run's time and the plot's units, so they move with zoom in every window.
import { useId, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartProfile } from '../../charts/profile';
import { storeActions, useAnnotations, useAnnotationTool, useNoteText, useRun, type Annotation } from '../../store';
import type { PlotScales } from '../timePlots/TimePlots';
import { arrowHead, boxOf, fromDrag, isDrag, newAnnotationId, toPx } from './geometry';
import './annotate.css';

export interface TimeMarksProps {
  runIds: readonly string[];
  plotKey: string;
  scales: PlotScales;
  profile: ChartProfile;
  /** The top plot names the stop. */
  first: boolean;
}

interface Point {
  x: number;
  y: number;
}

function Mark({ a, s, fs, width }: { a: Annotation; s: PlotScales; fs: number; width: number }) {
  const p = toPx(a, s.x, s.y);
  if (a.kind === 'box') {
    const b = boxOf(p);
    return <rect className="time-marks__box" data-kind="box" {...b} rx={3} fill="none" strokeWidth={width} />;
  }
  if (a.kind === 'arrow') {
    const [ax, ay, bx, by] = arrowHead(p, fs * 0.9);
    return (
      <g className="time-marks__arrow" data-kind="arrow" strokeWidth={width} strokeLinecap="round">
        <line x1={p.x1} y1={p.y1} x2={p.x2} y2={p.y2} />
        <polyline points={`${ax},${ay} ${p.x2},${p.y2} ${bx},${by}`} fill="none" />
      </g>
    );
  }
  const text = a.text ?? '';
  const w = Math.max(fs, text.length * fs * 0.56) + fs * 0.8;
  const h = fs * 1.6;
  // Keep the note inside the plot when it sits near the right edge.
  const left = Math.min(p.x1, s.width - w);
  return (
    <g className="time-marks__note" data-kind="note">
      <circle cx={p.x1} cy={p.y1} r={fs * 0.25} />
      <rect x={left} y={p.y1 - h - fs * 0.3} width={w} height={h} rx={4} />
      <text x={left + fs * 0.4} y={p.y1 - fs * 0.3 - h / 2} dy="0.35em" fontSize={fs}>{text}</text>
    </g>
  );
}

export function TimeMarks({ runIds, plotKey, scales: s, profile, first }: TimeMarksProps) {
  const { t } = useTranslation();
  const runId = runIds[runIds.length - 1] ?? null;
  const run = useRun(runId);
  const all = useAnnotations(runId);
  const tool = useAnnotationTool();
  const noteText = useNoteText();
  const [drag, setDrag] = useState<{ from: Point; to: Point } | null>(null);
  const clip = useId().replace(/:/g, '');
  const fs = profile.fontSize;
  const width = Math.max(2, profile.lineWidth * 0.9);
  const mine = all.filter((a) => a.plot === plotKey);
  const stop = run?.status === 'paused' ? run.stop : null;
  const [d0, d1] = s.x.domain();
  const stopX = stop && stop.tS >= d0 && stop.tS <= d1 ? s.x(stop.tS) : null;

  const at = (e: ReactPointerEvent<SVGRectElement>): Point => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: Math.min(s.width, Math.max(0, e.clientX - box.left)), y: Math.min(s.height, Math.max(0, e.clientY - box.top)) };
  };
  const commit = (from: Point, to: Point) => {
    if (!runId || !tool) return;
    if (tool !== 'note' && !isDrag(from, to)) return;
    const text = tool === 'note' ? noteText.trim() || t('annotate.defaultNote') : undefined;
    storeActions.addAnnotation(runId, fromDrag(tool, plotKey, from, to, s.x, s.y, newAnnotationId(), text));
  };
  const draft: Annotation | null = drag && tool && tool !== 'note' ? fromDrag(tool, plotKey, drag.from, drag.to, s.x, s.y, 'draft') : null;

  return (
    <g className="time-marks" data-testid={`annotations-${plotKey}`} data-count={mine.length}>
      <defs>
        <clipPath id={clip}>
          <rect x={0} y={-fs * 2} width={s.width} height={s.height + fs * 2} />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clip})`} pointerEvents="none">
        {stopX !== null && stop ? (
          <g className="time-marks__stop" data-testid={first ? 'stop-mark' : undefined} data-kind={stop.kind} data-t={stop.tS.toFixed(4)}>
            <line x1={stopX} x2={stopX} y1={0} y2={s.height} strokeWidth={width} strokeDasharray={`${fs * 0.5} ${fs * 0.35}`} />
            {first ? (
              <text x={stopX > s.width * 0.7 ? stopX - fs * 0.4 : stopX + fs * 0.4} y={fs * 1.1} textAnchor={stopX > s.width * 0.7 ? 'end' : 'start'} fontSize={fs}>
                {t(`pauseEvents.kinds.${stop.kind}`)}
              </text>
            ) : null}
          </g>
        ) : null}
        {mine.map((a) => (
          <Mark key={a.id} a={a} s={s} fs={fs} width={width} />
        ))}
        {draft ? <Mark a={draft} s={s} fs={fs} width={width} /> : null}
      </g>
      {tool && runId ? (
        <rect
          className="time-marks__surface"
          data-testid={`annotate-surface-${plotKey}`}
          x={0}
          y={0}
          width={s.width}
          height={s.height}
          fill="transparent"
          pointerEvents="all"
          onPointerDown={(e) => {
            if (e.button !== 0) return;
            e.currentTarget.setPointerCapture(e.pointerId);
            const p = at(e);
            setDrag({ from: p, to: p });
          }}
          onPointerMove={(e) => {
            if (drag) setDrag({ from: drag.from, to: at(e) });
          }}
          onPointerUp={(e) => {
            if (drag) commit(drag.from, at(e));
            setDrag(null);
          }}
          onPointerCancel={() => setDrag(null)}
        />
      ) : null}
    </g>
  );
}
