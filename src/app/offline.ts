/// <reference types="vite-plugin-pwa/client" />
// The service worker that makes the lab work offline (vite-plugin-pwa, Workbox precache). A new
// version installs in the background and waits; the page says so, and the waiting worker takes
// over when this page goes away, so the next load is the new version (or at once, on request).
import { registerSW } from 'virtual:pwa-register';
import { sierraStore } from '../store';

let update: ((reload?: boolean) => Promise<void>) | null = null;

export function initOffline(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // A student's phone in a class session (/class) does not download the whole lab for offline use
  // over the lecture hall's Wi-Fi: three hundred phones would fetch it at once (docs/class.md).
  if (/\/class\/?$/.test(location.pathname)) return;
  // A page the worker already controls was served from the offline cache: it works without a network.
  if (navigator.serviceWorker.controller) sierraStore.getState().setOfflineState('ready');
  update = registerSW({
    immediate: true,
    onNeedRefresh() {
      sierraStore.getState().setOfflineState('update');
      // Leaving or reloading the page hands over to the new version.
      addEventListener('pagehide', () => void update?.(false), { once: true });
    },
    onOfflineReady() {
      sierraStore.getState().setOfflineState('ready');
    },
  });
}

/** Reload now with the new version. */
export function updateNow(): void {
  void update?.(true);
}
