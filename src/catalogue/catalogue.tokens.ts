/** Optional: the directory of the catalogue loaded into an empty database; defaults to catalogue/demo. */
export const CATALOGUE_DEMO_DIR = Symbol('CATALOGUE_DEMO_DIR');
