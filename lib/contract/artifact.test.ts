import { describe, expect, it } from 'vitest';
import {
  ARTIFACT_TYPES,
  artifactSchema,
  artifactTypeForCompletionKey,
  COMPLETION_KEY_TO_ARTIFACT_TYPE,
  COMPLETION_KEYS,
  completionKeyForArtifactType,
} from './artifact';

describe('artifactSchema', () => {
  const artifact = {
    artifactId: 'art_1',
    artifactType: 'soap_note',
    content: { chatId: 'chat_1', createdAt: '2026-11-23T15:00:00Z', body: '# SOAP\n\n**S:** headache' },
  };

  it('parses an artifact and keeps unknown fields', () => {
    expect(artifactSchema.parse({ ...artifact, version: 2 })).toEqual({ ...artifact, version: 2 });
  });

  it('accepts only the three artifact types', () => {
    expect(artifactSchema.safeParse({ ...artifact, artifactType: 'transcript' }).success).toBe(false);
  });
});

describe('completion key mapping', () => {
  it('maps the interface keys to types and back', () => {
    expect(COMPLETION_KEY_TO_ARTIFACT_TYPE).toEqual({
      longSummary: 'long_summary',
      shortSummary: 'short_summary',
      soapNote: 'soap_note',
    });
    for (const key of COMPLETION_KEYS) {
      expect(completionKeyForArtifactType(artifactTypeForCompletionKey(key))).toBe(key);
    }
    expect(ARTIFACT_TYPES.map(completionKeyForArtifactType)).toEqual([
      'longSummary',
      'shortSummary',
      'soapNote',
    ]);
  });
});
