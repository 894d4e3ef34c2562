/**
 * Server only. Trace and span ids for the tracer provider (the SDK's IdGenerator), from the operating system's
 * random source, drawn from a pool: one randomFillSync and one hex conversion per 256 spans, then each id is a
 * slice of that hex string.
 *
 * Why not the SDK's own RandomIdGenerator: it calls Math.random() 4 times per trace id and twice per span id,
 * then writes and hex-encodes a buffer per id; in the Next.js server, Math.random is wrapped by Next's I/O
 * tracking (two AsyncLocalStorage lookups per call), so ids were a visible part of what tracing cost per request
 * (docs/deploy.md, "What logging and tracing cost"). Ids from crypto are also the better random source.
 */
import { randomFillSync } from 'node:crypto';

const POOL_BYTES = 4096;
const TRACE_ID_ZERO = '0'.repeat(32);
const SPAN_ID_ZERO = '0'.repeat(16);

export class PooledRandomIdGenerator {
  private readonly bytes = Buffer.allocUnsafe(POOL_BYTES);
  private hex = '';
  private at = 0;
  private nextTraceId: string | undefined;
  private nextSpanId: string | undefined;

  /**
   * The ids the SDK's next span gets (a span recorded earlier with these ids, handed to the SDK now: tracing.ts);
   * `undefined` to draw from the pool again.
   */
  assignNext(traceId: string | undefined, spanId: string | undefined): void {
    this.nextTraceId = traceId;
    this.nextSpanId = spanId;
  }

  /** `length` hex digits not used before. */
  private take(length: number): string {
    if (this.at + length > this.hex.length) {
      randomFillSync(this.bytes);
      this.hex = this.bytes.toString('hex');
      this.at = 0;
    }
    const id = this.hex.slice(this.at, this.at + length);
    this.at += length;
    return id;
  }

  /** 32 hex digits, never all zero (an invalid id in W3C trace context). */
  generateTraceId = (): string => {
    if (this.nextTraceId !== undefined) return this.nextTraceId;
    const id = this.take(32);
    return id === TRACE_ID_ZERO ? this.generateTraceId() : id;
  };

  /** 16 hex digits, never all zero. */
  generateSpanId = (): string => {
    if (this.nextSpanId !== undefined) return this.nextSpanId;
    const id = this.take(16);
    return id === SPAN_ID_ZERO ? this.generateSpanId() : id;
  };
}
