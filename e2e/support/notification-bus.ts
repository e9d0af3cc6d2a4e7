import { spawn, type ChildProcess } from 'node:child_process';
import { connect, type Socket } from 'node:net';

/**
 * A desktop notification server for Chromium on Linux, so that a test can click a notification.
 *
 * Headless Chromium shows a web notification to nobody and no DevTools command clicks one; a
 * `notificationclick` made up in the worker is refused window interaction ("Not allowed to open a
 * window"). But Chromium on Linux hands notifications to the desktop's server over D-Bus
 * (org.freedesktop.Notifications, the Desktop Notifications Specification 1.2) when one owns that
 * name, and a click on it comes back as the ActionInvoked signal, which Chromium turns into a real
 * notificationclick with window interaction allowed. This runs a private session bus
 * (dbus-daemon) and owns the name on it with the few D-Bus messages that takes; the browser is
 * launched with DBUS_SESSION_BUS_ADDRESS pointing at it.
 */

/** What Chromium asked the desktop to show. */
export interface ShownNotification {
  id: number;
  appName: string;
  summary: string;
  body: string;
  actions: string[];
}

const NAME = 'org.freedesktop.Notifications';
const PATH = '/org/freedesktop/Notifications';

type Value = unknown;
/** A variant to write: its signature and value. */
type Variant = [string, Value];

/** Splits a D-Bus signature into its complete types ('sa{sv}i' → 's', 'a{sv}', 'i'). */
function completeTypes(sig: string): string[] {
  const out: string[] = [];
  let i = 0;
  const one = (): void => {
    const c = sig[i++];
    if (c === 'a') return one();
    if (c === '(' || c === '{') {
      const close = c === '(' ? ')' : '}';
      while (sig[i] !== close) one();
      i++;
    }
  };
  while (i < sig.length) {
    const start = i;
    one();
    out.push(sig.slice(start, i));
  }
  return out;
}

const ALIGN: Record<string, number> = {
  y: 1,
  b: 4,
  n: 2,
  q: 2,
  i: 4,
  u: 4,
  x: 8,
  t: 8,
  d: 8,
  s: 4,
  o: 4,
  g: 1,
  a: 4,
  '(': 8,
  '{': 8,
  v: 1,
  h: 4,
};

/** Little-endian D-Bus marshalling of the types these messages use. */
class Writer {
  private chunks: Buffer[] = [];
  length = 0;
  private push(b: Buffer) {
    this.chunks.push(b);
    this.length += b.length;
  }
  align(n: number) {
    const pad = (n - (this.length % n)) % n;
    if (pad) this.push(Buffer.alloc(pad));
  }
  write(sig: string, value: Value): void {
    const c = sig[0]!;
    this.align(ALIGN[c] ?? 1);
    if (c === 'y') this.push(Buffer.from([value as number]));
    else if (c === 'u' || c === 'b' || c === 'i') {
      const b = Buffer.alloc(4);
      if (c === 'i') b.writeInt32LE(value as number);
      else b.writeUInt32LE(c === 'b' ? (value ? 1 : 0) : (value as number));
      this.push(b);
    } else if (c === 's' || c === 'o') {
      const s = Buffer.from(value as string, 'utf8');
      this.write('u', s.length);
      this.push(Buffer.concat([s, Buffer.alloc(1)]));
    } else if (c === 'g') {
      const s = Buffer.from(value as string, 'utf8');
      this.push(Buffer.concat([Buffer.from([s.length]), s, Buffer.alloc(1)]));
    } else if (c === 'v') {
      const [inner, v] = value as Variant;
      this.write('g', inner);
      this.write(inner, v);
    } else if (c === 'a') {
      const item = sig.slice(1);
      const size = Buffer.alloc(4);
      this.push(size);
      this.align(ALIGN[item[0]!] ?? 1);
      const start = this.length;
      for (const v of value as Value[]) this.write(item, v);
      size.writeUInt32LE(this.length - start);
    } else if (c === '(') {
      const fields = completeTypes(sig.slice(1, -1));
      fields.forEach((f, k) => this.write(f, (value as Value[])[k]));
    } else throw new Error(`cannot write D-Bus type ${sig}`);
  }
  buffer() {
    return Buffer.concat(this.chunks);
  }
}

