/** Longest header this reads: a file name is short; anything longer is not ours and is not parsed. */
const MAX_HEADER_LENGTH = 1_000;
/** What file systems accept as one name. */
const MAX_FILE_NAME_LENGTH = 200;

// `filename*=UTF-8''my%20record.json` (RFC 6266/8187), preferred where a server sends both forms.
const EXTENDED_FILE_NAME = /(?:^|;)\s*filename\*\s*=\s*utf-8'[^']*'([^;\s]+)/i;
// `filename="my-record.json"` (quotes may escape with a backslash) or `filename=my-record.json`.
const PLAIN_FILE_NAME = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i;

/**
 * The file name a `Content-Disposition` answer suggests, made safe to save under: no folders, no control
 * characters, bounded; null when the header names none (the caller then picks its own).
 */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header || header.length > MAX_HEADER_LENGTH) return null;
  const extended = EXTENDED_FILE_NAME.exec(header)?.[1];
  if (extended) {
    try {
      const name = safeFileName(decodeURIComponent(extended));
      if (name) return name;
    } catch {
      // A malformed %-sequence: fall back to the plain form.
    }
  }
  const plain = PLAIN_FILE_NAME.exec(header);
  if (!plain) return null;
  const name = plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2]!;
  return safeFileName(name);
}

function safeFileName(name: string): string | null {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!cleaned || cleaned === '.' || cleaned === '..') return null;
  return cleaned.slice(0, MAX_FILE_NAME_LENGTH);
}

/** How long the object URL outlives the click: revoking it at once can cancel the save in some browsers. */
const REVOKE_AFTER_MS = 1_000;

/**
 * Hands a file the page already holds to the browser's own download: an object URL on a temporary
 * `<a download>`, clicked, removed, and the URL revoked shortly after so the memory is given back.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  // In the document while clicked: Firefox ignores clicks on detached links.
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
