import type { Compilable, CompiledQuery, Kysely, QueryResult } from "kysely";
import type { Database } from "./schema";

type Binding<Params> = { param: keyof Params } | { value: unknown };

/**
 * A query whose shape never changes, built and compiled by Kysely once per dialect; each run only binds
 * its values. On a hot path (the check saves an attempt and reviews a card in nine statements) building
 * and compiling cost more than SQLite takes to run them. `build` names each value with `param(name)`; the
 * SQL is the one Kysely would compile, so both dialects keep their own.
 */
export function preparedQuery<Params extends object, Row = unknown>(
  build: (
    db: Kysely<Database>,
    param: <K extends keyof Params & string>(name: K) => Params[K],
  ) => Compilable<Row>,
) {
  // One per adapter (SQLite's or PostgreSQL's): a transaction shares its database's adapter.
  const compiled = new WeakMap<object, { query: CompiledQuery<Row>; bindings: Array<Binding<Params>> }>();
  const markers = new Map<string, keyof Params>();
  const param = (name: keyof Params & string) => {
    // A text no caller would pass: every named value is bound as a parameter of its own.
    const marker = `\u0000prepared-query-param:${name}`;
    markers.set(marker, name);
    return marker as never;
  };

  function compile(db: Kysely<Database>) {
    const adapter = db.getExecutor().adapter;
    const known = compiled.get(adapter);
    if (known) return known;
    const query = build(db, param).compile();
    const bindings = query.parameters.map((value): Binding<Params> => {
      const name = typeof value === "string" ? markers.get(value) : undefined;
      return name === undefined ? { value } : { param: name };
    });
    const prepared = { query, bindings };
    compiled.set(adapter, prepared);
    return prepared;
  }

  return (db: Kysely<Database>, params: Params): Promise<QueryResult<Row>> => {
    const { query, bindings } = compile(db);
    const parameters = bindings.map((binding) =>
      "param" in binding ? params[binding.param] : binding.value,
    );
    return db.executeQuery<Row>({ ...query, parameters });
  };
}