class Reader {
  constructor(
    private buf: Buffer,
    public pos = 0,
  ) {}
  align(n: number) {
    this.pos += (n - (this.pos % n)) % n;
  }
  read(sig: string): Value {
    const c = sig[0]!;
    this.align(ALIGN[c] ?? 1);
    const b = this.buf;
    switch (c) {
      case 'y':
        return b.readUInt8(this.pos++);
      case 'b':
      case 'u':
      case 'h': {
        const v = b.readUInt32LE(this.pos);
        this.pos += 4;
        return c === 'b' ? v !== 0 : v;
      }
      case 'i': {
        const v = b.readInt32LE(this.pos);
        this.pos += 4;
        return v;
      }
      case 'n':
      case 'q':
        this.pos += 2;
        return c === 'n' ? b.readInt16LE(this.pos - 2) : b.readUInt16LE(this.pos - 2);
      case 'x':
      case 't':
      case 'd':
        this.pos += 8;
        return c === 'd' ? b.readDoubleLE(this.pos - 8) : b.readBigUInt64LE(this.pos - 8);
      case 's':
      case 'o': {
        const n = b.readUInt32LE(this.pos);
        const s = b.toString('utf8', this.pos + 4, this.pos + 4 + n);
        this.pos += 4 + n + 1;
        return s;
      }
      case 'g': {
        const n = b.readUInt8(this.pos);
        const s = b.toString('utf8', this.pos + 1, this.pos + 1 + n);
        this.pos += 1 + n + 1;
        return s;
      }
      case 'v': {
        const inner = this.read('g') as string;
        return this.read(inner);
      }
      case 'a': {
        const n = b.readUInt32LE(this.pos);
        this.pos += 4;
        const item = sig.slice(1);
        this.align(ALIGN[item[0]!] ?? 1);
        const end = this.pos + n;
        const out: Value[] = [];
        while (this.pos < end) out.push(this.read(item));
        return out;
      }
      case '(':
      case '{':
        return completeTypes(sig.slice(1, -1)).map((f) => this.read(f));
      default:
        throw new Error(`cannot read D-Bus type ${sig}`);
    }
  }
}

interface Message {
  type: number;
  flags: number;
  serial: number;
  path?: string;
  iface?: string;
  member?: string;
  replySerial?: number;
  sender?: string;
  signature: string;
  body: Value[];
}

const FIELD = { path: 1, iface: 2, member: 3, error: 4, replySerial: 5, dest: 6, sig: 8 };
const METHOD_CALL = 1;
const METHOD_RETURN = 2;
const ERROR = 3;
const SIGNAL = 4;
const NO_REPLY_EXPECTED = 1;

function encode(
  type: number,
  serial: number,
  fields: [number, Variant][],
  signature: string,
  body: Value[],
): Buffer {
  const bodyWriter = new Writer();
  completeTypes(signature).forEach((t, k) => bodyWriter.write(t, body[k]));
  const bodyBuf = bodyWriter.buffer();
  const all: [number, Variant][] = signature ? [...fields, [FIELD.sig, ['g', signature]]] : fields;
  const head = new Writer();
  head.write('y', 'l'.charCodeAt(0));
  head.write('y', type);
  head.write('y', 0);
  head.write('y', 1);
  head.write('u', bodyBuf.length);
  head.write('u', serial);
  head.write('a(yv)', all);
  head.align(8);
  return Buffer.concat([head.buffer(), bodyBuf]);
}

