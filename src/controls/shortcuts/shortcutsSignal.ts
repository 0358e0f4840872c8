// Whether the keyboard-shortcuts dialog is open: a tiny signal outside React state, so the ? key
// (src/controls/useRunKeys.ts) opens it from any view and the one dialog mounted on the page
// follows.
type Listener = () => void;

let open = false;
const listeners = new Set<Listener>();

export function isShortcutsOpen(): boolean {
  return open;
}

export function setShortcutsOpen(value: boolean): void {
  if (open === value) return;
  open = value;
  for (const l of listeners) l();
}

export function subscribeShortcuts(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
