import { parseArgs } from 'node:util';
import type { Database } from '@/lib/db/connection';
import { ORGANIZATION_NAME_PATTERN } from './config';
import {
  addOrganization,
  findOrganizationByName,
  issueToken,
  listTokens,
  revokeToken,
  type TokenSummary,
} from './provisioning';

export const OPERATOR_USAGE = `Usage: npm run operator -- <command>

  org add NAME                    add an organization (doing it again changes nothing)
  token issue ORG [--label L]     issue a new API token for ORG; it is printed only this once
  token list ORG                  list ORG's tokens (never the secrets)
  token revoke TOKEN_ID           revoke a token at once

The database is DATABASE_URL when set, else the PGlite folder under DATA_DIR (default .data).
A PGlite folder can be open in one process only: stop the app or the service first.`;

/** A mistake of the person at the terminal: shown with the usage, not as a crash. */
export class OperatorCommandError extends Error {
  override name = 'OperatorCommandError';

  constructor(
    message: string,
    /** The command itself was malformed, so the usage helps. */
    readonly showUsage = false,
  ) {
    super(message);
  }
}

export interface ParsedOperatorCommand {
  words: string[];
  label: string | undefined;
  help: boolean;
}

export function parseOperatorCommand(argv: string[]): ParsedOperatorCommand {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { label: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
    return { words: positionals, label: values.label, help: values.help ?? false };
  } catch (error) {
    throw new OperatorCommandError((error as Error).message, true);
  }
}

function formatTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function formatTokenTable(tokens: TokenSummary[]): string {
  if (tokens.length === 0) return '(no tokens)';
  return formatTable([
    ['ID', 'LABEL', 'CREATED', 'REVOKED'],
    ...tokens.map((token) => [
      token.id,
      token.label ?? '-',
      token.createdAt.toISOString(),
      token.revokedAt?.toISOString() ?? '-',
    ]),
  ]);
}

function requireOrganizationName(name: string | undefined): string {
  if (!name) throw new OperatorCommandError('An organization name is required.', true);
  if (!ORGANIZATION_NAME_PATTERN.test(name)) {
    throw new OperatorCommandError(
      `"${name}" is not a valid organization name: lower-case letters, digits, "-" and "_", at most 63 characters.`,
      true,
    );
  }
  return name;
}

function expectArguments(words: string[], count: number): void {
  if (words.length > count) throw new OperatorCommandError(`Unexpected argument "${words[count]}".`, true);
}

async function requireExistingOrganization(db: Database, name: string): Promise<void> {
  if (!(await findOrganizationByName(db, name))) {
    throw new OperatorCommandError(`No organization named "${name}". Add it first: org add ${name}`);
  }
}

export type OperatorAction = (db: Database) => Promise<string>;

/**
 * Checks the command's shape before any database is opened (opening one costs seconds), and returns
 * what to run on the open, migrated database; its result is what to print.
 */
export function planOperatorCommand(command: ParsedOperatorCommand): OperatorAction {
  const [noun, verb, subject] = command.words;
  const action = `${noun ?? ''} ${verb ?? ''}`.trim();
  if (action !== 'token issue' && command.label !== undefined) {
    throw new OperatorCommandError('--label applies to "token issue" only.', true);
  }
  expectArguments(command.words, 3);
  switch (action) {
    case 'org add': {
      const name = requireOrganizationName(subject);
      return async (db) => {
        const { created } = await addOrganization(db, name);
        return created
          ? `Added organization ${name}.`
          : `Organization ${name} already exists; nothing changed.`;
      };
    }
    case 'token issue': {
      const name = requireOrganizationName(subject);
      return async (db) => {
        await requireExistingOrganization(db, name);
        const { id, token } = await issueToken(db, name, command.label);
        return `Issued token ${id} for ${name}. It is shown only this once:\n${token}`;
      };
    }
    case 'token list': {
      const name = requireOrganizationName(subject);
      return async (db) => {
        await requireExistingOrganization(db, name);
        return formatTokenTable(await listTokens(db, name));
      };
    }
    case 'token revoke': {
      if (!subject) throw new OperatorCommandError('A token id is required (see "token list ORG").', true);
      return async (db) => {
        if (!(await revokeToken(db, subject))) {
          throw new OperatorCommandError(
            `No active token with id "${subject}" (unknown, or already revoked).`,
          );
        }
        return `Revoked token ${subject}. Requests with it are refused from now on.`;
      };
    }
    default:
      throw new OperatorCommandError(
        action ? `Unknown command "${action}".` : 'A command is required.',
        true,
      );
  }
}
