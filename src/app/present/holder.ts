// Holds the channel side a page component started in an effect (started on mount, stopped on
// unmount, StrictMode's double run included) and lets the component read it as an external store.
export interface Side {
  subscribe(listener: () => void): () => void;
  stop(): void;
}

export class SideHolder<T extends Side> {
  private side: T | null = null;
  private off: (() => void) | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly make: () => T) {}

  start(): void {
    this.stop();
    this.side = this.make();
    this.off = this.side.subscribe(() => this.notify());
    this.notify();
  }

  stop(): void {
    this.off?.();
    this.off = null;
    this.side?.stop();
    this.side = null;
  }

  get current(): T | null {
    return this.side;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    for (const l of this.listeners) l();
  }
}
