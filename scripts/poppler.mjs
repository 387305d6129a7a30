// Finds poppler's pdftoppm, which end-to-end tests use to render a PDF page to PNG (issue 13's branded
// PDF proof); installs Debian's poppler-utils the way ./chromium.mjs installs Chromium.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/pdftoppm', '/usr/local/bin/pdftoppm'];

/** The path of pdftoppm, or undefined when poppler is not installed. */
export function findPdftoppm() {
  if (process.env.PDFTOPPM_PATH && existsSync(process.env.PDFTOPPM_PATH)) return process.env.PDFTOPPM_PATH;
  return candidates.find((p) => existsSync(p));
}

/**
 * Returns the path of pdftoppm, installing Debian's poppler-utils when the user is root with apt;
 * otherwise throws with a message that says how to get it.
 */
export function ensurePdftoppm() {
  const found = findPdftoppm();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Installing poppler-utils from Debian packages (apt-get install -y poppler-utils)...');
    execFileSync('apt-get', ['install', '-y', 'poppler-utils'], { stdio: 'inherit' });
    const installed = findPdftoppm();
    if (installed) return installed;
  }
  throw new Error(
    'No pdftoppm found. Install it (Debian/Ubuntu: `sudo apt-get install -y poppler-utils`) ' +
      'or set PDFTOPPM_PATH to the binary.',
  );
}
