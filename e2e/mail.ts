import { createServer, type Server } from 'node:net';

/** One email as the server delivered it over SMTP. */
export interface CaughtMail {
  to: string[];
  /** The raw message, quoted-printable soft breaks and escapes decoded. */
  text: string;
}

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A minimal SMTP receiver (RFC 5321: EHLO, MAIL, RCPT, DATA, QUIT; no TLS, no auth) so a journey reads
 * the links out of the real emails the platform sends through SMTP_URL.
 */
export async function startMailCatcher(): Promise<{
  url: string;
  mails: CaughtMail[];
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  stop(): Promise<void>;
}> {
  const mails: CaughtMail[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    socket.write('220 e2e.arms.local ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const body = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push({ to, text: decodeQuotedPrintable(Buffer.from(body, 'latin1').toString('utf8')) });
          to = [];
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 e2e.arms.local\r\n');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? '');
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(match, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no such email within ${timeoutMs} ms; got ${mails.length}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
