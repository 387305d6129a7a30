// Finds the Chromium that stories and end-to-end tests drive: CHROME_PATH, then Debian's.
// Playwright never downloads a browser here (see ../shared/TOOLCHAIN.md).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Flags that keep headless Chromium quiet on machines with a closed network. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The path of a Chromium binary, or undefined when none is installed. */
export function findChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  return candidates.find((p) => existsSync(p));
}

/**
 * Returns a Chromium path, installing Debian's package when the user is root with apt;
 * otherwise throws with a message that says how to get one.
 */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Installing Chromium from Debian packages (apt-get install -y chromium)...');
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit' });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'No Chromium found. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
      'or set CHROME_PATH to a Chromium or Chrome binary.',
  );
}
