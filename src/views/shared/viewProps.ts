// What the page gives every view that declares its options (src/app/pages/ViewPage.tsx).
export interface ViewProps<O> {
  /** Initial options (from the address, a ?scenario= link); the user can change them. */
  initial?: Partial<O>;
  /** Told when a run fails (the app shows its banner); the view shows the failure too. */
  onRunError?: (message: string) => void;
  /** Told when the user changes the options to valid ones (the page keeps its address in step). */
  onOptionsChange?: (options: O) => void;
}
