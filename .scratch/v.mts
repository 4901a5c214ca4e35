import { z } from 'zod';
import { parsePayload, int } from '/work/main/server/plugins/validation.ts';
const s = z.object({ id: int(1), name: z.string().min(3).max(5), kind: z.enum(['a','b']).optional(), p: z.string().regex(/^x/, '必须以 x 开头') });
for (const d of [{}, {id:'x'}, {id: 1.5, name: 'abcd'}, {id: '7', name:'ab'}, {id: 7, name:'abcdef'}, {id: 7, name:'abcd', kind: 'c'}, {id:7,name:'abcd',p:'y'}, {id:7,name:'abcd',p:'xy', extra: 1}, null])
  console.log(JSON.stringify(parsePayload(s, d)));
