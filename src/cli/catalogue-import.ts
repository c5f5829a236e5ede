/** `node dist/cli/catalogue-import.js --from <dir> | --api`: see src/catalogue/import-command.ts. */
import { runCatalogueImport } from '../catalogue/import-command.js';

process.exitCode = await runCatalogueImport(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.cwd(),
});
