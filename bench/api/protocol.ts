/** What the bench's child processes tell run.ts (over the fork IPC channel). */
export interface ServerReady {
  type: 'ready';
  port: number;
  token: string;
  jobId: number;
  /** The PostgreSQL database the API uses (its backends' CPU time is measured); absent on PGlite. */
  database?: string;
}
export interface PlainBodies {
  bodies: Record<string, string>;
}
export interface PlainReady {
  type: 'ready';
  port: number;
}
/** The API process's CPU time (user + system), in microseconds, when asked with `cpu`. */
export interface CpuUsage {
  type: 'cpu';
  micros: number;
}
