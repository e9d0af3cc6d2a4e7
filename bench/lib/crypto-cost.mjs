// Run with `node --import tsx`: times the server's own argon2 settings and ALTCHA check alone,
// so login figures under load can be read against the cost of the crypto in them.
import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { hashPassword, verifyPassword } from '../../apps/server/src/lib/password-hashing.ts';
import { readEnv } from '../../apps/server/src/env.ts';

const RUNS = 7;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function time(fn) {
  await fn(); // warm-up: the first call pays for loading and allocating
  const ms = [];
  for (let i = 0; i < RUNS; i++) {
    const t = process.hrtime.bigint();
    await fn();
    ms.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return { medianMs: median(ms), minMs: Math.min(...ms), maxMs: Math.max(...ms), runs: RUNS };
}

const password = 'Bench-Password-2026!';
const stored = await hashPassword(password);
const hash = await time(() => hashPassword(password));
const verify = await time(async () => {
  if (!(await verifyPassword(stored, password))) throw new Error('argon2 verify failed');
});

// The production defaults of env.ts: the check is one PBKDF2 derivation whatever the counter.
const { ALTCHA_COST: cost, ALTCHA_MAX_COUNTER: maxCounter } = readEnv({});
const key = 'bench-altcha-key-0123456789abcdef0123';
const challenge = await createChallenge({
  algorithm: 'PBKDF2/SHA-256',
  cost,
  counter: 3,
  deriveKey,
  hmacSignatureSecret: key,
  hmacKeySignatureSecret: key + '-keys',
});
const solution = await solveChallenge({ challenge, deriveKey });
const altchaVerify = await time(async () => {
  const r = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: key,
    hmacKeySignatureSecret: key + '-keys',
  });
  if (!r.verified) throw new Error('altcha verify failed');
});

console.log(
  JSON.stringify({
    argon2: { options: 'argon2id, 19 MiB, 2 passes, parallelism 1', hash, verify },
    altcha: {
      cost,
      maxCounter,
      verify: altchaVerify,
      // The client tries counters up to the one the server chose (between maxCounter/2 and
      // maxCounter), one derivation each: about 3/4 of maxCounter derivations on average.
      clientSolveEstimateMs: Math.round(altchaVerify.medianMs * maxCounter * 0.75),
    },
  }),
);
