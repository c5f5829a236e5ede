/** The directory of the built dashboard (index.html and assets/). */
export const DASHBOARD_DIR = Symbol('DASHBOARD_DIR');
