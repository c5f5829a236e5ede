import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { CatalogueFileError, CatalogueImportError, parseSourceFile } from './file-error.js';

/** A source file's text parsed against its schema; a bad file refuses the import (CatalogueImportError), naming it. */
export function parseImportFile<S extends z.ZodType>(schema: S, text: string, file: string): z.infer<S> {
  try {
    return parseSourceFile(schema, text, file);
  } catch (error) {
    if (error instanceof CatalogueFileError) throw new CatalogueImportError(error.lines());
    throw error;
  }
}

/** A file on this machine (the TCGdex names or texts) read and parsed; one that cannot be read or used refuses the import. */
export async function readImportFile<S extends z.ZodType>(schema: S, file: string): Promise<z.infer<S>> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new CatalogueImportError([`${file}: cannot read: ${error.code ?? error.message}`]);
  });
  return parseImportFile(schema, text, file);
}
