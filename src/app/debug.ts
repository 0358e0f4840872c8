// Test hook: with ?debug=1 the page exposes window.__sierraDebug so end-to-end tests can
// make the simulation worker fail on purpose.
import { crashWorker } from './sim-client';

declare global {
  interface Window {
    __sierraDebug?: { crashWorker: (mode: 'throw' | 'exit') => void };
  }
}

export function installDebugHooks(): void {
  if (new URLSearchParams(location.search).get('debug') !== '1') return;
  window.__sierraDebug = { crashWorker: (mode) => crashWorker(mode) };
}
