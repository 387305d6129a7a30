/**
 * Tells a developer about a misuse in development builds; bundlers drop the call in production
 * (`import.meta.env.DEV` is false there), so users never see it.
 */
export function warning(condition: boolean, message: string): void {
  if (import.meta.env?.DEV && condition) console.warn(`@arms/ui: ${message}`);
}

/** Throws for a misuse that cannot work (a missing required label, say), with a clear message. */
export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`@arms/ui: ${message}`);
}
