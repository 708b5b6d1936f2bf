// Imported first by main.tsx, before any schema exists: zod would otherwise probe `new Function`
// to compile fast parsers, which the app's Content-Security-Policy (script-src 'self', no
// 'unsafe-eval') refuses and reports as a violation. The interpreted parsers are the same rules.
import { config } from 'zod/mini';

config({ jitless: true });
