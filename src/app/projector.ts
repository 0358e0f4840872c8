// Projector mode: from ?projector=1|0, else remembered in localStorage; kept on <html> and,
// when the URL carries ?projector, in the URL too (so a reload shows what the switch says).
import { sierraStore } from '../store';
import { replaceParamIfPresent } from './routes';
import { applyTheme } from './theme';

export const PROJECTOR_STORAGE_KEY = 'sierra.projector';

export function initialProjector(search: string, stored: string | null): boolean {
  const q = new URLSearchParams(search).get('projector');
  if (q === '1' || q === 'true') return true;
  if (q === '0' || q === 'false') return false;
  return stored === '1';
}

function readStored(): string | null {
  try {
    return localStorage.getItem(PROJECTOR_STORAGE_KEY);
  } catch {
    return null; // storage can be disabled; the mode then lasts for this page only
  }
}

export function initProjector(): void {
  const on = initialProjector(location.search, readStored());
  sierraStore.getState().setProjector(on);
  applyTheme(on);
  sierraStore.subscribe((s, prev) => {
    if (s.projector === prev.projector) return;
    applyTheme(s.projector);
    try {
      localStorage.setItem(PROJECTOR_STORAGE_KEY, s.projector ? '1' : '0');
    } catch {
      /* see readStored */
    }
    const search = replaceParamIfPresent(location.search, 'projector', s.projector ? '1' : '0');
    if (search !== null) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  });
}
