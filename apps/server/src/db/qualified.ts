import { getTableName, sql, type Column, type SQL, type Table } from 'drizzle-orm';

/**
 * `"table"."column"`, always qualified. Drizzle leaves a column bare in a one-table select, so in a
 * correlated subquery (`where "class_id" = "id"`) the outer column would silently resolve to the inner
 * table's column of the same name.
 */
export function qualified(table: Table, column: Column): SQL {
  return sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
}
