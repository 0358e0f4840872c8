// The runs a page owns, oldest first (the store's runs of that owner), stopped and forgotten when
// the page goes away; and `tellError`, which reaches the page's run-error callback as it is when a
// run ends (runs end long after the render that started them).
import { useEffect, useRef } from 'react';
import { removeRunsOf } from '../../app/runs/controller';
import { useRunIds } from '../../store';

export function usePageRuns(owner: string, onRunError?: (message: string) => void): { ids: readonly string[]; tellError(message: string): void } {
  const ids = useRunIds(owner);
  const onRunErrorRef = useRef(onRunError);
  useEffect(() => {
    onRunErrorRef.current = onRunError;
  });
  useEffect(() => () => removeRunsOf(owner), [owner]);
  return { ids, tellError: (message) => onRunErrorRef.current?.(message) };
}
