/** Every page of the dashboard, as the address bar names it. */
export type Route =
  | { readonly page: 'overview' }
  | { readonly page: 'table'; readonly table: string }
  | { readonly page: 'spectate'; readonly table: string }
  | { readonly page: 'result'; readonly table: string }
  | { readonly page: 'overlay'; readonly table: string }
  | { readonly page: 'judge' }
  | { readonly page: 'battle-log-review' }
  | { readonly page: 'virtual'; readonly table: string }
  | { readonly page: 'enrol' }
  | { readonly page: 'raid'; readonly raid: string }
  | { readonly page: 'draft'; readonly draft: string }
  | { readonly page: 'team'; readonly game: string }
  | { readonly page: 'minigames' }
  | { readonly page: 'formats' }
  | { readonly page: 'league' }
  | { readonly page: 'league-event'; readonly event: string }
  | { readonly page: 'league-organise'; readonly event: string }
  | { readonly page: 'league-print'; readonly event: string; readonly sheet: 'pairings' | 'standings' }
  | { readonly page: 'not-found'; readonly path: string };

const TABLE_ID = '([a-z0-9][a-z0-9-]{0,31})';

/** Raid and draft ids as the hub allows them (src/protocol/raid.schema.ts): letters, digits, "_", "." and "-". */
const FORMAT_ID = '([A-Za-z0-9_.-]{1,80})';

const PATTERNS: readonly [RegExp, (m: RegExpExecArray) => Route][] = [
  [/^\/$/, () => ({ page: 'overview' })],
  [new RegExp(`^/table/${TABLE_ID}/?$`), (m) => ({ page: 'table', table: m[1]! })],
  [new RegExp(`^/table/${TABLE_ID}/spectate/?$`), (m) => ({ page: 'spectate', table: m[1]! })],
  [new RegExp(`^/table/${TABLE_ID}/result/?$`), (m) => ({ page: 'result', table: m[1]! })],
  [new RegExp(`^/overlay/${TABLE_ID}/?$`), (m) => ({ page: 'overlay', table: m[1]! })],
  [/^\/judge\/?$/, () => ({ page: 'judge' })],
  [/^\/judge\/battle-log\/?$/, () => ({ page: 'battle-log-review' })],
  [new RegExp(`^/virtual/${TABLE_ID}/?$`), (m) => ({ page: 'virtual', table: m[1]! })],
  [/^\/enrol\/?$/, () => ({ page: 'enrol' })],
  [new RegExp(`^/raid/${FORMAT_ID}/?$`), (m) => ({ page: 'raid', raid: m[1]! })],
  [new RegExp(`^/draft/${FORMAT_ID}/?$`), (m) => ({ page: 'draft', draft: m[1]! })],
  [new RegExp(`^/team/${FORMAT_ID}/?$`), (m) => ({ page: 'team', game: m[1]! })],
  [/^\/minigames\/?$/, () => ({ page: 'minigames' })],
  [/^\/formats\/?$/, () => ({ page: 'formats' })],
  [/^\/league\/?$/, () => ({ page: 'league' })],
  [new RegExp(`^/league/${FORMAT_ID}/?$`), (m) => ({ page: 'league-event', event: m[1]! })],
  [new RegExp(`^/league/${FORMAT_ID}/organise/?$`), (m) => ({ page: 'league-organise', event: m[1]! })],
  [new RegExp(`^/league/${FORMAT_ID}/print/(pairings|standings)/?$`), (m) => ({ page: 'league-print', event: m[1]!, sheet: m[2] as 'pairings' | 'standings' })],
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
    case 'result':
      return `/table/${route.table}/result`;
    case 'overlay':
      return `/overlay/${route.table}`;
    case 'judge':
      return '/judge';
    case 'battle-log-review':
      return '/judge/battle-log';
    case 'virtual':
      return `/virtual/${route.table}`;
    case 'enrol':
      return '/enrol';
    case 'raid':
      return `/raid/${route.raid}`;
    case 'draft':
      return `/draft/${route.draft}`;
    case 'team':
      return `/team/${route.game}`;
    case 'minigames':
      return '/minigames';
    case 'formats':
      return '/formats';
    case 'league':
      return '/league';
    case 'league-event':
      return `/league/${route.event}`;
    case 'league-organise':
      return `/league/${route.event}/organise`;
    case 'league-print':
      return `/league/${route.event}/print/${route.sheet}`;
  }
}
