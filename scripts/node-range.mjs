// The Node versions ARMS runs on: the root's `engines.node` (`^20.19.0 || >=22.12.0`, ADR 0174), checked
// with Node built-ins only because it runs before the dependencies are installed. tooling/engines.test.ts
// holds it to the `engines` range and the README's sentence.

/** The supported range in the README's words. */
export const supportedNodeText = 'Node.js 20.19 or a later 20.x, or Node.js 22.12 or newer';

/** Whether a Node version (`process.versions.node`, e.g. `22.12.0`) is in the supported range. */
export function supportsNode(version) {
  const [major, minor] = version.split('.').map(Number);
  if (major === 20) return minor >= 19;
  if (major === 22) return minor >= 12;
  return major > 22;
}
