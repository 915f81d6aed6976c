import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * The repository's Markdown files link to the code they describe. A file moved or renamed, or a
 * heading reworded, breaks such a link silently: this test lists every local link (relative or from
 * the repository's root, with or without an anchor) that names no file, or a heading the file lacks.
 * Links to other sites are not followed.
 */

const ROOT = path.resolve(__dirname, '../..');
/** Installed packages, build outputs and run-time data: not the repository's own documents. */
const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', 'dist-prerender', '.tmp', 'data', 'coverage', '.git']);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** The text outside fenced code blocks and inline code, where `[a](b)` is only an example. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/(`+)[\s\S]*?\1/g, '');
}

/** Inline links and images `[text](target "title")`, and reference definitions `[id]: target`. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*(?:<([^>]*)>|([^)\s]*))(?:\s+["'(][^)]*)?\)/g)].map((match) => match[1] ?? match[2]);
  const references = [...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((match) => match[1]);
  return [...inline, ...references].filter((target) => target !== '');
}

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').matchAll(/^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/gm)) {
    const words = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(words) ?? 0;
    seen.set(words, count + 1);
    anchors.add(count === 0 ? words : `${words}-${count}`);
  }
  return anchors;
}

/** What is wrong with `target`, linked from the Markdown file `from`; undefined when it leads somewhere. */
function brokenLink(from: string, target: string, read: (file: string) => string = (file) => readFileSync(file, 'utf8')): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined; // another site, a mail address
  const [filePart, anchor] = target.split('#', 2) as [string, string | undefined];
  let decoded: string;
  try {
    decoded = decodeURIComponent(filePart.split('?')[0]);
  } catch {
    return 'is not a valid URL';
  }
  const file = decoded === '' ? from : decoded.startsWith('/') ? path.join(ROOT, decoded) : path.resolve(path.dirname(from), decoded);
  if (!existsSync(file)) return `names ${path.relative(ROOT, file)}, which does not exist`;
  if (anchor === undefined || anchor === '' || !file.endsWith('.md') || statSync(file).isDirectory()) return undefined;
  return headingAnchors(read(file)).has(decodeURIComponent(anchor).toLowerCase())
    ? undefined
    : `names the heading #${anchor}, which ${path.relative(ROOT, file)} does not have`;
}

describe('links in Markdown', () => {
  test('every local link in the repository’s Markdown files leads to a file that exists, and to a heading it has', () => {
    const files = markdownFiles(ROOT);
    expect(files.map((file) => path.relative(ROOT, file))).toContain('README.md');
    const broken = files.flatMap((file) =>
      linkTargets(readFileSync(file, 'utf8')).flatMap((target) => {
        const problem = brokenLink(file, target);
        return problem ? [`${path.relative(ROOT, file)}: (${target}) ${problem}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  test('links are found in prose, not in code; other sites are not followed', () => {
    const markdown = [
      'See [the server](src/server/README.md "its README") and ![a logo](<logo one.svg>).',
      '[a site](https://example.org/x) and [mail](mailto:office@example.org)',
      '`[not a link](inline-code.md)`',
      '```',
      '[not a link either](fenced.md)',
      '```',
      '[ref]: ../docs/guide.md#setup',
    ].join('\n');
    expect(linkTargets(markdown)).toEqual([
      'src/server/README.md',
      'logo one.svg',
      'https://example.org/x',
      'mailto:office@example.org',
      '../docs/guide.md#setup',
    ]);
  });

  test('a missing file, a missing heading or a missing anchor in the same file is reported; an existing one is not', () => {
    const readme = path.join(ROOT, 'README.md');
    expect(brokenLink(readme, 'src/server/no-such-file.md')).toMatch(/does not exist/);
    expect(brokenLink(readme, 'src/server/README.md#configuration')).toBeUndefined();
    expect(brokenLink(readme, 'src/server/README.md#no-such-heading')).toMatch(/does not have/);
    expect(brokenLink(readme, '/src/server')).toBeUndefined();
    const here = (text: string) => () => text;
    expect(brokenLink(readme, '#quick-start', here('# Title\n## Quick start\n'))).toBeUndefined();
    expect(brokenLink(readme, '#quick-start', here('# Title\n## Slow start\n'))).toMatch(/does not have/);
    expect(brokenLink(readme, 'https://example.org/missing')).toBeUndefined();
  });

  test('heading anchors follow GitHub’s: punctuation dropped, code and links kept as text, repeats numbered', () => {
    const anchors = headingAnchors("# A phone's start-up\n## `DATA_DIR`, [its files](x.md)\n## Notes\n## Notes\n```\n# not a heading\n```\n");
    expect([...anchors]).toEqual(['a-phones-start-up', 'data_dir-its-files', 'notes', 'notes-1']);
  });
});