function decode(buf: Buffer): { message: Message; size: number } | null {
  if (buf.length < 16) return null;
  if (buf[0] !== 'l'.charCodeAt(0)) throw new Error('big-endian D-Bus messages are not read here');
  const bodyLength = buf.readUInt32LE(4);
  const fieldsLength = buf.readUInt32LE(12);
  const headerEnd = 16 + fieldsLength + ((8 - ((16 + fieldsLength) % 8)) % 8);
  const size = headerEnd + bodyLength;
  if (buf.length < size) return null;
  const reader = new Reader(buf.subarray(0, size));
  reader.pos = 12;
  const fields = reader.read('a(yv)') as [number, Value][];
  const field = (code: number) => fields.find(([c]) => c === code)?.[1];
  const signature = (field(FIELD.sig) as string | undefined) ?? '';
  reader.pos = headerEnd;
  const body = completeTypes(signature).map((t) => reader.read(t));
  return {
    size,
    message: {
      type: buf[1]!,
      flags: buf[2]!,
      serial: buf.readUInt32LE(8),
      path: field(FIELD.path) as string | undefined,
      iface: field(FIELD.iface) as string | undefined,
      member: field(FIELD.member) as string | undefined,
      replySerial: field(FIELD.replySerial) as number | undefined,
      sender: field(7) as string | undefined,
      signature,
      body,
    },
  };
}

