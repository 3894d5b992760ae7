/**
 * Turns for work that cannot overlap (PGlite runs one statement or transaction at a time on this
 * thread): first come, first served, and each turn starts from the event loop (setImmediate)
 * rather than straight after the previous one. Without that, a saturated server finishes every
 * waiting request before the event loop looks at its sockets again, so a new connection is
 * accepted only once per round of all the others and its first request waits for seconds; with
 * it, accepting and reading happen between two turns.
 */
export class Turns {
  private readonly waiting: (() => void)[] = [];
  private busy = false;

  run<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push(() => {
        new Promise<T>((started) => started(work()))
          .then(resolve, reject)
          .finally(() => this.next());
      });
      if (!this.busy) this.next();
    });
  }

  private next(): void {
    const turn = this.waiting.shift();
    this.busy = turn !== undefined;
    if (turn) setImmediate(turn);
  }
}
