// Imported first by main.tsx, before any schema exists: zod would otherwise probe `new Function`
// to compile fast parsers, which the app's Content-Security-Policy (script-src 'self', no
// 'unsafe-eval') refuses and reports as a violation. The interpreted parsers are the same rules.
//
// zod keeps its global settings on globalThis.__zod_globalConfig (so that several copies share
// them), which lets the entry set `jitless` without importing zod: the validation library stays
// in the chunks of the screens that have forms. zod-csp.test.ts checks that zod still reads it.
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...(zodGlobal.__zod_globalConfig ?? {}), jitless: true };

export {};
