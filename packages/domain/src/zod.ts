import { z } from 'zod';

// The site's CSP has no 'unsafe-eval'. Zod compiles object parsers with `new Function` where it
// can, and even its caught probe for that is reported as a CSP violation (and costs the pages their
// Lighthouse best-practices score). Our inputs are small, so parsing without compiling is fast
// enough, in the browser and in the functions alike. The setting must be made before any schema is
// built, hence this module: every schema takes z from here.
z.config({ jitless: true });

export { z };
