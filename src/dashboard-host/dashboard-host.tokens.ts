/** The directory of the built dashboard (index.html and assets/); tests point it at a fixture. */
export const DASHBOARD_DIR = Symbol('DASHBOARD_DIR');
