/** Every string of a locale, flattened, so a term can be checked across the namespaces (the terms specs). */
export function localeStrings(node: unknown): string[] {
  // A placeholder ({{judge}}) is a name filled in, not a word of the language.
  if (typeof node === 'string') return [node.replace(/\{\{\w+\}\}/g, '')];
  if (node !== null && typeof node === 'object') return Object.values(node).flatMap(localeStrings);
  return [];
}
