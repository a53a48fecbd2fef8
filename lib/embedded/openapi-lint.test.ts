import path from 'node:path';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedService, type EmbeddedService } from './index';
import { testConfig } from '@/testing/embedded/test-config';

describe('the OpenAPI document, linted', () => {
  let service: EmbeddedService;
  beforeAll(async () => {
    service = await createEmbeddedService({ config: testConfig() });
  });
  afterAll(() => service.close());

  it('has no error and no warning under the recommended rules (redocly.yaml says which are off, and why)', async () => {
    const document = await (
      await service.fetch(new Request('http://embedded.test/api/v1/openapi.json'))
    ).text();
    const config = await loadConfig({ configPath: path.resolve('redocly.yaml') });
    const problems = await lintFromString({ source: document, absoluteRef: 'openapi.json', config });
    const readable = problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`,
    );
    expect(readable).toEqual([]);
  });
});
