import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'owner.pid';

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a data folder for this process, or explains which process holds it. A lock left by a
 * process that no longer runs is taken over.
 */
export function acquireDirectoryLock(directory: string): () => void {
  const lockPath = path.join(directory, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (holder === process.pid) return () => {};
      if (Number.isInteger(holder) && isProcessAlive(holder)) {
        throw new Error(
          `The database folder ${directory} is in use by process ${holder}. ` +
            'Stop that process first, or set DATABASE_URL to use PostgreSQL, which many processes can share.',
        );
      }
      fs.unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not claim the database folder ${directory}.`);
}
