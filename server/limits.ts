// A token bucket: `burst` messages at once, then `perSecond` a second. One per WebSocket client
// (so one client cannot flood the server) and one per address for creating sessions.
export class TokenBucket {
  private tokens: number;
  private last: number;
  constructor(private readonly burst: number, private readonly perSecond: number, private readonly now: () => number = () => performance.now()) {
    this.tokens = burst;
    this.last = now();
  }

  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
