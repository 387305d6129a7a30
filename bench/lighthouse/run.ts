// `pnpm bench:lighthouse`: Lighthouse mobile scores (performance, accessibility) and the main timings
// of the candidate site's two pages, served by the real platform (built apps, real API, demo data)
// with real invitation and feedback links read from the emails. The site's landing page (no API
// call) is the baseline of the same run; each page's LCP is printed as a ratio of it. Targets: mobile
// performance >= 95 and accessibility 100 (issue 16); a page below them makes the run exit 1.
// Debian's Chromium through chrome-launcher (CHROME_PATH, then /usr/bin/chromium); nothing downloads a
// browser. A benchmark, not a test: build the apps first (`pnpm build:apps`).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startMailCatcher } from '../../e2e/mail';
import { startPlatform } from '../../e2e/server';
import { chromiumArgs, ensureChromium } from '../../scripts/chromium.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const targets = { performance: 95, accessibility: 100 };

interface Scores {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  transferKb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function audit(url: string, port: number): Promise<Scores> {
  const samples: Scores[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Lighthouse's mobile defaults: a mid-range phone on slow 4G, simulated.
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
      throttlingMethod: 'simulate',
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    samples.push({
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      transferKb: numeric('total-byte-weight') / 1024,
    });
  }
  const pick = (k: keyof Scores) => median(samples.map((s) => s[k]));
  return {
    performance: pick('performance'),
    accessibility: Math.min(...samples.map((s) => s.accessibility)),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    transferKb: pick('transferKb'),
  };
}

async function main() {
  const mail = await startMailCatcher();
  const platform = await startPlatform({ env: { SMTP_URL: mail.url } });
  const chrome = await launch({ chromePath: ensureChromium(), chromeFlags: chromiumArgs });
  try {
    const call = async (method: string, path: string, token?: string, body?: unknown) => {
      const res = await fetch(`${platform.baseUrl}/api${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as Record<string, unknown> & { data: Record<string, unknown>[] };
    };
    const { accessToken } = (await call('POST', '/auth', undefined, {
      email: 'admin@lotus-demo.sg',
      password: 'Lotus@2026',
      strategy: 'local',
      portal: 'crms',
    })) as unknown as { accessToken: string };
    const job = (await call('GET', '/jobs?$limit=1&$sort[id]=1', accessToken)).data[0]!;
    await call('POST', '/jobs/invitation', accessToken, {
      jobId: job.id,
      email: 'bench.candidate@example.test',
      candidateName: 'Bench',
    });
    const department = (await call('GET', '/departments?$limit=1', accessToken)).data[0]!;
    const manager = await call('POST', `/departments/${department.id}/contacts`, accessToken, {
      firstName: 'Bench',
      lastName: 'Manager',
      email: 'bench.manager@example.test',
      status: 1,
    });
    await call('PATCH', `/jobs/${job.id}`, accessToken, { departmentId: department.id, contactPersonId: manager.id });
    const resume = (await call('GET', '/resumes?$limit=1', accessToken)).data[0]!;
    await call('POST', '/job-resumes', accessToken, { resumeId: resume.id, jobId: job.id });
    const linkTo = async (address: string, path: RegExp) =>
      path.exec((await mail.waitFor((m) => m.to.includes(address) && path.test(m.text))).text)![0];
    const pages = {
      'landing (baseline)': `${platform.candidateUrl}/`,
      'invitation-to-apply': await linkTo(
        'bench.candidate@example.test',
        /http:\/\/\S+\/invitation-to-apply\/\d+\?token=[\w.-]+/,
      ),
      'nominate-feedback': await linkTo('bench.manager@example.test', /http:\/\/\S+\/nominate-feedback\?token=[\w.-]+/),
    };

    console.log(`Lighthouse mobile (simulated slow 4G, 4x CPU), median of ${runs} runs per page\n`);
    const rows: [string, Scores][] = [];
    for (const [name, url] of Object.entries(pages)) rows.push([name, await audit(url, chrome.port)]);
    const baseline = rows[0]![1];
    const pad = (v: string | number, n: number) => String(v).padStart(n);
    console.log(
      `${'page'.padEnd(22)}${pad('perf', 6)}${pad('a11y', 6)}${pad('FCP ms', 9)}${pad('LCP ms', 9)}${pad('TBT ms', 8)}${pad('CLS', 7)}${pad('kB', 7)}${pad('LCP/base', 10)}`,
    );
    let failed = false;
    for (const [name, s] of rows) {
      console.log(
        `${name.padEnd(22)}${pad(s.performance, 6)}${pad(s.accessibility, 6)}${pad(Math.round(s.fcp), 9)}${pad(Math.round(s.lcp), 9)}${pad(Math.round(s.tbt), 8)}${pad(s.cls.toFixed(3), 7)}${pad(s.transferKb.toFixed(1), 7)}${pad(`${(s.lcp / baseline.lcp).toFixed(2)}x`, 10)}`,
      );
      if (
        !name.includes('baseline') &&
        (s.performance < targets.performance || s.accessibility < targets.accessibility)
      ) {
        failed = true;
      }
    }
    console.log(
      `\nTargets: performance >= ${targets.performance}, accessibility ${targets.accessibility}: ${failed ? 'NOT MET' : 'met'}`,
    );
    if (failed) process.exitCode = 1;
  } finally {
    chrome.kill();
    await platform.stop();
    await mail.stop();
  }
}

await main();
