import type { Database } from './client';

/**
 * A statement built once per database handle (`build` ends in `.prepare('name')` and takes its
 * values as `sql.placeholder(…)`): no query is built per request, and its named statement lets
 * PostgreSQL (and the PGlite server) parse it once per connection. The name must be unique to
 * the statement's text: the driver refuses one name for two texts.
 */
export function preparedStatement<Statement>(
  build: (db: Database) => Statement,
): (db: Database) => Statement {
  const built = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
