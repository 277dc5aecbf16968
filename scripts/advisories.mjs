// Dependency advisories (issue 6): no known high or critical advisory in the runtime dependencies,
// except the accepted ones listed in security/advisories.json (and the README).
//   node scripts/advisories.mjs            exit 1 on an unaccepted high/critical advisory
//
// First `npm audit --omit=dev --json` with a short time-out. When the audit endpoint cannot be
// used (this workplace's registry mirror answers 405), says so in one line and checks every
// installed runtime package — package-lock.json's non-dev entries, nested copies included, each
// version read from its node_modules/<path>/package.json — against the committed snapshot
// security/advisories.json (package, vulnerable range, id, severity, fixed in).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const SNAPSHOT = 'security/advisories.json';
const BLOCKING = new Set(['high', 'critical']);
const AUDIT_TIMEOUT_MS = 30_000;

// ---- Versions and ranges (the subset of npm semver that advisory ranges use) ----

/** [major, minor, patch, prerelease] of a version, or null. A prerelease sorts before its release. */
export function parseVersion(text) {
  const m = /^\s*v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?\s*$/.exec(String(text));
  return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] ?? ''] : null;
}

/** Negative, zero or positive as a is below, equal to or above b. */
export function compareVersions(a, b) {
  const x = parseVersion(a);
  const y = parseVersion(b);
  if (!x || !y) throw new Error(`not a version: ${!x ? a : b}`);
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] - y[i];
  if (x[3] === y[3]) return 0;
  if (!x[3]) return 1;
  if (!y[3]) return -1;
  return x[3] < y[3] ? -1 : 1;
}

const TESTS = { '<': (c) => c < 0, '<=': (c) => c <= 0, '>': (c) => c > 0, '>=': (c) => c >= 0, '=': (c) => c === 0 };

/**
 * Whether a version lies in a range: `||`-separated alternatives of space-separated comparators
 * (<, <=, >, >=, = or a bare version), or a hyphen range `a - b`. Prereleases are compared by
 * order only (wider than npm's rule, so a check can only over-report).
 */
export function inRange(version, range) {
  return String(range)
    .split('||')
    .some((alternative) => {
      const hyphen = /^\s*(\S+)\s+-\s+(\S+)\s*$/.exec(alternative);
      const comparators = hyphen
        ? [`>=${hyphen[1]}`, `<=${hyphen[2]}`]
        : alternative.trim().split(/\s+/).filter(Boolean);
      if (comparators.length === 0) throw new Error(`empty range: ${range}`);
      return comparators.every((comparator) => {
        const m = /^(<=|>=|<|>|=)?\s*(.+)$/.exec(comparator);
        if (!m || !parseVersion(m[2])) throw new Error(`unsupported comparator "${comparator}" in ${range}`);
        return TESTS[m[1] ?? '='](compareVersions(version, m[2]));
      });
    });
}

// ---- What is installed ----

/**
 * Every installed runtime package: package-lock.json's entries that are not dev-only, with the
 * name they are required by (the folder, e.g. the alias `xlsx`), their own name and the version of
 * the copy on disk. Optional packages not installed on this platform are left out.
 */
export function runtimePackages(root = process.cwd()) {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const found = [];
  for (const [where, meta] of Object.entries(lock.packages ?? {})) {
    if (!where || meta.dev || meta.link) continue;
    const manifest = path.join(root, where, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
    found.push({
      where,
      as: where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length),
      name: pkg.name,
      version: pkg.version,
    });
  }
  return found;
}

/** The snapshot's advisories that match an installed package (by the name it is required by or its own). */
export function matchSnapshot(installed, advisories) {
  const hits = [];
  for (const advisory of advisories) {
    if (!BLOCKING.has(advisory.severity)) continue;
    for (const pkg of installed) {
      if (advisory.package !== pkg.as && advisory.package !== pkg.name) continue;
      if (parseVersion(pkg.version) && inRange(pkg.version, advisory.range))
        hits.push({ ...advisory, where: pkg.where, version: pkg.version });
    }
  }
  return hits;
}

// ---- npm audit ----

/** The high/critical advisories of an `npm audit --json` report (v2), or null when it is not a report. */
export function auditFindings(report) {
  if (!report || typeof report !== 'object' || !report.vulnerabilities) return null;
  const hits = [];
  for (const [name, vulnerability] of Object.entries(report.vulnerabilities)) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via !== 'object' || !BLOCKING.has(via.severity)) continue;
      const id = /GHSA-[\w-]+/.exec(via.url ?? '')?.[0] ?? String(via.source ?? via.url);
      hits.push({
        package: via.name ?? name,
        range: via.range,
        severity: via.severity,
        id,
        title: via.title,
        url: via.url,
        where: (vulnerability.nodes ?? []).join(', '),
      });
    }
  }
  return hits;
}

/** Runs the audit; a report, or why there is none. */
function runAudit(root) {
  const run = spawnSync(
    'npm',
    ['audit', '--omit=dev', '--json', '--fetch-retries=0', `--fetch-timeout=${AUDIT_TIMEOUT_MS}`],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: AUDIT_TIMEOUT_MS,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (run.error)
    return {
      why: run.error.code === 'ETIMEDOUT' ? `no answer within ${AUDIT_TIMEOUT_MS / 1000} s` : run.error.message,
    };
  let report = null;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    return { why: (run.stderr || run.stdout || `exit ${run.status}`).trim().split('\n').at(-1) };
  }
  if (!report?.vulnerabilities)
    return { why: String(report?.message ?? report?.error?.summary ?? `exit ${run.status}`).split('\n')[0] };
  return { report };
}

// ---- The check ----

const line = (hit) =>
  `  ${hit.severity.toUpperCase()} ${hit.package}@${hit.version ?? hit.range} (${hit.where}): ${hit.id} ${hit.title ?? ''}${hit.fixedIn ? ` — fixed in ${hit.fixedIn}` : ''}${hit.url ? ` ${hit.url}` : ''}`;

export function main(root = process.cwd()) {
  const snapshot = JSON.parse(readFileSync(path.join(root, SNAPSHOT), 'utf8'));
  const accepted = new Set((snapshot.accepted ?? []).map((a) => a.id));
  const { report, why } = runAudit(root);
  let hits;
  let source;
  if (report) {
    hits = auditFindings(report);
    source = 'npm audit --omit=dev';
  } else {
    const installed = runtimePackages(root);
    console.log(
      `advisories: npm audit endpoint unreachable (${why}); checking ${installed.length} installed runtime packages against ${SNAPSHOT} (snapshot of ${snapshot.snapshotOf}).`,
    );
    hits = matchSnapshot(installed, snapshot.advisories);
    source = SNAPSHOT;
  }
  const open = hits.filter((h) => !accepted.has(h.id));
  const known = hits.filter((h) => accepted.has(h.id));
  if (known.length)
    console.log(`advisories: ${known.length} accepted exception(s) (see README):\n${known.map(line).join('\n')}`);
  if (open.length) {
    console.error(
      `advisories: ${open.length} high/critical advisory(ies) in runtime dependencies (${source}):\n${open.map(line).join('\n')}`,
    );
    return 1;
  }
  console.log(`advisories: no unaccepted high or critical advisory in runtime dependencies (${source}).`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) process.exit(main());
