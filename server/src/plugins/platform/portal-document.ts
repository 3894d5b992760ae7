import type { RemoteFiles } from './first-screen';
import { preloadedJson, type PreloadedAnswers } from './preloaded-answers';

/** The element the portal's scripts read the answers from (shared-api/src/http/preloaded.ts). */
export const PRELOADED_ELEMENT_ID = 'fw-preloaded';

function attribute(tag: string, name: string): string | null {
  const m = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : null;
}

const isPreloadLink = (tag: string) => attribute(tag, 'rel')?.toLowerCase() === 'preload';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Preload hints for the first screen's remote files. */
function remoteHints(files: RemoteFiles | null): string {
  if (!files) return '';
  return [
    ...files.styles.map((f) => `<link rel="preload" as="style" href="${escapeAttribute(f)}">`),
    ...files.scripts.map((f) => `<link rel="preload" as="script" href="${escapeAttribute(f)}">`),
  ].join('');
}

/**
 * The shell's index.html for a signed-in caller, in the two parts the server sends one after the
 * other. `start` can leave before the answers are ready: the head up to the first script, without
 * the preload hints of the calls the document answers (the browser would fetch them anyway), with
 * the hints for the shell's own files moved up into it and the first screen's remote files after
 * them, so the browser downloads all of them while the server collects the answers. `rest`
 * follows the answers (see preloadedPart): the first script and everything after it.
 */
export function splitDocument(
  html: string,
  answered: readonly string[],
  files: RemoteFiles | null,
): { start: string; rest: string } {
  const at = html.search(/<script\b/i);
  const headEnd = html.search(/<\/head>/i);
  if (at < 0 || (headEnd >= 0 && at > headEnd)) {
    const cut = headEnd >= 0 ? headEnd : 0;
    return { start: `${html.slice(0, cut)}${remoteHints(files)}`, rest: html.slice(cut) };
  }
  const start = html
    .slice(0, at)
    .replace(/<link\b[^>]*>/gi, (tag) =>
      isPreloadLink(tag) && answered.includes(attribute(tag, 'href') ?? '') ? '' : tag,
    );
  const headRest = html.slice(at, headEnd >= 0 ? headEnd : at);
  const moved: string[] = [];
  const keptHead = headRest.replace(/<link\b[^>]*>/gi, (tag) => {
    if (!isPreloadLink(tag)) return tag;
    moved.push(tag);
    return '';
  });
  return {
    start: `${start}${moved.join('')}${remoteHints(files)}`,
    rest: `${keptHead}${html.slice(headEnd >= 0 ? headEnd : at)}`,
  };
}

/** What goes between the two parts: the answers as a JSON script, before the first script that reads them. */
export function preloadedPart(answers: PreloadedAnswers): string {
  return `<script type="application/json" id="${PRELOADED_ELEMENT_ID}">${preloadedJson(answers)}</script>`;
}
