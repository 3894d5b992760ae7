import { PassThrough, type Transform } from 'node:stream';
import zlib from 'node:zlib';

export type DocumentEncoding = 'br' | 'gzip' | 'identity';

/** Brotli or gzip as Accept-Encoding allows (q > 0), Brotli first; the text as it is otherwise. */
export function negotiateEncoding(header: string | undefined): DocumentEncoding {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const given = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = given === undefined ? 1 : Number(given.slice(2));
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/**
 * A document sent in parts: what is written before flush() reaches the browser at once, compressed
 * (Brotli quality 4, cheap per document; or gzip) or as it is.
 */
export function documentStream(encoding: DocumentEncoding): {
  stream: Transform;
  flush(): void;
} {
  if (encoding === 'br') {
    const stream = zlib.createBrotliCompress({
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    });
    return { stream, flush: () => stream.flush(zlib.constants.BROTLI_OPERATION_FLUSH) };
  }
  if (encoding === 'gzip') {
    const stream = zlib.createGzip();
    return { stream, flush: () => stream.flush(zlib.constants.Z_SYNC_FLUSH) };
  }
  return { stream: new PassThrough(), flush: () => undefined };
}
