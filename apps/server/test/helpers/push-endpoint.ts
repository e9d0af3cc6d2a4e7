import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import { Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { generate } from 'selfsigned';

/** One device as a browser makes it: a P-256 key pair and a 16-byte auth secret (RFC 8291). */
export interface TestDevice {
  ecdh: ECDH;
  authSecret: Buffer;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A status the endpoint answers instead of taking the message, `times` more times. */
interface Answer {
  status: number;
  times: number;
  headers: Record<string, string>;
}

/** What the endpoint received: the path, the VAPID key it was signed with, the plain text. */
export interface ReceivedPush {
  path: string;
  vapidKey: string;
  ttl: number;
  text: string;
}

/**
 * A push service run in the test: HTTPS on 127.0.0.1 with a certificate of its own, it checks the
 * VAPID signature (RFC 8292), decrypts each message with the device's private key (RFC 8291,
 * aes128gcm, through http_ece) and answers 201; a path given to `answer` gets that status instead
 * (for a number of requests, then 201 again). `hits` counts every request at a path.
 */
export async function startPushEndpoint() {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const devices = new Map<string, TestDevice>();
  const statuses = new Map<string, Answer>();
  const hits = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const errors: string[] = [];

  const server: Server = createServer({ cert: pems.cert, key: pems.private }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      hits.set(path, (hits.get(path) ?? 0) + 1);
      const answer = statuses.get(path);
      if (answer && answer.times > 0) {
        answer.times--;
        res.writeHead(answer.status, answer.headers).end();
        return;
      }
      try {
        const device = devices.get(path);
        if (!device) throw new Error(`no device at ${path}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const vapidKey = checkVapid(String(req.headers.authorization ?? ''), path);
        const text = decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: device.authSecret,
        }).toString('utf8');
        received.push({ path, vapidKey, ttl: Number(req.headers.ttl), text });
        res.writeHead(201).end();
      } catch (err) {
        errors.push(String(err));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** `vapid t=<JWT>, k=<public key>`: the JWT's ES256 signature verified with k. */
  function checkVapid(header: string, path: string): string {
    const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
    if (!m) throw new Error(`no VAPID authorization for ${path}`);
    const [jwt, k] = [m[1]!, m[2]!];
    const [head, claims, signature] = jwt.split('.') as [string, string, string];
    const point = Buffer.from(k, 'base64url');
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
    const ok = verify(
      'sha256',
      Buffer.from(`${head}.${claims}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!ok) throw new Error('bad VAPID signature');
    const aud = (JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string }).aud;
    if (aud !== origin) throw new Error(`VAPID audience ${aud}, not ${origin}`);
    return k;
  }

  return {
    origin,
    received,
    errors,
    /** Trusts the endpoint's certificate, for the sender. */
    agent: new Agent({ ca: pems.cert }),
    /** A new device whose messages arrive at `path`. */
    device(path: string): TestDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const device = {
        ecdh,
        authSecret,
        endpoint: `${origin}${path}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: authSecret.toString('base64url'),
        },
      };
      devices.set(path, device);
      return device;
    },
    /**
     * Answers `status` at `path` (410: the subscription is gone; 503 with Retry-After: try later),
     * from now on, or for the next `times` requests only.
     */
    answer(
      path: string,
      status: number,
      { times = Infinity, headers = {} }: { times?: number; headers?: Record<string, string> } = {},
    ) {
      statuses.set(path, { status, times, headers });
    },
    /** How many requests reached `path`, taken or not. */
    hits: (path: string) => hits.get(path) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
