/** A fixed-size set of document numbers (0..size-1) backed by 32-bit words. */
export class Bitset {
  readonly words: Uint32Array;

  constructor(readonly size: number, words?: Uint32Array) {
    this.words = words ?? new Uint32Array((size + 31) >>> 5);
  }

  static full(size: number): Bitset {
    const set = new Bitset(size);
    set.words.fill(0xffffffff);
    set.trim();
    return set;
  }

  has(id: number): boolean {
    return (this.words[id >>> 5] & (1 << (id & 31))) !== 0;
  }

  add(id: number): void {
    this.words[id >>> 5] |= 1 << (id & 31);
  }

  /** this = this AND other */
  and(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i += 1) a[i] &= b[i];
    return this;
  }

  /** this = this OR other */
  or(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i += 1) a[i] |= b[i];
    return this;
  }

  /** this = NOT this (within size) */
  not(): this {
    const a = this.words;
    for (let i = 0; i < a.length; i += 1) a[i] = ~a[i];
    this.trim();
    return this;
  }

  /** The members, ascending. */
  toIds(): Uint32Array {
    const out = new Uint32Array(this.count());
    let n = 0;
    const a = this.words;
    for (let i = 0; i < a.length; i += 1) {
      let v = a[i];
      while (v !== 0) {
        const low = v & -v;
        out[n] = (i << 5) + (31 - Math.clz32(low));
        n += 1;
        v ^= low;
      }
    }
    return out;
  }

  count(): number {
    let total = 0;
    const a = this.words;
    for (let i = 0; i < a.length; i += 1) {
      let v = a[i];
      v -= (v >>> 1) & 0x55555555;
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return total;
  }

  private trim(): void {
    const extra = this.words.length * 32 - this.size;
    if (extra > 0 && this.words.length > 0) this.words[this.words.length - 1] &= 0xffffffff >>> extra;
  }
}
