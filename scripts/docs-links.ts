import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Lexer, type Token, type Tokens } from 'marked';

/**
 * Relative links of the project's Markdown documents: each must reach an existing file and, when it names
 * one, a heading of that file. Anchors follow GitHub's rule (lower case, punctuation dropped, spaces as
 * hyphens, repeats numbered). Links in code are not links.
 */

function plainText(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) =>
      'tokens' in token && token.tokens ? plainText(token.tokens) : 'text' in token ? token.text : '',
    )
    .join('');
}

export function slugOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const token of Lexer.lex(markdown)) {
    if (token.type !== 'heading') continue;
    const slug = slugOf(plainText((token as Tokens.Heading).tokens));
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

function linksOf(tokens: Token[], found: string[] = []): string[] {
  for (const token of tokens) {
    if (token.type === 'link' || token.type === 'image') found.push((token as Tokens.Link).href);
    if ('tokens' in token && token.tokens) linksOf(token.tokens, found);
    if (token.type === 'list') for (const item of (token as Tokens.List).items) linksOf(item.tokens, found);
    if (token.type === 'table') {
      const table = token as Tokens.Table;
      for (const cell of [...table.header, ...table.rows.flat()]) linksOf(cell.tokens, found);
    }
  }
  return found;
}

/** Each broken relative link of the document at `file`, as `file: link (why)`. */
export function brokenLinks(file: string, root: string): string[] {
  const markdown = readFileSync(file, 'utf8');
  const name = path.relative(root, file);
  const problems: string[] = [];
  for (const href of linksOf(Lexer.lex(markdown))) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
    const [target = '', anchor] = href.split('#', 2);
    const targetFile = target === '' ? file : path.resolve(path.dirname(file), decodeURIComponent(target));
    if (!existsSync(targetFile)) {
      problems.push(`${name}: ${href} (no such file)`);
      continue;
    }
    if (anchor === undefined || anchor === '' || statSync(targetFile).isDirectory()) continue;
    if (!targetFile.endsWith('.md')) continue;
    if (!anchorsOf(readFileSync(targetFile, 'utf8')).has(anchor)) {
      problems.push(`${name}: ${href} (no heading #${anchor} in ${path.relative(root, targetFile)})`);
    }
  }
  return problems;
}
