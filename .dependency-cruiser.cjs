/**
 * The import rule (issue #18 items 5 and 7), checked by `npm test` (scripts/test.sh): no import circle; the rules
 * engine is a pure core reached through its public surface only (src/rules/CONTRACT.md); the dashboard imports the
 * protocol and that surface only; device drivers report what readers see and know no feature above them.
 */

/** What a driver may use: the shared kernel and the hub's infrastructure, never a feature. */
const DEVICE_MAY_IMPORT = [
  '^src/devices/',
  '^src/kernel/',
  '^src/config/',
  '^src/logging/',
  '^src/health/',
  '^src/mqtt/',
  '^src/database/',
  '^src/protocol/',
  '^src/rules/index\\.ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle, type-only ones included: its modules cannot be read, tested or moved one at a time.',
      from: { path: '^(src|dashboard/src)/' },
      to: { circular: true },
    },
    {
      name: 'rules-public-surface',
      severity: 'error',
      comment: 'Outside src/rules the engine is imported from src/rules/index.ts only (src/rules/CONTRACT.md); its scenario helpers in src/rules/testing/ serve tests.',
      from: { pathNot: '^src/rules/' },
      to: { path: '^src/rules/', pathNot: ['^src/rules/index\\.ts$', '^src/rules/testing/'] },
    },
    {
      name: 'rules-testing-only-in-tests',
      severity: 'error',
      comment: "The engine's scenario helpers (src/rules/testing/) serve specs, integration tests and benches, not the hub.",
      from: { path: '^(src|dashboard/src)/', pathNot: ['^src/rules/', '\\.spec\\.tsx?$', '\\.testing\\.ts$', '/testing(\\.ts|/)'] },
      to: { path: '^src/rules/testing/' },
    },
    {
      name: 'rules-import-nothing-outside',
      severity: 'error',
      comment: 'The rules engine is pure and stands alone (src/rules/README.md).',
      from: { path: '^src/rules/', pathNot: ['\\.spec\\.ts$', '^src/rules/testing/'] },
      to: { path: '^src/', pathNot: '^src/rules/' },
    },
    {
      name: 'rules-tests-read-cards-only',
      severity: 'error',
      comment: 'Rules specs and scenario helpers take real cards by id and the rulebook texts from the catalogue\'s test helpers, nothing else of the hub.',
      from: { path: ['^src/rules/.*\\.spec\\.ts$', '^src/rules/testing/'] },
      to: { path: '^src/', pathNot: ['^src/rules/', '^src/catalogue/testing\\.ts$', '^src/catalogue/source-paths\\.ts$'] },
    },
    {
      name: 'dashboard-imports-protocol-and-engine',
      severity: 'error',
      comment:
        "The dashboard reads the hub through its protocol (src/protocol/index.ts: wire schemas, and the pure code both sides run, shared-logic.ts) and the engine's public surface, nothing else of the hub; its specs and test helpers may build their fixtures from the hub's.",
      from: { path: '^dashboard/src/', pathNot: ['\\.spec\\.tsx?$', '^dashboard/src/testing/'] },
      to: { path: '^src/', pathNot: ['^src/protocol/index\\.ts$', '^src/rules/index\\.ts$'] },
    },
    {
      name: 'devices-know-no-feature',
      severity: 'error',
      comment: 'Device drivers report what readers see; features (matches, table, demo, enrolment, league …) come to them, not the other way.',
      from: { path: '^src/devices/' },
      to: { path: '^src/', pathNot: DEVICE_MAY_IMPORT },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    tsPreCompilationDeps: true,
    exclude: { path: ['^dist/', '^\\.bench-build/'] },
  },
};
