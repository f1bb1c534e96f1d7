import { z } from 'zod';
import { installGermanZodMessages } from '@asp/domain';

// zod 4 compiles object parsers with `new Function` when it may, and probes for that
// with a `Function("")` call. The gateway's Content-Security-Policy has no
// 'unsafe-eval' (issue 10 §7), so the probe is a reported violation in every browser
// app. jitless parsing needs no eval and is fast enough for form- and API-sized data.
z.config({ jitless: true });

// Forms validate with the contracts' schemas (react-hook-form + zod resolver): the same
// German messages as the server's answers (document 1 §5), e.g. a blank name.
installGermanZodMessages();
