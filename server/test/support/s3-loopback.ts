// A loopback S3: path-style PUT, GET, HEAD and DELETE of objects over real HTTP, answering S3's
// XML errors, and checking every request's SigV4 Authorization header by signing the same request
// again with the secret it knows (@smithy/signature-v4, the signer the AWS SDK itself uses).
import { SignatureV4 } from '@smithy/signature-v4';
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const bytes = (data: string | ArrayBuffer | ArrayBufferView): Buffer =>
  typeof data === 'string'
    ? Buffer.from(data)
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** The SDK's hash interface over node:crypto (HMAC when given a secret). */
class Sha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(bytes(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

export type S3Loopback = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  /** Requests seen, as 'PUT key 200'. */
  log: string[];
  close(): Promise<void>;
};

const xmlError = (res: ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>loopback</RequestId></Error>`,
  );
};

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Whether the request's Authorization is the SigV4 signature of this request with `secret`. */
async function signatureMatches(
  req: IncomingMessage,
  body: Buffer,
  region: string,
  accessKeyId: string,
  secret: string,
): Promise<boolean> {
  const auth = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match || match[1] !== accessKeyId || match[3] !== region) return false;
  const signed = match[4]!.split(';');
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const when = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!when) return false;
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (
    /^[0-9a-f]{64}$/.test(payloadHash) &&
    createHash('sha256').update(body).digest('hex') !== payloadHash
  )
    return false;
  const url = new URL(req.url ?? '/', 'http://loopback');
  const headers: Record<string, string> = {};
  for (const name of signed) headers[name] = String(req.headers[name] ?? '');
  const signer = new SignatureV4({
    service: 's3',
    region,
    credentials: { accessKeyId, secretAccessKey: secret },
    sha256: Sha256,
    uriEscapePath: false,
    applyChecksum: false,
  });
  const again = await signer.sign(
    {
      method: req.method ?? 'GET',
      protocol: 'http:',
      hostname: url.hostname,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body,
    },
    {
      signingDate: new Date(
        Date.UTC(+when[1]!, +when[2]! - 1, +when[3]!, +when[4]!, +when[5]!, +when[6]!),
      ),
      signableHeaders: new Set(signed),
    },
  );
  return again.headers.authorization === auth;
}

export async function startS3Loopback(
  options: {
    bucket?: string;
    region?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
  } = {},
): Promise<S3Loopback> {
  const bucket = options.bucket ?? 'fairway-files';
  const region = options.region ?? 'eu-west-1';
  const accessKeyId = options.accessKeyId ?? 'AKIALOOPBACK';
  const secretAccessKey = options.secretAccessKey ?? 'loopback-secret-key';
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  const log: string[] = [];

  const server = createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req);
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://loopback').pathname);
      const [, bucketName, ...rest] = path.split('/');
      const key = rest.join('/');
      const answer = (status: number) => log.push(`${req.method} ${key} ${status}`);
      if (!(await signatureMatches(req, body, region, accessKeyId, secretAccessKey))) {
        answer(403);
        return xmlError(
          res,
          403,
          'SignatureDoesNotMatch',
          'The request signature we calculated does not match the signature you provided.',
        );
      }
      if (bucketName !== bucket) {
        answer(404);
        return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      }
      const found = objects.get(key);
      switch (req.method) {
        case 'PUT': {
          objects.set(key, { body, contentType: req.headers['content-type'] });
          answer(200);
          res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
          return res.end();
        }
        case 'GET':
          if (!found) {
            answer(404);
            return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
          }
          answer(200);
          res.writeHead(200, {
            'content-type': found.contentType ?? 'application/octet-stream',
            'content-length': String(found.body.length),
          });
          return res.end(found.body);
        case 'HEAD':
          answer(found ? 200 : 404);
          res.writeHead(
            found ? 200 : 404,
            found ? { 'content-length': String(found.body.length) } : {},
          );
          return res.end();
        case 'DELETE':
          objects.delete(key);
          answer(204);
          res.writeHead(204);
          return res.end();
        default:
          answer(405);
          return xmlError(res, 405, 'MethodNotAllowed', 'The method is not allowed');
      }
    })().catch((err: unknown) => {
      res.writeHead(500);
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
