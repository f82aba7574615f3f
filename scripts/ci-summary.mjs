#!/usr/bin/env node
// Usage: node scripts/ci-summary.mjs <stages.tsv>
// stages.tsv (written by .ci/run): name, kind (vitest | playwright | step), json file, exit code, seconds, log file.
// For a failing stage it first quotes the errors from its log (a CI reader often sees only the output's tail).
// Prints a per-stage table, then as the LAST line "N passed, N failed" (tests, summed over the test
// stages). Exits 1 when any stage exited non-zero, failed a test, or (for test stages) ran no tests.
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.log(`[ci-summary] no stage list${file ? ` at ${file}` : ''}`);
  console.log('0 passed, 0 failed');
  process.exit(1);
}

function countVitest(json) {
  // Jest-compatible shape written by vitest's json reporter.
  const failedFiles = (json.testResults ?? []).filter(
    (f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0,
  ).length;
  return {
    passed: json.numPassedTests ?? 0,
    failed: json.numFailedTests ?? 0,
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
    note: failedFiles ? `${failedFiles} file(s) failed to load` : '',
  };
}

function countPlaywright(json) {
  const s = json.stats ?? {};
  const errors = (json.errors ?? []).length;
  return {
    passed: s.expected ?? 0,
    failed: (s.unexpected ?? 0) + (s.flaky ?? 0),
    skipped: s.skipped ?? 0,
    note: errors ? `${errors} error(s) outside tests` : '',
  };
}

const ANSI = new RegExp(String.fromCharCode(27) + '\\[[0-9;]*m', 'g');
const ERROR_START = /Unhandled (Errors?|Rejection)|^\s*FAIL\s|✘|×\s|Error:|failed to load|timed out/;
/** Up to 60 lines of a failing stage's log, starting at each error marker (never the whole log). */
function errorExcerpt(name, logPath) {
  if (!logPath || !existsSync(logPath)) return `--- ${name}: no log`;
  const lines = readFileSync(logPath, 'utf8').replace(ANSI, '').split('\n');
  const picked = [];
  for (let i = 0; i < lines.length && picked.length < 60; i += 1) {
    if (!ERROR_START.test(lines[i])) continue;
    picked.push(...lines.slice(i, i + 12), '  ...');
    i += 11;
  }
  const body = picked.length ? picked.slice(0, 60) : lines.slice(-30);
  return [`--- ${name}: errors from ${logPath}`, ...body].join('\n');
}

/**
 * What the page showed when the journey failed: from the page snapshot (the yaml block of Playwright's error context),
 * each alert, dialog or status with the lines under it, so a refusal or an error toast reads in the CI log.
 */
function pageMessages(result) {
  const context = (result.attachments ?? []).find((a) => a.name === 'error-context' && a.path && existsSync(a.path));
  if (!context) return [];
  const snapshot = /```yaml\n([\s\S]*?)```/.exec(readFileSync(context.path, 'utf8'))?.[1] ?? '';
  const lines = snapshot.split('\n');
  const shown = [];
  lines.forEach((line, i) => {
    if (/^\s*- (alert|alertdialog|dialog|status)\b/.test(line)) shown.push(...lines.slice(i, i + 4));
  });
  return shown.slice(0, 16).map((l) => `      page: ${l.trim().slice(0, 200)}`);
}

/** The e2e server's warnings and errors (JSON log lines of level 40 and up), the last 20: a 500 behind a journey. */
function serverComplaints(logPath) {
  if (!logPath || !existsSync(logPath)) return [];
  const picked = [];
  for (const line of readFileSync(logPath, 'utf8').split('\n')) {
    try {
      const entry = JSON.parse(line);
      if ((entry.level ?? 0) < 40) continue;
      const where = entry.req ? `${entry.req.method} ${entry.req.url} ` : '';
      picked.push(`  ${entry.time ?? ''} ${where}${entry.msg ?? ''} ${entry.err?.message ?? ''}`.slice(0, 300));
    } catch {
      if (/error|warn|fail/i.test(line)) picked.push(`  ${line.slice(0, 300)}`); // a plain line (the start banner is not)
    }
  }
  return picked.slice(-20);
}

/** The failing journeys' own error messages from Playwright's JSON (the log's progress lines do not say why). */
function playwrightFailures(json) {
  const out = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected' || t.status === 'flaky') {
          const result = (t.results ?? []).find((r) => r.error || (r.errors ?? []).length) ?? {};
          const message = String(result.error?.message ?? result.errors?.[0]?.message ?? 'no message').replace(ANSI, '');
          const where = result.error?.location
            ? ` at ${result.error.location.file.split('/').pop()}:${result.error.location.line}`
            : '';
          out.push(
            `  ${spec.file}:${spec.line} ${spec.title}${where}`,
            ...message
              .split('\n')
              .slice(0, 12)
              .map((l) => `    ${l}`),
            ...pageMessages(result),
          );
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of json.suites ?? []) walk(suite);
  return out.slice(0, 80);
}

