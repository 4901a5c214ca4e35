import type { IndexHtmlTransformContext } from 'vite';
import { chunkClosure, startFiles } from './build-files';
import type { BundleLike } from './build-files';

// The landing blocks of index.html (vite.config.ts, firstPaintHtml): marked groups of preload links, of which
// the server keeps the ones of the page it serves.

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** A block of links to `files`: stylesheets as style preloads (the server inlines them), scripts as module preloads. */
function block(name: string, files: readonly string[]): string {
  const links = files.map((f) =>
    f.endsWith('.css')
      ? `<link rel="preload" as="style" crossorigin href="/${f}">`
      : `<link rel="modulepreload" crossorigin href="/${f}">`,
  );
  return `<!--landing ${name}-->${links.join('')}<!--/landing-->`;
}

/**
 * index.html's landing blocks (server/http/landing.ts keeps one per page): each landing screen's chunks with
 * the stylesheets of the lazy parts its first render can show, and the desktop's parts.
 */
export function landingBlocks(
  bundle: Bundle,
  landing: {
    screens: Readonly<Record<string, string>>;
    parts: Readonly<Record<string, readonly string[]>>;
    desktop: readonly string[];
  },
): string {
  const like = bundle as unknown as BundleLike;
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const inEntry = new Set(startFiles(like));
  const chunkOf = (part: string) => {
    const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(part)));
    if (!chunk) throw new Error(`no chunk for the landing part ${part}`);
    return chunk;
  };
  const screens = Object.entries(landing.screens).map(([name, source]) => {
    const screen = chunks.find((c) => c.facadeModuleId?.endsWith(source));
    if (!screen) throw new Error(`no chunk for the landing screen ${source}`);
    const partStyles = (landing.parts[name] ?? []).flatMap((part) =>
      chunkClosure(like, chunkOf(part).fileName, inEntry).filter((f) => f.endsWith('.css')),
    );
    return block(name, [...new Set([...chunkClosure(like, screen.fileName, inEntry), ...partStyles])]);
  });
  const desktop = [...new Set(landing.desktop.flatMap((part) => chunkClosure(like, chunkOf(part).fileName, inEntry)))];
  return screens.join('') + block('desktop', desktop);
}
