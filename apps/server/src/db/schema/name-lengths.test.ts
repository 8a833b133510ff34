// Column widths stay literal in the schema (drizzle-kit reads it without the workspace build), so this
// keeps every name and title column as wide as the contract's NAME_MAX_LENGTH, which the API checks.
import { NAME_MAX_LENGTH } from '@quizwise/contract';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './index.js';

const NAME_COLUMNS = /^(name|title|category_name|student_name|topic_key)$/;

describe('the schema', () => {
  it('stores every name and title in exactly NAME_MAX_LENGTH characters', () => {
    const columns = Object.values(schema)
      .flatMap((value) => (is(value, PgTable) ? [value] : []))
      .flatMap((table) => {
        const config = getTableConfig(table);
        return config.columns
          .filter((column) => NAME_COLUMNS.test(column.name))
          .map((column) => ({ column: `${config.name}.${column.name}`, type: column.getSQLType() }));
      });
    expect(columns.length).toBeGreaterThan(10);
    expect(columns.filter(({ type }) => type !== `varchar(${NAME_MAX_LENGTH})`)).toEqual([]);
  });
});
