/**
 * Hot queries built once per database handle instead of on every call. Drizzle spends more CPU
 * assembling a query than node-postgres spends sending it, and on PostgreSQL a named statement is
 * also parsed and planned once per pooled connection instead of per call. Used for the queries every
 * exam start, save and submit runs (token, device, attempt, question types) and those of every page a
 * doctor opens (app data's doctor, the unread count, the dashboard's parts: building them was a fifth
 * of the API's CPU on a dashboard); handles are keyed weakly because tests open many. A name must belong to one query text: PostgreSQL refuses a
 * second text under a name a connection has already prepared.
 */
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./client";

export function preparedPerDb<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const prepared = new WeakMap<Db, Q>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = build(db)));
    return query;
  };
}

const dialect = new PgDialect();

/**
 * A statement the query builder cannot say (`sql` with `sql.placeholder`s for its parameters), turned
 * into text once and prepared under `name` per handle; `execute({ … })` fills the placeholders.
 */
export function preparedStatementPerDb(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return preparedPerDb((db) => db._.session.prepareQuery(query, undefined, name, false));
}
