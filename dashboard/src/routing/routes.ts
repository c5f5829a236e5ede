/** Every page of the dashboard, as the address bar names it. */
export type Route =
  | { readonly page: 'overview' }
  | { readonly page: 'table'; readonly table: string }
  | { readonly page: 'spectate'; readonly table: string }
  | { readonly page: 'overlay'; readonly table: string }
  | { readonly page: 'judge' }
  | { readonly page: 'virtual'; readonly table: string }
  | { readonly page: 'enrol' }
  | { readonly page: 'not-found'; readonly path: string };

const TABLE_ID = '([a-z0-9][a-z0-9-]{0,31})';

const PATTERNS: readonly [RegExp, (m: RegExpExecArray) => Route][] = [
  [/^\/$/, () => ({ page: 'overview' })],
  [new RegExp(`^/table/${TABLE_ID}/?$`), (m) => ({ page: 'table', table: m[1]! })],
  [new RegExp(`^/table/${TABLE_ID}/spectate/?$`), (m) => ({ page: 'spectate', table: m[1]! })],
  [new RegExp(`^/overlay/${TABLE_ID}/?$`), (m) => ({ page: 'overlay', table: m[1]! })],
  [/^\/judge\/?$/, () => ({ page: 'judge' })],
  [new RegExp(`^/virtual/${TABLE_ID}/?$`), (m) => ({ page: 'virtual', table: m[1]! })],
  [/^\/enrol\/?$/, () => ({ page: 'enrol' })],
];

export function routeOf(pathname: string): Route {
  for (const [pattern, build] of PATTERNS) {
    const match = pattern.exec(pathname);
    if (match) return build(match);
  }
  return { page: 'not-found', path: pathname };
}

export function pathOf(route: Exclude<Route, { page: 'not-found' }>): string {
  switch (route.page) {
    case 'overview':
      return '/';
    case 'table':
      return `/table/${route.table}`;
    case 'spectate':
      return `/table/${route.table}/spectate`;
    case 'overlay':
      return `/overlay/${route.table}`;
    case 'judge':
      return '/judge';
    case 'virtual':
      return `/virtual/${route.table}`;
    case 'enrol':
      return '/enrol';
  }
}
