/** A count with its noun, singular for one: "1 patient", "2 patients", "0 patients". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
