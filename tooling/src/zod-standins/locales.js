// Stands in for zod's locales index (zod/v4/locales/index.js) in the portal's bundles: the portal
// uses only English, which zod loads by itself. See withoutZodExtras in ../shared.js.
export {};
