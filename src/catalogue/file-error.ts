import type { z } from 'zod';

/** A catalogue source file that cannot be used, named with every bad field. Nothing of it is imported. */
export class CatalogueFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(problems.map((problem) => `${file}: ${problem}`).join('\n'));
    this.name = 'CatalogueFileError';
  }

  /** One line per problem, each starting with the file's name. */
  lines(): string[] {
    return this.problems.map((problem) => `${this.file}: ${problem}`);
  }
}

/** An import refused as a whole: every bad file with every bad field, one line each. */
export class CatalogueImportError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`catalogue import refused, nothing was imported:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'CatalogueImportError';
  }
}

/** The source did not answer, or answered with a server error: nothing was imported, and asking again later may work. */
export class SourceUnreachableError extends CatalogueImportError {
  constructor(problem: string) {
    super([problem]);
    this.name = 'SourceUnreachableError';
  }
}

/** Path as a reader finds it in the file: [12].attacks[0].damage. */
export function formatPath(path: readonly PropertyKey[]): string {
  const text = path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('');
  return text.startsWith('.') ? text.slice(1) : text || '(root)';
}

const MAX_PROBLEMS_PER_FILE = 20;

/** Validates parsed JSON against a schema; a bad file throws CatalogueFileError naming it. */
export function validateSource<S extends z.ZodType>(schema: S, json: unknown, file: string): z.infer<S> {
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  const issues = result.error.issues;
  const shown = issues.slice(0, MAX_PROBLEMS_PER_FILE).map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
  const more = issues.length - shown.length;
  throw new CatalogueFileError(file, more > 0 ? [...shown, `... and ${more} more problems`] : shown);
}

/** Parses a source file's text against its schema; a bad file throws CatalogueFileError naming it. */
export function parseSourceFile<S extends z.ZodType>(schema: S, text: string, file: string): z.infer<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CatalogueFileError(file, [`not JSON: ${(error as Error).message}`]);
  }
  return validateSource(schema, json, file);
}
