/**
 * Whether the browser says another site started this request (Fetch Metadata, ADR 0079). `same-origin`
 * is the app's own pages; `none` is the person themself: an address typed, a bookmark, a link opened from
 * a mail program outside the browser. Anything else is another site: `cross-site` (webmail, any page on
 * the web), `same-site` (a sibling subdomain, which may be anyone's), or a value no browser sends yet. A
 * request without the header (a non-browser client, an old browser) is not judged by it.
 */
export function startedByAnotherSite(headers: Pick<Headers, 'get'>): boolean {
  const site = headers.get('sec-fetch-site')?.trim().toLowerCase();
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}
