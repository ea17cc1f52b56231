/** The package version; `tests/library/version_test.ts` keeps it equal to deno.json's. */
export const VERSION = "0.1.0";
