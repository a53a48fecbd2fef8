/** Query strings without empty values, so that a cleared filter is not sent as `?status=`. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export const patientApiPath = (patientId: string, suffix = '') =>
  `/api/staff/patients/${encodeURIComponent(patientId)}${suffix}`;
