// The sender's holes: outstanding packets below the highest SACKed offset that are not SACKed
// (lost, or resent and not yet confirmed). RACK only ever looks at these, and there are few of
// them (about the loss rate times the window), so a RACK check walks this set instead of every
// packet from the left window edge to the highest SACK on every ACK.
//
// Members are ring slots of the sender (off & mask); an unordered dense set with O(1) add, remove
// and membership (the RACK check sorts what it finds lost by offset itself).

export class HoleSet {
  /** Members, in no particular order: slots [0, size). */
  readonly slots: Int32Array;
  size = 0;
  private readonly pos: Int32Array;

  constructor(capacity: number) {
    this.slots = new Int32Array(capacity);
    this.pos = new Int32Array(capacity).fill(-1);
  }

  add(s: number): void {
    if (this.pos[s] >= 0) return;
    this.pos[s] = this.size;
    this.slots[this.size++] = s;
  }

  remove(s: number): void {
    const i = this.pos[s];
    if (i < 0) return;
    const last = this.slots[--this.size];
    this.slots[i] = last;
    this.pos[last] = i;
    this.pos[s] = -1;
  }
}
