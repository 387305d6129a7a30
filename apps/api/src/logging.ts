import type { FastifyServerOptions } from 'fastify';

const levelNames: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};
const levels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof levels)[number];

/** LOG_LEVEL, checked: `warn` unless set (warnings and errors only on the console). */
export function logLevel(value: string | undefined): LogLevel {
  if (!value) return 'warn';
  if ((levels as readonly string[]).includes(value)) return value as LogLevel;
  throw new Error(`LOG_LEVEL must be one of ${levels.join(', ')} (it is "${value}")`);
}

interface Line {
  level: number;
  time: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
}

/** One pino JSON line as a short readable line: `12:04:05 WARN message`, requests as `GET /api/x 200 3 ms`. */
export function formatLine(json: string): string {
  let line: Line;
  try {
    line = JSON.parse(json) as Line;
  } catch {
    return json;
  }
  const time = new Date(line.time).toISOString().slice(11, 19);
  const level = (levelNames[line.level] ?? String(line.level)).toUpperCase().padEnd(5);
  let text = line.msg ?? '';
  if (line.req?.method) text = `${line.reqId ?? ''} ${line.req.method} ${line.req.url ?? ''}`.trim();
  else if (line.res?.statusCode !== undefined)
    text = `${line.reqId ?? ''} ${line.res.statusCode} ${line.responseTime?.toFixed(1) ?? '?'} ms`.trim();
  if (line.err?.stack) text += `\n${line.err.stack}`;
  else if (line.err?.message && !text.includes(line.err.message)) text += `: ${line.err.message}`;
  return `${time} ${level} ${text}`;
}

/**
 * The server's logger: pino's JSON lines in production (NODE_ENV=production or LOG_FORMAT=json) for a
 * log collector, short readable lines otherwise. Request logs only at `debug` and `trace`.
 */
export function loggerOptions(env: NodeJS.ProcessEnv = process.env): {
  logger: FastifyServerOptions['logger'];
  requestLogging: boolean;
} {
  const level = logLevel(env.LOG_LEVEL);
  const json = env.LOG_FORMAT === 'json' || (env.NODE_ENV === 'production' && env.LOG_FORMAT !== 'pretty');
  const requestLogging = level === 'debug' || level === 'trace';
  if (json) return { logger: { level }, requestLogging };
  const stream = {
    write(chunk: string) {
      for (const part of chunk.split('\n')) if (part) process.stderr.write(`${formatLine(part)}\n`);
    },
  };
  return { logger: { level, stream }, requestLogging };
}
