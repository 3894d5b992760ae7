import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './rows';

/*
 * The tenant wall, read from the catalog. A table is organization-owned when it has an
 * organization_id column. Each must have row-level security enabled and forced and the
 * organization policy (and no other permissive policy, which would widen it), and every foreign
 * key to an organization-owned table must carry organization_id: foreign keys are checked without
 * row-level security, so a plain x_id -> parent(id) would accept another organization's row.
 */

/** The policy every organization-owned table has, as the catalog prints it. */
export const ORGANIZATION_POLICY = '(organization_id = fairway_current_org())';

/** Organization-owned tables of a schema, by name. */
export async function organizationTables(db: Db, schema = 'public'): Promise<string[]> {
  const res = await db.execute(sql`
    SELECT c.relname::text AS name FROM pg_class c
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'organization_id' AND NOT a.attisdropped
    WHERE c.relnamespace = ${schema}::regnamespace AND c.relkind IN ('r', 'p')
    ORDER BY 1`);
  return rowsOf<{ name: string }>(res).map((r) => r.name);
}

type TableFacts = {
  name: string;
  enabled: boolean;
  forced: boolean;
  not_null: boolean;
  org_policies: number;
  other_permissive: string[] | null;
};

type KeyFacts = {
  name: string;
  child: string;
  parent: string;
  columns: string[];
  parent_columns: string[];
  child_owned: boolean;
};

/** A reference between organization-owned tables (child.column -> parent.id). */
export type OrganizationReference = {
  constraint: string;
  child: string;
  column: string;
  parent: string;
};

/** Every foreign key of the schema that points at an organization-owned table. */
async function keysToOwnedTables(db: Db, schema: string): Promise<KeyFacts[]> {
  const columnsOf = (rel: string, keys: string) => `ARRAY(
      SELECT a.attname::text FROM unnest(${keys}) WITH ORDINALITY k(n, i)
      JOIN pg_attribute a ON a.attrelid = ${rel} AND a.attnum = k.n ORDER BY k.i)`;
  const res = await db.execute(sql`
    SELECT con.conname::text AS name, cc.relname::text AS child, pc.relname::text AS parent,
      ${sql.raw(columnsOf('con.conrelid', 'con.conkey'))} AS columns,
      ${sql.raw(columnsOf('con.confrelid', 'con.confkey'))} AS parent_columns,
      EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = con.conrelid
              AND a.attname = 'organization_id' AND NOT a.attisdropped) AS child_owned
    FROM pg_constraint con
    JOIN pg_class cc ON cc.oid = con.conrelid
    JOIN pg_class pc ON pc.oid = con.confrelid
    WHERE con.contype = 'f' AND cc.relnamespace = ${schema}::regnamespace
      AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = con.confrelid
                  AND a.attname = 'organization_id' AND NOT a.attisdropped)
    ORDER BY 2, 1`);
  return rowsOf<KeyFacts>(res);
}

/** Is the key composite with organization_id on both sides, at the same position? */
const carriesOrganization = (k: KeyFacts): boolean => {
  const i = k.columns.indexOf('organization_id');
  return i >= 0 && k.parent_columns[i] === 'organization_id';
};

/**
 * The references between organization-owned tables by one x_id (beside organization_id when
 * the key is composite, as it must be: tenantWallProblems reports the others).
 */
export async function organizationReferences(
  db: Db,
  schema = 'public',
): Promise<OrganizationReference[]> {
  return (await keysToOwnedTables(db, schema))
    .filter((k) => k.child_owned && k.columns.filter((c) => c !== 'organization_id').length === 1)
    .map((k) => ({
      constraint: k.name,
      child: k.child,
      column: k.columns.find((c) => c !== 'organization_id')!,
      parent: k.parent,
    }));
}

/** What breaches the wall in a schema, one line per problem; empty when the wall stands. */
export async function tenantWallProblems(db: Db, schema = 'public'): Promise<string[]> {
  const tables = rowsOf<TableFacts>(
    await db.execute(sql`
      SELECT c.relname::text AS name, c.relrowsecurity AS enabled,
        c.relforcerowsecurity AS forced, a.attnotnull AS not_null,
        (SELECT count(*)::int FROM pg_policy p WHERE p.polrelid = c.oid AND p.polpermissive
           AND p.polcmd = '*' AND p.polroles = '{0}'
           AND pg_get_expr(p.polqual, p.polrelid) = ${ORGANIZATION_POLICY}
           AND pg_get_expr(p.polwithcheck, p.polrelid) = ${ORGANIZATION_POLICY}) AS org_policies,
        ARRAY(SELECT p.polname::text FROM pg_policy p WHERE p.polrelid = c.oid AND p.polpermissive
           AND NOT (p.polcmd = '*' AND p.polroles = '{0}'
             AND coalesce(pg_get_expr(p.polqual, p.polrelid) = ${ORGANIZATION_POLICY}, false)
             AND coalesce(pg_get_expr(p.polwithcheck, p.polrelid) = ${ORGANIZATION_POLICY}, false))
           ORDER BY 1) AS other_permissive
      FROM pg_class c
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'organization_id' AND NOT a.attisdropped
      WHERE c.relnamespace = ${schema}::regnamespace AND c.relkind IN ('r', 'p')
      ORDER BY 1`),
  );
  const problems: string[] = [];
  for (const t of tables) {
    if (!t.enabled) problems.push(`${t.name}: row-level security is not enabled`);
    if (!t.forced) problems.push(`${t.name}: row-level security is not forced`);
    if (t.org_policies === 0) problems.push(`${t.name}: no organization policy`);
    for (const p of t.other_permissive ?? [])
      problems.push(`${t.name}: permissive policy ${p} widens the organization policy`);
    if (!t.not_null) problems.push(`${t.name}: organization_id may be NULL`);
  }
  for (const k of await keysToOwnedTables(db, schema)) {
    const what = `${k.child}: foreign key ${k.name} (${k.columns.join(', ')}) -> ${k.parent}`;
    if (!k.child_owned)
      problems.push(`${what} points at an organization's row from a table without organization_id`);
    else if (!carriesOrganization(k))
      problems.push(`${what} is not composite with organization_id`);
  }
  return problems;
}
