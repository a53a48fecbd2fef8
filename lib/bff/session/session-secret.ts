import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

const SECRET_FILE = 'session-secret';
const MIN_LENGTH = 32;

/**
 * SESSION_SECRET when configured (required in production, which the configuration enforces); otherwise
 * one random secret generated into `<dataDir>/session-secret` and kept, so that a restart of a
 * development server does not sign everyone out.
 */
export function resolveSessionSecret({
  configured,
  nodeEnv,
  dataDir,
}: {
  configured: string | undefined;
  nodeEnv: string;
  dataDir: string;
}): string {
  if (configured) return configured;
  if (nodeEnv === 'production') throw new Error('SESSION_SECRET is required in production.');
  const file = path.resolve(dataDir, SECRET_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another process (or an earlier start) wrote it first: use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_LENGTH) {
    throw new Error(
      `${file} holds a secret shorter than ${MIN_LENGTH} characters; delete it to generate a new one.`,
    );
  }
  return secret;
}
