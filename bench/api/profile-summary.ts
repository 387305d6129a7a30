// Summarises a V8 `.cpuprofile` of `pnpm bench:api` (BENCH_CPU_PROF): self and inclusive share of the
// samples per function, optionally of a time window only (the seconds of one load, not the start-up).
//
//   npx tsx bench/api/profile-summary.ts <dir or file> [--window=29-37] [--top=40] [--match=regex]
//
// Given a directory, the largest profile in it (the API's main thread; tsx's loader writes a small one).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const target = args.find((a) => !a.startsWith('--'));
if (!target) throw new Error('usage: profile-summary.ts <dir or .cpuprofile> [--window=a-b] [--top=n] [--match=re]');

function profiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return profiles(file);
    return file.endsWith('.cpuprofile') ? [file] : [];
  });
}
const file = statSync(target).isDirectory()
  ? profiles(target).sort((a, b) => statSync(b).size - statSync(a).size)[0]
  : target;
if (!file) throw new Error(`no .cpuprofile under ${target}`);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const [from, to] = (option('window') ?? `0-${Number.MAX_SAFE_INTEGER}`).split('-').map(Number) as [number, number];
const top = Number(option('top') ?? 40);
const match = option('match') ? new RegExp(option('match')!) : undefined;

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const label = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*node_modules\/(\.pnpm\/)?/, '')}:${n.callFrame.lineNumber + 1}`;

// Per second: the share of samples that are not idle (to find the load windows).
const busy = new Map<number, [number, number]>();
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let at = profile.startTime;
let total = 0;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  const second = Math.floor((at - profile.startTime) / 1e6);
  const node = nodes.get(id)!;
  const bin = busy.get(second) ?? [0, 0];
  bin[0]++;
  if (node.callFrame.functionName !== '(idle)') bin[1]++;
  busy.set(second, bin);
  if (second < from || second >= to) return;
  total++;
  self.set(label(node), (self.get(label(node)) ?? 0) + 1);
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const key = label(nodes.get(cur)!);
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + 1);
  }
});

const list = (map: Map<string, number>) =>
  [...map]
    .filter(([key]) => !match || match.test(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, n]) => `${((100 * n) / Math.max(total, 1)).toFixed(1).padStart(5)} %  ${key}`)
    .join('\n');
console.log(`${file}: ${total} samples in the window`);
console.log(`busy % per second: ${[...busy].map(([s, [n, b]]) => `${s}:${Math.round((100 * b) / n)}`).join(' ')}`);
console.log(`--- self\n${list(self)}\n--- inclusive\n${list(inclusive)}`);
