// `process.env.NODE_ENV` is what every bundler replaces in the consumer's build (Vite, webpack, esbuild,
// Rollup's replace plugin): written out literally, the check survives our library build (Vite keeps
// `process.env` in library mode, where `import.meta.env.DEV` would be frozen to false) and is decided
// by the consumer's development or production build. Without a bundler (no `process`), it stays quiet.
declare const process: { env: { NODE_ENV?: string } };

/**
 * True in a development build of the consuming app. No `typeof process` guard: bundlers replace only
 * `process.env.NODE_ENV`, so a guard would stay and be false in every browser; without a bundler the
 * reference throws and the answer is no.
 */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

/**
 * Tells a developer about a misuse in development builds; bundlers drop the call in production
 * (`process.env.NODE_ENV` is 'production' there), so users never see it.
 */
export function warning(condition: boolean, message: string): void {
  if (condition && isDevelopment()) console.warn(`@arms/ui: ${message}`);
}

/** Throws for a misuse that cannot work (a missing required label, say), with a clear message. */
export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`@arms/ui: ${message}`);
}
