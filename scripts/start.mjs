// `npm start`: installs what is missing, builds the three apps and starts the whole platform on the
// embedded database with demo data. Uses only Node built-ins until the install is done.
import { ensureInstalled, root, runPnpm } from './pnpm.mjs';

ensureInstalled();
console.log('Building the employer, administration and candidate apps...');
const built = await runPnpm(['run', 'build:apps']);
if (built !== 0) process.exit(built);
const code = await runPnpm(['--filter', '@arms/api', 'start'], { cwd: root });
process.exit(code);
