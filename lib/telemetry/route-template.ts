type RouteParamValues = Record<string, string | string[] | undefined>;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The route as its folder names it (`/api/chats/[chatId]/stream`), from the path and the params Next
 * resolved: ids never become span names or metric attributes, which must stay few.
 */
export function routeTemplate(pathname: string, params: RouteParamValues): string {
  const placeholders = new Map<string, string>();
  let catchAll: { name: string; length: number } | undefined;
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) catchAll = { name, length: value.length };
    else if (value !== undefined) placeholders.set(value, `[${name}]`);
  }
  const segments = pathname.split('/');
  // A catch-all takes the path's last segments (app/api/[...path] is the only one, and it is a leaf).
  if (catchAll) segments.splice(segments.length - catchAll.length, catchAll.length, `[...${catchAll.name}]`);
  return segments.map((segment) => placeholders.get(decodeSegment(segment)) ?? segment).join('/');
}
