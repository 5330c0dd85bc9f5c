import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free local port that keeps what it receives; with `login`, it asks for that
 * user and password and refuses any other. A mail for which `hold` answers true is not acknowledged (a
 * server hanging mid-send): it is counted in `held`, and kept and acknowledged only if `release()` is
 * called. `port` starts it again where a closed one listened.
 */
export async function startSmtpServer(
  options: { hold?: (raw: string) => boolean; login?: { user: string; pass: string }; port?: number } = {},
) {
  const inbox: ReceivedMail[] = [];
  let held = 0;
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: !options.login,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      const { login } = options;
      if (login && auth.username === login.user && auth.password === login.pass)
        return callback(null, { user: auth.username });
      callback(new Error('Authentication failed'));
    },
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const accept = () => {
          inbox.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        };
        if (!options.hold?.(raw)) return accept();
        held++;
        waiting.push(accept);
      });
    },
  });
  // A client killed mid-session (servers-kill) resets its socket: a real server logs it and carries on, and
  // without a listener the emitter throws it as an uncaught exception into the test run.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    get held() {
      return held;
    },
    /** Acknowledges and keeps every mail held so far. */
    release() {
      for (const accept of waiting.splice(0)) accept();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The body of a plain-text mail, with quoted-printable soft breaks undone. */
export function textOf(mail: ReceivedMail): string {
  const body = mail.raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  return body.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}
