// A process that writes log lines through the app's logger and ends at once, the way given on the command
// line: the logger test reads its stdout to prove that no line written before the end is lost.
import { createLogger } from '@/lib/logging/logger';

const [how = 'exit', countText = '500'] = process.argv.slice(2);
const logger = createLogger({ level: 'info', pretty: false });
const count = Number(countText);
for (let index = 0; index < count; index += 1) logger.info({ index }, 'line');

if (how === 'exit') process.exit(0);
// Stays up, writing nothing more, until the test has read the lines.
if (how === 'linger') setTimeout(() => process.exit(0), 10_000);
if (how === 'throw') throw new Error('the process fails after logging');
if (how === 'fatal') {
  logger.fatal('last words');
  process.exit(1);
}
