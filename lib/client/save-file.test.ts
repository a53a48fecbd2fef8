import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileNameFromContentDisposition, saveFile } from './save-file';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('fileNameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="my-record.fhir.json"', 'my-record.fhir.json'],
    ['attachment; filename=my-record.fhir.json', 'my-record.fhir.json'],
    ['attachment;filename="a \\"quoted\\" name.json"', 'a "quoted" name.json'],
    [`attachment; filename="fallback.json"; filename*=UTF-8''r%C3%A9sum%C3%A9.json`, 'résumé.json'],
    ['ATTACHMENT; FILENAME="upper.json"', 'upper.json'],
  ])('reads %s', (header, name) => {
    expect(fileNameFromContentDisposition(header)).toBe(name);
  });

  it.each([
    [null],
    [''],
    ['attachment'],
    ['inline; name="not-a-file-name.json"'],
    ['attachment; filename=""'],
    ['attachment; filename=".."'],
    [`attachment; filename="${'x'.repeat(2_000)}"`],
  ])('names nothing for %s', (header) => {
    expect(fileNameFromContentDisposition(header)).toBeNull();
  });

  it('keeps a name only: no folders, no control characters, bounded', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromContentDisposition('attachment; filename="C:\\\\Windows\\\\evil.json"')).toBe(
      'evil.json',
    );
    expect(fileNameFromContentDisposition('attachment; filename="a\u0007b.json"')).toBe('ab.json');
    expect(fileNameFromContentDisposition(`attachment; filename="${'n'.repeat(300)}"`)).toHaveLength(200);
  });

  it('falls back to the plain name when the extended one is malformed', () => {
    expect(
      fileNameFromContentDisposition(`attachment; filename*=UTF-8''bad%E0%A4; filename="plain.json"`),
    ).toBe('plain.json');
  });
});

describe('saveFile', () => {
  it('clicks a temporary download link to an object URL, removes it, and revokes the URL shortly after', () => {
    vi.useFakeTimers();
    const blob = new Blob(['{}'], { type: 'application/json' });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/file-1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: Array<{ href: string; download: string; connected: boolean }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download, connected: this.isConnected });
    });

    saveFile(blob, 'record.fhir.json');

    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicks).toEqual([
      { href: 'blob:http://localhost/file-1', download: 'record.fhir.json', connected: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(revoke).toHaveBeenCalledWith('blob:http://localhost/file-1');
  });
});
