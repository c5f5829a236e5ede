import type { TableInfo } from '@protocol';

export type TablePage = 'table' | 'spectator' | 'virtual' | 'result';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The heading naming a table by the id in its address, for the moment before its name is known. */
const BY_ID: Readonly<Record<TablePage, string>> = { table: 'table.title', spectator: 'spectator.title', virtual: 'virtual.title', result: 'result.title' };

/** The name the store gave the table (mirrormat.yaml or the organiser), or null while the tables are not known or it is not among them. */
export function tableName(table: string, tables: readonly TableInfo[] | undefined): string | null {
  return tables?.find((info) => info.id === table)?.name ?? null;
}

/** "Demo table — spectating": a table's page is headed with the table's name, with its id until the name is known. */
export function tableHeading(page: TablePage, table: string, name: string | null, t: Translate): string {
  return name === null ? t(BY_ID[page], { table }) : t(`tableHeading.${page}`, { name });
}
