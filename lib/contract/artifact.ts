import { z } from 'zod';
import { isoDateTimeSchema, opaqueIdSchema } from './primitives';

export const ARTIFACT_TYPES = ['long_summary', 'short_summary', 'soap_note'] as const;
export const artifactTypeSchema = z.enum(ARTIFACT_TYPES);
export type ArtifactType = z.infer<typeof artifactTypeSchema>;

/** `content.body` is Markdown from upstream: untrusted, to be sanitised wherever it is rendered. */
export const artifactSchema = z
  .looseObject({
    artifactId: opaqueIdSchema,
    artifactType: artifactTypeSchema,
    content: z.looseObject({
      chatId: opaqueIdSchema,
      createdAt: isoDateTimeSchema,
      body: z.string(),
    }),
  })
  .meta({ id: 'Artifact' });

export type Artifact = z.infer<typeof artifactSchema>;

/** Keys of `artifacts` in `ai_consultation.complete`, mapped to the artifact types they identify. */
export const COMPLETION_KEY_TO_ARTIFACT_TYPE = {
  longSummary: 'long_summary',
  shortSummary: 'short_summary',
  soapNote: 'soap_note',
} as const satisfies Record<string, ArtifactType>;

export type CompletionKey = keyof typeof COMPLETION_KEY_TO_ARTIFACT_TYPE;

export const COMPLETION_KEYS = Object.keys(COMPLETION_KEY_TO_ARTIFACT_TYPE) as [
  CompletionKey,
  ...CompletionKey[],
];

export const ARTIFACT_TYPE_TO_COMPLETION_KEY = {
  long_summary: 'longSummary',
  short_summary: 'shortSummary',
  soap_note: 'soapNote',
} as const satisfies { [Type in ArtifactType]: CompletionKey };

export function artifactTypeForCompletionKey(key: CompletionKey): ArtifactType {
  return COMPLETION_KEY_TO_ARTIFACT_TYPE[key];
}

export function completionKeyForArtifactType(type: ArtifactType): CompletionKey {
  return ARTIFACT_TYPE_TO_COMPLETION_KEY[type];
}
