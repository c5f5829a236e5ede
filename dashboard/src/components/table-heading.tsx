import { useTranslation } from 'react-i18next';
import { readTables } from '../api/rest.js';
import { useLiveTopic } from '../connection/use-live-topic.js';
import { tableHeading, tableName, type TablePage } from '../game/table-heading.js';

/** A table page's heading, with the table's name as the store's `tables` topic gives it. */
export function TableHeading({ table, page }: { table: string; page: TablePage }) {
  const { t } = useTranslation();
  const tables = useLiveTopic('tables', undefined, readTables);
  const name = tableName(table, tables.status === 'loading' ? undefined : tables.data);
  return <h1>{tableHeading(page, table, name, t)}</h1>;
}
