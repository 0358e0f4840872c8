// What the presenter display shows of the class session, sent by the console over a
// BroadcastChannel (the display holds no instructor key and talks to no server): the join code and
// address, how many joined and answered, and, only once revealed, the answers' values and the
// result. A display that opens late asks with "hello" and the console answers.
import { z } from 'zod';

const CHANNEL = 'sierra-class-display';

const Text = z.object({ es: z.string(), en: z.string() });
export const DisplayStateSchema = z.object({
  code: z.string(),
  joinUrl: z.string(),
  joined: z.number(),
  running: z.boolean(),
  poll: z
    .object({
      id: z.number(),
      kind: z.enum(['number', 'choice']),
      unit: z.string(),
      question: Text,
      choices: z.array(z.object({ value: z.string(), label: Text })),
      state: z.enum(['open', 'closed', 'revealed']),
      answered: z.number(),
      values: z.array(z.union([z.number(), z.string()])).nullable(),
      result: z.object({ simulated: z.number().nullable(), choice: z.string().nullable(), measured: z.number().nullable(), measuredSource: z.string().nullable() }).nullable(),
    })
    .nullable(),
});
export type DisplayState = z.infer<typeof DisplayStateSchema>;

const MessageSchema = z.union([z.object({ t: z.literal('hello') }), z.object({ t: z.literal('state'), state: DisplayStateSchema.nullable() })]);

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

/** The console's side: publish() whenever the state changes; a display's hello gets the last one. */
export function openConsoleChannel(): { publish(s: DisplayState | null): void; close(): void } {
  const ch = channel();
  let last: DisplayState | null = null;
  if (ch) {
    ch.onmessage = (e) => {
      const m = MessageSchema.safeParse(e.data);
      if (m.success && m.data.t === 'hello') ch.postMessage({ t: 'state', state: last });
    };
  }
  return {
    publish(s) {
      last = s;
      ch?.postMessage({ t: 'state', state: s });
    },
    close() {
      ch?.close();
    },
  };
}

/** The display's side: calls back with every state the console sends. */
export function openDisplayChannel(onState: (s: DisplayState | null) => void): () => void {
  const ch = channel();
  if (!ch) return () => undefined;
  ch.onmessage = (e) => {
    const m = MessageSchema.safeParse(e.data);
    if (m.success && m.data.t === 'state') onState(m.data.state);
  };
  ch.postMessage({ t: 'hello' });
  return () => ch.close();
}
