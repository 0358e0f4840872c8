// The few live numbers a panel shows beside or above its figure (the last RTT, the current step,
// the point at the cursor): one term and its value each, the main one larger. `tight` is smaller
// type for a figure that takes the screen's height; `column` stacks the items.
import type { ReactNode, Ref } from 'react';
import './readout.css';

export function Readout({ label, tight = false, column = false, ref, children }: { label: string; tight?: boolean; column?: boolean; ref?: Ref<HTMLDListElement>; children: ReactNode }) {
  return (
    <dl ref={ref} className={`readout${tight ? ' readout--tight' : ''}${column ? ' readout--column' : ''}`} aria-label={label}>
      {children}
    </dl>
  );
}

export function ReadoutItem({ term, value, testId, main = false, none = false }: { term: string; value: string; testId?: string; main?: boolean; none?: boolean }) {
  return (
    <div className={`readout__item${main ? ' readout__item--main' : ''}`}>
      <dt>{term}</dt>
      <dd data-testid={testId} className={none ? 'readout__none' : undefined}>{value}</dd>
    </div>
  );
}
