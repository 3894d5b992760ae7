// Stands in for zod's JSON Schema importer (zod/v4/classic/from-json-schema.js, 12 KB minified) in
// the portal's bundles: the portal builds its schemas in code and never imports JSON Schema.
// See withoutZodExtras in ../shared.js.
export function fromJSONSchema() {
  throw new Error("zod's fromJSONSchema is not in the portal's build (tooling/src/zod-standins)");
}
