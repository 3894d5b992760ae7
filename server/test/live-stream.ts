import { get, type IncomingMessage } from 'node:http';
import type { Agent } from './helpers';

/** One server-sent event as a browser's EventSource would hand it over. */
export type SseEvent = { event: string; data: unknown; id: string };

/**
 * A GET /api/live stream over real HTTP, read the way EventSource reads it: frames split on a blank
 * line, comments (heartbeats) skipped. Events are collected as they arrive.
 */
export class LiveReader {
  readonly events: SseEvent[] = [];
  ended = false;
  private readonly waiters = new Set<() => void>();

  /** The answer's status and headers; `text` is the whole body of an answer that is not a stream. */
  readonly status: number;
  readonly headers: IncomingMessage['headers'];
  private body = '';

  private constructor(private readonly response: IncomingMessage) {
    this.status = response.statusCode ?? 0;
    this.headers = response.headers;
    response.setEncoding('utf8');
    let buffer = '';
    response.on('data', (chunk: string) => {
      if (this.status !== 200) {
        this.body += chunk;
        return;
      }
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        this.frame(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    });
    response.on('close', () => this.finish());
  }

  /** Opens the stream with the agent's cookies (node:http, as a browser would, one connection each). */
  static open(base: string, agent: Agent, headers: Record<string, string> = {}) {
    const cookie = [...agent.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    return new Promise<LiveReader>((resolve, reject) => {
      get(
        `${base}/api/live`,
        { headers: { accept: 'text/event-stream', cookie, ...headers }, agent: false },
        (res) => resolve(new LiveReader(res)),
      ).on('error', reject);
    });
  }

  /** The JSON body of an answer that is not a stream (an error). */
  async json(): Promise<{ error: string; message: string }> {
    await this.closed();
    return JSON.parse(this.body);
  }

  private frame(text: string): void {
    const fields: Record<string, string> = {};
    for (const line of text.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
    }
    if (fields.data === undefined) return;
    this.events.push({
      event: fields.event ?? 'message',
      data: JSON.parse(fields.data),
      id: fields.id ?? '',
    });
    this.notify();
  }

  private finish(): void {
    this.ended = true;
    this.notify();
  }

  private notify(): void {
    for (const wake of [...this.waiters]) wake();
  }

  /** Resolves once `count` events arrived (or the stream ended: then it rejects). */
  async next(count = this.events.length + 1): Promise<SseEvent[]> {
    await this.waitFor(() => this.events.length >= count, `${count} events`);
    return this.events.slice(0, count);
  }

  async closed(): Promise<void> {
    await this.waitFor(() => this.ended, 'the stream to end', false);
  }

  private waitFor(done: () => boolean, what: string, failOnEnd = true): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`gave up waiting for ${what}`));
      }, 10_000);
      const check = () => {
        if (done()) {
          clearTimeout(timer);
          this.waiters.delete(check);
          resolve();
        } else if (failOnEnd && this.ended) {
          clearTimeout(timer);
          this.waiters.delete(check);
          reject(new Error(`the stream ended before ${what}`));
        }
      };
      this.waiters.add(check);
      check();
    });
  }

  close(): void {
    this.response.destroy();
  }
}
