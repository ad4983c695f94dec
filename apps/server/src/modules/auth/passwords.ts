import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's Algorithm.Argon2id; its enum is declared `const`, which
// isolated modules cannot read) with OWASP's minimum: 19 MiB memory, 2 iterations.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID as never, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  // An account without a password (Google sign-in) still costs one verification, so a
  // wrong password and an unknown email take the same time.
  const target = stored ?? (await dummyHash);
  try {
    const ok = await verify(target, password);
    return stored !== null && ok;
  } catch {
    return false;
  }
}

const dummyHash = hash('timing-equaliser-Pw1', options);
