// The display (?display=1 on a view), meant for the projector: the view's main figure only, in the
// projector profile, over copies of the console's runs (displaySync.ts), with the callout of the
// moment the run stopped at. F puts it in full screen; the run keys go to the console.
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewportHeight } from '../../charts/useViewport';
import { formatSeconds, formatSpeed } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { EventCallout } from '../../panels/events/EventCallout';
import { useProjector, useRun, useRunNow } from '../../store';
import { useRunKeys } from '../../controls/useRunKeys';
import { startDisplaySync, type DisplaySync } from './displaySync';
import { FigurePanels } from './FigurePanels';
import { ClassDisplay } from '../class/ClassDisplay';
import { SideHolder } from './holder';
import { initialDisplay } from './reducer';
import './present.css';

const EMPTY = initialDisplay();

function toggleFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

/**
 * Shrinks the figure to its box when its panels are taller than asked (a panel may add a readout
 * to the height it was given): the class sees the whole figure, never a scroll bar.
 */
function useFitScale(box: React.RefObject<HTMLDivElement | null>, content: React.RefObject<HTMLDivElement | null>): number {
  const [k, setK] = useState(1);
  useLayoutEffect(() => {
    const outer = box.current;
    const inner = content.current;
    if (!outer || !inner) return;
    const fit = () => {
      const natural = inner.scrollHeight;
      const room = outer.clientHeight;
      const next = natural > room && room > 0 ? Math.max(0.5, room / natural) : 1;
      setK((prev) => (Math.abs(prev - next) > 0.01 ? next : prev));
    };
    const ro = new ResizeObserver(fit);
    ro.observe(outer);
    ro.observe(inner);
    fit();
    return () => ro.disconnect();
  }, [box, content]);
  return k;
}

export function PresentDisplay({ title }: { title: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const projector = useProjector();
  const [holder] = useState(() => new SideHolder<DisplaySync>(() => startDisplaySync(location.pathname)));
  useEffect(() => {
    // The projector profile comes from the address (it is not remembered for the other windows).
    if (!projector) {
      const q = new URLSearchParams(location.search);
      q.set('projector', '1');
      location.replace(`${location.pathname}?${q.toString()}`);
      return;
    }
    document.documentElement.dataset.present = 'display';
    holder.start();
    return () => {
      holder.stop();
      delete document.documentElement.dataset.present;
    };
  }, [projector, holder]);
  const state = useSyncExternalStore(holder.subscribe, () => holder.current?.state() ?? EMPTY);
  const sync = holder.current;
  useRunKeys(null, () => sync?.sendKey('toggle'), undefined, undefined, true, undefined, (action) => {
    if (action === 'fullscreen') toggleFullscreen();
    else if (action === 'help') return false;
    else sync?.sendKey(action);
    return true;
  });
  const panels = state.panels.filter((p) => p.runIds.every((id) => id in state.runs));
  const newest = panels[0]?.runIds[panels[0].runIds.length - 1] ?? state.order[state.order.length - 1] ?? null;
  const nowS = useRunNow(newest);
  const newestRun = useRun(newest);
  const height = useViewportHeight();
  // A run that can stop at an event keeps room for the callout, so the figure does not jump when it does.
  const calloutRoom = state.pauseChoice !== null || Boolean(newestRun?.options.pauseOn) || Boolean(newestRun?.stop);
  const per = Math.max(180, Math.floor((height - (calloutRoom ? 150 : 60)) / Math.max(1, panels.length)) - 8);
  const boxRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const k = useFitScale(boxRef, contentRef);
  let message: string | null = null;
  if (!state.connected && state.order.length === 0) message = t('present.display.waiting');
  else if (state.connected && panels.length === 0 && state.panels.length === 0) message = t('present.display.noFigure');
  return (
    <div className="present-display" data-testid="present-display" data-connected={state.connected ? '1' : '0'} aria-label={t('present.display.label')}>
      <div className={`present-display__callout${calloutRoom ? ' present-display__callout--room' : ''}`}>{newest ? <EventCallout runId={newest} large testId="display-callout" /> : null}</div>
      <div className="present-display__figure" data-figure="display" ref={boxRef}>
        <div ref={contentRef} data-scale={k.toFixed(2)} style={k < 1 ? { transform: `scale(${k})`, transformOrigin: 'top left', width: `${100 / k}%` } : undefined}>
          {message ? <p className="present-display__message" data-testid="display-message">{message}</p> : <FigurePanels panels={panels} height={per} zooms={state.zooms} />}
        </div>
      </div>
      <ClassDisplay />
      <footer className="present-display__status">
        <span data-testid="display-status" data-now={nowS.toFixed(3)} data-speed={newestRun?.speed ?? ''}>{t('present.display.status', { view: title, time: formatSeconds(nowS, lang, { digits: 1 }), speed: formatSpeed(newestRun?.speed ?? 1, lang) })}</span>
        {!state.connected && state.order.length > 0 ? <span className="present-display__closed" role="status">{t('present.display.closed')}</span> : null}
        <button type="button" className="btn btn--quiet" data-testid="display-fullscreen" onClick={toggleFullscreen}>
          {t('present.display.fullscreen')}
        </button>
      </footer>
    </div>
  );
}
