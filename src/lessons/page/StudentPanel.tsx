// The student's side of a chapter: who they are (for their own exercise numbers) and their work.
import { IdentityPanel } from '../work/IdentityPanel';
import { WorkPanel } from '../work/WorkPanel';

/** `onImported`: the page re-mounts its text, so every block shows the imported work. */
export function StudentPanel({ onImported }: { onImported?: () => void }) {
  return (
    <>
      <IdentityPanel />
      <WorkPanel onImported={onImported} />
    </>
  );
}
