// @vitest-environment node
import { readFileSync } from 'node:fs';
import {
  auditFindings,
  compareVersions,
  inRange,
  matchSnapshot,
  runtimePackages,
  type Advisory,
} from '../../scripts/advisories.mjs';

/** Issue 6: no known high or critical advisory in runtime dependencies (scripts/advisories.mjs). */

const snapshot = JSON.parse(readFileSync('security/advisories.json', 'utf8')) as {
  advisories: Advisory[];
  accepted: { id: string }[];
};

describe('version ranges of advisories', () => {
  it('orders versions numerically, a prerelease before its release', () => {
    expect(compareVersions('0.20.3', '0.19.10')).toBeGreaterThan(0);
    expect(compareVersions('7.18.2', '7.18.10')).toBeLessThan(0);
    expect(compareVersions('1.0.0-beta.1', '1.0.0')).toBeLessThan(0);
    expect(compareVersions('4.2.67', '4.2.67')).toBe(0);
  });

  it.each([
    // [version, range, vulnerable]
    ['0.18.5', '<0.19.3', true], // the registry's last xlsx: GHSA-4r6h-8v6p-xvw6
    ['0.20.3', '<0.19.3', false], // SheetJS 0.20.3 (@e965/xlsx)
    ['0.20.1', '<0.20.2', true], // GHSA-5pgg-2g8v-p4x9
    ['4.1.392', '<=4.1.392', true], // pdfjs-dist GHSA-wgrm-67xf-hhpq
    ['4.2.67', '<=4.1.392', false],
    ['5.7.284', '>=5.6.83 <6.2.108', true], // pdfjs-dist GHSA-hq66-cqwq-w95j
    ['5.5.207', '>=5.6.83 <6.2.108', false],
    ['6.3.289', '>=5.6.83 <6.2.108', false],
    ['6.30.2', '>=6.0.0 <6.30.3 || >=7.0.0 <7.12.0', true], // react-router GHSA-2w69-qvjg-hvjx
    ['7.11.0', '>=6.0.0 <6.30.3 || >=7.0.0 <7.12.0', true],
    ['7.12.0', '>=6.0.0 <6.30.3 || >=7.0.0 <7.12.0', false],
    ['7.18.1', '>=7.12.0 <7.18.2 || >=8.0.0 <8.3.0', true],
    ['7.18.5', '>=7.12.0 <7.18.2 || >=8.0.0 <8.3.0', false],
    ['1.14.1', '=1.14.1 || =0.30.4', true], // the malicious axios publishes
    ['1.14.0', '=1.14.1 || =0.30.4', false],
    ['7.5.0', '6.0.0 - 7.17.0', true], // npm audit's hyphen form
    ['7.17.1', '6.0.0 - 7.17.0', false],
    ['4.0.0-rc.1', '>=3.0.0 <4.0.0', true], // a prerelease counts as vulnerable: over-report, never under
  ])('%s in %s: %s', (version, range, vulnerable) => {
    expect(inRange(version, range)).toBe(vulnerable);
  });

  it('refuses a range it cannot read instead of passing it', () => {
    expect(() => inRange('1.0.0', '^1.2.0')).toThrow(/unsupported/);
  });

  it('every range in the committed snapshot is readable and every entry is high or critical', () => {
    for (const advisory of snapshot.advisories) {
      expect(() => inRange('0.0.1', advisory.range), advisory.id).not.toThrow();
      expect(['high', 'critical'], advisory.id).toContain(advisory.severity);
      expect(advisory.url, advisory.id).toMatch(/^https:\/\//);
    }
  });
});

describe('installed runtime packages against the snapshot', () => {
  const xlsx = snapshot.advisories.filter((a) => a.package === 'xlsx');

  it('flags a vulnerable installed copy, nested ones included, and not a fixed one', () => {
    const installed = [
      { where: 'node_modules/xlsx', as: 'xlsx', name: '@e965/xlsx', version: '0.20.3' },
      { where: 'node_modules/some-lib/node_modules/xlsx', as: 'xlsx', name: 'xlsx', version: '0.18.5' },
    ];
    const hits = matchSnapshot(installed, xlsx);
    expect(hits.map((h) => `${h.where}@${h.version} ${h.id}`)).toEqual([
      'node_modules/some-lib/node_modules/xlsx@0.18.5 GHSA-4r6h-8v6p-xvw6',
      'node_modules/some-lib/node_modules/xlsx@0.18.5 GHSA-5pgg-2g8v-p4x9',
    ]);
  });

  it('reads the real tree: the aliased SheetJS and nested copies are found, and nothing installed matches', () => {
    const installed = runtimePackages();
    expect(installed.find((p) => p.as === 'xlsx')).toMatchObject({ name: '@e965/xlsx' });
    expect(installed.some((p) => p.where.split('node_modules/').length > 2)).toBe(true);
    expect(installed.some((p) => p.name === 'vitest')).toBe(false);
    const accepted = new Set(snapshot.accepted.map((a) => a.id));
    expect(matchSnapshot(installed, snapshot.advisories).filter((h) => !accepted.has(h.id))).toEqual([]);
  });
});

describe('npm audit reports', () => {
  it('keeps high and critical advisories, not moderate ones or the packages that only depend on them', () => {
    const report = {
      auditReportVersion: 2,
      vulnerabilities: {
        'react-router': {
          name: 'react-router',
          severity: 'high',
          nodes: ['node_modules/react-router'],
          via: [
            {
              source: 1,
              name: 'react-router',
              title: 'XSS via Open Redirects',
              url: 'https://github.com/advisories/GHSA-2w69-qvjg-hvjx',
              severity: 'high',
              range: '>=7.0.0 <7.12.0',
            },
            {
              source: 2,
              name: 'react-router',
              title: 'Open redirect',
              url: 'https://github.com/advisories/GHSA-wrjc-x8rr-h8h6',
              severity: 'moderate',
              range: '<7.18.0',
            },
          ],
        },
        'react-router-dom': {
          name: 'react-router-dom',
          severity: 'high',
          nodes: ['node_modules/react-router-dom'],
          via: ['react-router'],
        },
      },
    };
    expect(auditFindings(report)?.map((h) => h.id)).toEqual(['GHSA-2w69-qvjg-hvjx']);
    // The mirror's answer when the advisory endpoint is refused is not a report.
    expect(auditFindings({ message: '405 Method Not Allowed', statusCode: 405 })).toBeNull();
  });
});