const rows = [];
const excerpts = [];
let passed = 0;
let failed = 0;
let ok = true;
for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
  const [name, kind, jsonPath, rcText, seconds, logPath] = line.split('\t');
  const rc = Number(rcText);
  const row = {
    stage: name,
    exit: rc,
    seconds: Number(seconds),
    passed: '',
    failed: '',
    skipped: '',
    verdict: rc === 0 ? 'ok' : 'FAILED',
    note: rc === 124 ? 'timed out' : '',
  };
  if (kind === 'vitest' || kind === 'playwright') {
    let counts;
    if (jsonPath && existsSync(jsonPath)) {
      try {
        counts = (kind === 'vitest' ? countVitest : countPlaywright)(JSON.parse(readFileSync(jsonPath, 'utf8')));
      } catch (err) {
        row.note = `unreadable results: ${err.message}`;
      }
    } else {
      row.note = row.note || 'no results file';
    }
    counts ??= { passed: 0, failed: 0, skipped: 0, note: '' };
    Object.assign(row, { passed: counts.passed, failed: counts.failed, skipped: counts.skipped });
    if (counts.note) row.note = [row.note, counts.note].filter(Boolean).join('; ');
    passed += counts.passed;
    failed += counts.failed;
    if (counts.failed > 0) row.verdict = 'FAILED';
    if (rc !== 0 && rc !== 124 && counts.failed === 0) {
      row.note = [row.note, 'non-zero exit without a failed test: unhandled errors or a file that did not load (see the log)']
        .filter(Boolean)
        .join('; ');
    }
    if (counts.passed + counts.failed === 0) {
      row.verdict = 'FAILED';
      row.note = [row.note, 'ran zero tests'].filter(Boolean).join('; ');
    }
  }
  if (row.verdict !== 'ok') {
    ok = false;
    let explained = false;
    if (kind === 'playwright' && jsonPath && existsSync(jsonPath)) {
      try {
        const failures = playwrightFailures(JSON.parse(readFileSync(jsonPath, 'utf8')));
        if (failures.length) excerpts.push([`--- ${name}: failing journeys and why`, ...failures].join('\n'));
        explained = failures.length > 0;
        const complaints = serverComplaints(process.env.E2E_SERVER_LOG);
        excerpts.push(
          [`--- ${name}: the e2e server's warnings and errors`, ...(complaints.length ? complaints : ['  none'])].join('\n'),
        );
      } catch {
        // the counts above already noted an unreadable file
      }
    }
    // The journeys' own messages say it better than the log's progress lines, which would only push them out of view.
    if (!explained) excerpts.push(errorExcerpt(name, logPath));
  }
  rows.push(row);
}
if (rows.length === 0 || passed + failed === 0) ok = false; // a run that tested nothing did not pass

const headers = ['stage', 'verdict', 'exit', 'seconds', 'passed', 'failed', 'skipped', 'note'];
const widths = headers.map((h) => Math.max(h.length, ...rows.map((r) => String(r[h]).length)));
const fmt = (cells) =>
  cells
    .map((c, i) => String(c).padEnd(widths[i]))
    .join('  ')
    .trimEnd();
for (const excerpt of excerpts) console.log('\n' + excerpt);
console.log('\n' + fmt(headers));
console.log(fmt(widths.map((w) => '-'.repeat(w))));
for (const r of rows) console.log(fmt(headers.map((h) => r[h])));
console.log(`\nCI ${ok ? 'PASSED' : 'FAILED'}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
