import 'server-only';

/** `'/chats/{chatId}/messages/'` → `'chatId'`. */
export type PathParamName<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamName<Rest>
  : never;

export type PathParams<Template extends string> = { [Name in PathParamName<Template>]: string };

export type QueryValue = string | number | boolean | null | undefined;
export type QueryValues = Readonly<Record<string, QueryValue>>;

/** Fills a template such as `/chats/{chatId}/` with encoded ids; records keep the template, never this. */
export function fillPathTemplate<Template extends string>({
  template,
  params,
}: {
  template: Template;
  params: PathParams<Template>;
}): string {
  const values: Readonly<Record<string, string>> = params;
  return template.replace(/\{([^}]+)\}/g, (_placeholder, name: string) => {
    const value = values[name];
    // An empty id would silently address the collection instead of one resource.
    if (value === undefined || value === '')
      throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(value);
  });
}

/** `?a=1&b=x`, leaving out absent (undefined or null) values; '' when nothing remains. */
export function formatQueryString(query: QueryValues | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.append(name, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

export function joinServiceUrl({
  baseUrl,
  path,
  query,
}: {
  baseUrl: string;
  path: string;
  query?: QueryValues;
}): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}${formatQueryString(query)}`;
}
