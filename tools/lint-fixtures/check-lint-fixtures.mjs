// Proves the architecture rules bite: lints the deliberately bad *.lint-fixture.ts files (which the
// normal lint run ignores) and fails unless every expected error is reported.
// - as-if/*: folder rules. Each is linted as text under the path its first line names
//   (`// lint-as: libs/x/src/core/y.ts`), so the real globs apply and no bad code sits in a real core.
// - <name>/: module boundaries. Each is a target-less Nx project carrying the tags under test;
//   nothing depends on it, so its bad imports add no cycle to the project graph.
import { createProjectGraphAsync } from '@nx/devkit';
import { readFile } from 'node:fs/promises';
import { ESLint } from 'eslint';

/** file → the errors that must be reported: [ruleId, a piece of the message]. */
const EXPECTED = {
  // Folder rule on pure cores.
  'tools/lint-fixtures/as-if/impureCore.lint-fixture.ts': [
    ['no-restricted-imports', "'react' import is restricted from being used. A pure core may not import React"],
    ['no-restricted-imports', "A pure core may not import a './react' entry"],
    ['no-restricted-imports', 'Import a lib by its package exports'],
    ['no-restricted-properties', 'A pure core takes a clock'],
    ['no-restricted-globals', "global 'setTimeout'"],
    ['no-restricted-globals', "global 'window'"],
    ['no-restricted-globals', "global 'localStorage'"],
    ['no-restricted-globals', "global 'fetch'"],
  ],
  // The control: a clean core at a core path reports nothing.
  'tools/lint-fixtures/as-if/pureCore.lint-fixture.ts': [],
  'tools/lint-fixtures/as-if/reactOnServer.lint-fixture.ts': [
    ['no-restricted-imports', "The API server may not import a './react' entry"],
  ],
  // Module boundaries by tag: fixture projects under tools/lint-fixtures/ carry the tags under test.
  'tools/lint-fixtures/core-imports-ui/src/bad.lint-fixture.ts': [
    ['@nx/enforce-module-boundaries', 'tagged with "type:core" can only depend on libs tagged with "type:core"'],
    ['@nx/enforce-module-boundaries', 'tagged with "type:core" is not allowed to import "react"'],
  ],
  'tools/lint-fixtures/data-access-imports-feature/src/bad.lint-fixture.ts': [
    ['@nx/enforce-module-boundaries', 'tagged with "type:data-access" can only depend on libs tagged with "type:core"'],
    ['@nx/enforce-module-boundaries', 'Projects cannot be imported by a relative or absolute path'],
  ],
  'tools/lint-fixtures/ui-imports-data-access/src/bad.lint-fixture.ts': [
    ['@nx/enforce-module-boundaries', 'tagged with "type:ui" can only depend on libs tagged with "type:core", "type:ui"'],
  ],
  'tools/lint-fixtures/server-imports-web/src/bad.lint-fixture.ts': [
    ['@nx/enforce-module-boundaries', 'tagged with "scope:server" can only depend on libs tagged with "scope:shared", "scope:server"'],
  ],
};

// The boundary rule reads Nx's cached project graph; `nx run` makes it first, a bare ESLint does not.
await createProjectGraphAsync({ exitOnError: true });
const eslint = new ESLint({ ignore: false });
let missing = 0;
let seen = 0;
for (const [file, expected] of Object.entries(EXPECTED)) {
  const text = await readFile(file, 'utf8');
  const lintAs = /^\/\/ lint-as: (\S+)/.exec(text)?.[1];
  const [result] = lintAs ? await eslint.lintText(text, { filePath: lintAs }) : await eslint.lintFiles([file]);
  const messages = result.messages.filter((m) => m.severity === 2);
  for (const [ruleId, fragment] of expected) {
    const hit = messages.find((m) => m.ruleId === ruleId && m.message.includes(fragment));
    if (hit) {
      seen++;
      console.log(`  ok   ${file}:${hit.line} ${ruleId}: ${hit.message.split('\n')[0].slice(0, 110)}`);
    } else {
      missing++;
      console.log(`  MISSING ${file}: ${ruleId} "${fragment}"`);
    }
  }
  if (expected.length === 0 && messages.length > 0) {
    missing++;
    for (const m of messages) console.log(`  UNEXPECTED ${file}:${m.line} ${m.ruleId}: ${m.message}`);
  } else if (expected.length === 0) {
    console.log(`  ok   ${file}: clean, as it should be`);
  }
  if (process.env.LINT_FIXTURES_VERBOSE) for (const m of messages) console.log('    got', m.ruleId, m.message);
}
console.log(`lint fixtures: ${seen} expected errors reported, ${missing} missing`);
process.exit(missing === 0 ? 0 : 1);
