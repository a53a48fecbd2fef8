import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAppConfig } from '@/lib/bff/config/app-config';
import {
  CONFIGURATION_DOC,
  documentedVariables,
  generatedPart,
  normalizeTables,
  renderConfigurationTables,
} from './config-table';

describe('the configuration table of docs/configuration.md', () => {
  it('is the one the schemas make (run `npm run docs:config` after changing a variable)', () => {
    const document = readFileSync(CONFIGURATION_DOC, 'utf8');
    const part = generatedPart(document);
    expect(part, 'the markers of the generated table').toBeDefined();
    expect(normalizeTables(part ?? '')).toBe(normalizeTables(renderConfigurationTables()));
  });

  it('describes every variable once, in a cell a table can hold', () => {
    const variables = documentedVariables();
    const names = variables.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['SERVICE_BASE_URL', 'SESSION_SECRET', 'SMTP_URL', 'E2E_INSECURE_COOKIES']),
    );
    for (const { name, description, shownDefault } of variables) {
      expect(description.length, name).toBeGreaterThan(10);
      expect(shownDefault.length, name).toBeGreaterThan(0);
      expect(`${description}${shownDefault}`, name).not.toMatch(/[|\n]/);
    }
  });

  it('shows for each whole number the default the schema applies', () => {
    const config = parseAppConfig({});
    const shown = new Map(documentedVariables().map(({ name, shownDefault }) => [name, shownDefault]));
    expect(shown.get('ACCOUNT_CACHE_MS')).toBe(String(config.accountCacheMs));
    expect(shown.get('OUTBOX_RETENTION_DAYS')).toBe(String(config.mail.retentionDays));
    expect(shown.get('SHUTDOWN_GRACE_SECONDS')).toBe(String(config.shutdownGraceMs / 1000));
    expect(shown.get('FHIR_EXPORT_TTL_SECONDS')).toBe(String(config.fhirExportTtlMs / 1000));
    expect(shown.get('MAIL_FROM')).toBe(`\`${config.mail.from}\``);
  });
});

describe('normalizeTables', () => {
  it('ignores the padding a formatter adds to a table', () => {
    expect(normalizeTables('| a | b |\n| --- | :-- |')).toBe(
      normalizeTables('| a   | b     |\n| ----- | :---- |'),
    );
    expect(normalizeTables('| a | b |')).not.toBe(normalizeTables('| a | c |'));
  });
});
