import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function restricted(file: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').length;
}

// The layer rules of ARCHITECTURE.md: a wrong import must fail lint, a right one must pass.
describe('given the layer rules', () => {
  it.each([
    [
      'domain importing React',
      'packages/domain/src/x.ts',
      "import { useState } from 'react';\nexport const a = useState;",
    ],
    [
      'domain importing Node',
      'packages/domain/src/x.ts',
      "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;",
    ],
    ['domain importing ui', 'packages/domain/src/x.ts', "import { Button } from '@arms/ui';\nexport const a = Button;"],
    [
      'ui importing the api client',
      'packages/ui/src/x.ts',
      "import { createArmsClient } from '@arms/api-client';\nexport const a = createArmsClient;",
    ],
    [
      'ui importing an app by path',
      'packages/ui/src/x.ts',
      "import { App } from '../../../apps/employer/src/App';\nexport const a = App;",
    ],
    [
      'the api client importing ui',
      'packages/api-client/src/x.ts',
      "import { Button } from '@arms/ui';\nexport const a = Button;",
    ],
    [
      'an app importing the server',
      'apps/employer/src/x.ts',
      "import { buildApp } from '@arms/api/app';\nexport const a = buildApp;",
    ],
    [
      'an app importing another app',
      'apps/employer/src/x.ts',
      "import { App } from '../../arms/src/App';\nexport const a = App;",
    ],
    ['the server importing ui', 'apps/api/src/x.ts', "import { Button } from '@arms/ui';\nexport const a = Button;"],
    [
      'the server importing React',
      'apps/api/src/x.ts',
      "import { useState } from 'react';\nexport const a = useState;",
    ],
  ])('should fail lint for %s', async (_case, file, code) => {
    expect(await restricted(file, code)).toBeGreaterThan(0);
  });

  it.each([
    [
      'ui importing domain',
      'packages/ui/src/x.ts',
      "import { messageFor } from '@arms/domain';\nexport const a = messageFor;",
    ],
    [
      'the api client importing domain',
      'packages/api-client/src/x.ts',
      "import { messageFor } from '@arms/domain';\nexport const a = messageFor;",
    ],
    [
      'an app importing the three packages',
      'apps/employer/src/x.ts',
      "import { Button } from '@arms/ui';\nimport { useJobs } from '@arms/api-client';\nimport { routeAccess } from '@arms/domain';\nexport const a = [Button, useJobs, routeAccess];",
    ],
    [
      'the server importing domain and Node',
      'apps/api/src/x.ts',
      "import { readFileSync } from 'node:fs';\nimport { messageFor } from '@arms/domain';\nexport const a = [readFileSync, messageFor];",
    ],
    [
      'domain importing itself',
      'packages/domain/src/x.ts',
      "import { roles } from './permissions/roles';\nexport const a = roles;",
    ],
  ])('should pass lint for %s', async (_case, file, code) => {
    expect(await restricted(file, code)).toBe(0);
  });
});
