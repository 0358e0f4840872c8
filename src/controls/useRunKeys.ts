// The shared keyboard of a live run: space runs or pauses, . or → steps, R one round trip, N to
// the next event, + and − change the speed, ? lists the keys (src/controls/runKeys.ts maps
// the keys; this applies them to one run of the store). F belongs to the presenter's display.
import { useEffect, useRef } from 'react';
import { pauseRun, resumeRun, setRunSpeed, stepRun, stepRunEvent, stepRunRtt } from '../app/runs/controller';
import { runsStore } from '../store';
import { runKeyAction, stepInList, type RunKeyAction } from './runKeys';
import { useCompareColumn } from './compare/compareColumn';
import { setShortcutsOpen } from './shortcuts/shortcutsSignal';

/**
 * `speed` is the page's chosen speed (what + and − step from before a run, or when the run's is
 * not one of `speeds`). `onAction`, when given, sees every action first and returns true for
 * those it handled itself (the presenter's display sends them to its console). In a column of a
 * side-by-side page the keys are the page's (they drive both columns), not the column's view's.
 */
export function useRunKeys(runId: string | null, onRun: () => void, speeds?: readonly number[], onSpeed?: (s: number) => void, wanted = true, speed?: number, onAction?: (action: RunKeyAction) => boolean): void {
  const inColumn = useCompareColumn() !== null;
  const enabled = wanted && !inColumn;
  const latest = useRef({ runId, onRun, speeds, onSpeed, speed, onAction });
  useEffect(() => {
    latest.current = { runId, onRun, speeds, onSpeed, speed, onAction };
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      const action = runKeyAction(e.key, { tagName: target.tagName ?? 'BODY', role: target.getAttribute?.('role'), isContentEditable: target.isContentEditable }, { ctrl: e.ctrlKey, alt: e.altKey, meta: e.metaKey });
      if (!action) return;
      const { runId: id, onRun: run, speeds: list, onSpeed: speedChanged, speed: chosen, onAction: own } = latest.current;
      if (own?.(action)) {
        e.preventDefault();
        return;
      }
      const meta = id ? runsStore.get(id) : undefined;
      if (action === 'help') {
        setShortcutsOpen(true);
      } else if (action === 'fullscreen') {
        return;
      } else if (action === 'stepRtt' || action === 'stepEvent') {
        if (meta?.status !== 'paused') return;
        if (action === 'stepRtt') stepRunRtt(meta.id);
        else stepRunEvent(meta.id);
      } else if (action === 'toggle') {
        if (meta?.status === 'running') pauseRun(meta.id);
        else if (meta?.status === 'paused') resumeRun(meta.id);
        else run();
      } else if (action === 'step') {
        if (meta?.status === 'paused') stepRun(meta.id);
        else return;
      } else if (list && list.length > 0) {
        const from = chosen ?? meta?.speed ?? list[0];
        const next = stepInList(list, from, action === 'faster' ? 1 : -1);
        if (meta) setRunSpeed(meta.id, next);
        speedChanged?.(next);
      } else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
