// Whether a view is shown inside the presenter console (src/app/present/PresenterConsole.tsx):
// there the run bar keeps its stop-at controls even in figure-first mode, since the console is
// the presenter's screen, not the class's.
import { createContext, useContext } from 'react';

export const PresentingContext = createContext(false);

export function usePresenting(): boolean {
  return useContext(PresentingContext);
}
