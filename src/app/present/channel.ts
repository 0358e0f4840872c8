// The BroadcastChannel of one page path, with the protocol's check on every message received.
import { channelName, readMessage, type PresentMessage } from './protocol';

export interface PresentChannel {
  post(m: PresentMessage): void;
  close(): void;
}

/** Opens the page's channel; `onMessage` hears only well-formed messages. Null where BroadcastChannel is missing. */
export function openChannel(pathname: string, onMessage: (m: PresentMessage) => void): PresentChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const ch = new BroadcastChannel(channelName(pathname));
  ch.onmessage = (e: MessageEvent) => {
    const m = readMessage(e.data);
    if (m) onMessage(m);
  };
  let open = true;
  return {
    post(m) {
      if (!open) return;
      try {
        ch.postMessage(m);
      } catch {
        // A value that cannot be cloned is a bug of ours; the other side asks for a snapshot again on its next hello.
      }
    },
    close() {
      open = false;
      ch.close();
    },
  };
}

export function newSideId(role: string): string {
  return `${role}-${Math.random().toString(36).slice(2, 10)}`;
}