/** Starts a private session bus and the notification server on it. */
export async function startNotificationBus() {
  const daemon: ChildProcess = spawn(
    'dbus-daemon',
    ['--session', '--nofork', '--nopidfile', '--print-address=1'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const address = await new Promise<string>((resolve, reject) => {
    let out = '';
    daemon.once('error', reject);
    daemon.once('exit', (code) => reject(new Error(`dbus-daemon exited with ${code}`)));
    daemon.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0]!.trim());
    });
  });
  const socketPath = (() => {
    const parts = Object.fromEntries(
      address
        .replace(/^unix:/, '')
        .split(',')
        .map((kv) => kv.split('=') as [string, string]),
    );
    if (parts.path) return parts.path;
    if (parts.abstract) return `\0${parts.abstract}`;
    throw new Error(`cannot connect to ${address}`);
  })();

  const socket: Socket = connect(socketPath);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  // SASL EXTERNAL (the peer's uid over the Unix socket), then the binary protocol.
  const uid = Buffer.from(String(process.getuid?.() ?? 0)).toString('hex');
  socket.write(`\0AUTH EXTERNAL ${uid}\r\n`);
  await new Promise<void>((resolve, reject) => {
    let text = '';
    const onData = (d: Buffer) => {
      text += d.toString('latin1');
      if (!text.includes('\r\n')) return;
      socket.off('data', onData);
      if (text.startsWith('OK')) resolve();
      else reject(new Error(`D-Bus authentication refused: ${text.trim()}`));
    };
    socket.on('data', onData);
  });
  socket.write('BEGIN\r\n');

  let serial = 0;
  const replies = new Map<number, (m: Message) => void>();
  const shown: ShownNotification[] = [];
  const waiting: ((n: ShownNotification) => void)[] = [];
  const calls: string[] = [];
  let nextId = 1;

  const send = (type: number, fields: [number, Variant][], signature = '', body: Value[] = []) => {
    const s = ++serial;
    socket.write(encode(type, s, fields, signature, body));
    return s;
  };
  const call = (
    dest: string,
    path: string,
    iface: string,
    member: string,
    sig = '',
    body: Value[] = [],
  ) =>
    new Promise<Message>((resolve) => {
      const s = send(
        METHOD_CALL,
        [
          [FIELD.path, ['o', path]],
          [FIELD.iface, ['s', iface]],
          [FIELD.member, ['s', member]],
          [FIELD.dest, ['s', dest]],
        ],
        sig,
        body,
      );
      replies.set(s, resolve);
    });
  const reply = (to: Message, sig = '', body: Value[] = []) => {
    if (to.flags & NO_REPLY_EXPECTED) return;
    const fields: [number, Variant][] = [[FIELD.replySerial, ['u', to.serial]]];
    if (to.sender) fields.push([FIELD.dest, ['s', to.sender]]);
    send(METHOD_RETURN, fields, sig, body);
  };
  const refuse = (to: Message) => {
    if (to.flags & NO_REPLY_EXPECTED) return;
    const fields: [number, Variant][] = [
      [FIELD.replySerial, ['u', to.serial]],
      [FIELD.error, ['s', 'org.freedesktop.DBus.Error.UnknownMethod']],
    ];
    if (to.sender) fields.push([FIELD.dest, ['s', to.sender]]);
    send(ERROR, fields, 's', [`${to.iface}.${to.member} is not answered here`]);
  };
  const signal = (member: string, sig: string, body: Value[]) =>
    send(
      SIGNAL,
      [
        [FIELD.path, ['o', PATH]],
        [FIELD.iface, ['s', NAME]],
        [FIELD.member, ['s', member]],
      ],
      sig,
      body,
    );

  const handle = (m: Message) => {
    if ((m.type === METHOD_RETURN || m.type === ERROR) && m.replySerial !== undefined) {
      replies.get(m.replySerial)?.(m);
      replies.delete(m.replySerial);
      return;
    }
    if (m.type !== METHOD_CALL) return;
    calls.push(`${m.iface}.${m.member}`);
    if (m.iface === NAME && m.member === 'GetCapabilities')
      return reply(m, 'as', [['actions', 'body', 'body-hyperlinks', 'body-markup']]);
    if (m.iface === NAME && m.member === 'GetServerInformation')
      return reply(m, 'ssss', ['e2e', 'lotto', '1.0', '1.2']);
    if (m.iface === NAME && m.member === 'Notify') {
      const [appName, replacesId, , summary, body, actions] = m.body as [
        string,
        number,
        string,
        string,
        string,
        string[],
      ];
      const id = replacesId || nextId++;
      const notification = { id, appName, summary, body, actions };
      const at = shown.findIndex((n) => n.id === id);
      if (at >= 0) shown.splice(at, 1, notification);
      else shown.push(notification);
      reply(m, 'u', [id]);
      for (const w of waiting.splice(0)) w(notification);
      return;
    }
    if (m.iface === NAME && m.member === 'CloseNotification') {
      const id = m.body[0] as number;
      const at = shown.findIndex((n) => n.id === id);
      if (at >= 0) shown.splice(at, 1);
      reply(m);
      signal('NotificationClosed', 'uu', [id, 3]);
      return;
    }
    if (m.iface === 'org.freedesktop.DBus.Peer' && m.member === 'Ping') return reply(m);
    refuse(m);
  };

  let pending = Buffer.alloc(0);
  socket.on('data', (d: Buffer) => {
    pending = Buffer.concat([pending, d]);
    for (let next = decode(pending); next; next = decode(pending)) {
      pending = pending.subarray(next.size);
      handle(next.message);
    }
  });

  await call('org.freedesktop.DBus', '/org/freedesktop/DBus', 'org.freedesktop.DBus', 'Hello');
  const owned = await call(
    'org.freedesktop.DBus',
    '/org/freedesktop/DBus',
    'org.freedesktop.DBus',
    'RequestName',
    'su',
    [NAME, 4],
  );
  // 1: DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER.
  if (owned.body[0] !== 1) throw new Error(`could not own ${NAME} (${String(owned.body[0])})`);

  return {
    /** For the browser's environment. */
    address,
    shown,
    /** The methods Chromium called, in order (what a failure is explained with). */
    calls,
    /** The next notification Chromium shows, or one already shown whose summary is `summary`. */
    notification(summary: string, timeoutMs = 30_000): Promise<ShownNotification> {
      const already = shown.find((n) => n.summary === summary);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no notification "${summary}"; calls: ${calls.join(', ')}`)),
          timeoutMs,
        );
        const wait = (n: ShownNotification) => {
          if (n.summary !== summary) return void waiting.push(wait);
          clearTimeout(timer);
          resolve(n);
        };
        waiting.push(wait);
      });
    },
    /** The player taps the notification: its default action, as a desktop reports it. */
    click(id: number) {
      signal('ActionInvoked', 'us', [id, 'default']);
    },
    async stop() {
      socket.destroy();
      daemon.kill('SIGTERM');
      await new Promise((resolve) =>
        daemon.exitCode !== null ? resolve(null) : daemon.once('exit', resolve),
      );
    },
  };
}
