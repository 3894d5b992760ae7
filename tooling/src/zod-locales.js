// Stands in for zod's locales index (zod/v4/locales/index.js) in the portal's bundles: zod is a
// shared module, bundled whole, and the portal uses only English, which zod loads by itself.
// See withoutZodLocales in shared.js.
export {};
