// `npm run operator -- org add NAME | token issue ORG [--label L] | token list ORG | token revoke TOKEN_ID`
import { describeLocation, openDatabase, type DatabaseHandle } from '@/lib/db/connection';
import { readEmbeddedConfig } from '@/lib/embedded/config';
import { databaseLocation } from '@/lib/embedded/database-location';
import {
  OPERATOR_USAGE,
  OperatorCommandError,
  parseOperatorCommand,
  planOperatorCommand,
} from '@/lib/embedded/operator-commands';

async function main(): Promise<number> {
  const command = parseOperatorCommand(process.argv.slice(2));
  if (command.help) {
    console.log(OPERATOR_USAGE);
    return 0;
  }
  if (command.words.length === 0) {
    console.error(OPERATOR_USAGE);
    return 2;
  }
  const run = planOperatorCommand(command);
  const config = readEmbeddedConfig(process.env);
  if (config.database.kind === 'memory') {
    throw new OperatorCommandError(
      'EMBEDDED_DATABASE=memory gives every process its own empty database, so changes would be lost. ' +
        'Unset it to use the PGlite folder, or set DATABASE_URL.',
    );
  }
  const location = databaseLocation(config);
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase(location);
    await handle.migrate('embedded');
    console.log(await run(handle.db));
    return 0;
  } catch (error) {
    if (error instanceof OperatorCommandError) throw error;
    throw new Error(
      `Failed on ${describeLocation(location)}: ${error instanceof Error ? error.message : error}`,
      {
        cause: error,
      },
    );
  } finally {
    await handle?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof OperatorCommandError) {
      console.error(`Error: ${error.message}`);
      if (error.showUsage) console.error(`\n${OPERATOR_USAGE}`);
      process.exit(error.showUsage ? 2 : 1);
    }
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
