// The browser's localStorage, or null where there is none or it is refused (a private window, a
// sandboxed frame, Node in tests): the work and the course file are then kept for the page only.
export function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
