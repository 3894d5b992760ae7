import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contrastRatio } from './contrast';

const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');

function block(selector: string): string {
  const start = css.indexOf(selector);
  if (start < 0) throw new Error(`${selector} not found`);
  const open = css.indexOf('{', start);
  const close = css.indexOf('}', open);
  return css.slice(open + 1, close);
}

function colours(body: string): Record<string, string> {
  const map: Record<string, string> = {};
  for (const m of body.matchAll(/--fw-([\w-]+):\s*(#[0-9a-f]{6});/gi)) map[m[1]!] = m[2]!;
  return map;
}

const light = colours(block(":root,\n[data-theme='light'] {"));
const dark = colours(block("[data-theme='dark'] {"));

it('reads both themes', () => {
  expect(light['color-bg']).toBe('#f4f7f4');
  expect(dark['color-bg']).toBe('#0e1511');
});

// [foreground, background, minimum ratio]: 4.5 for text, 3 for borders, focus rings and chart marks.
const pairs: Array<[string, string, number]> = [
  ['color-text', 'color-bg', 4.5],
  ['color-text', 'color-surface', 4.5],
  ['color-text', 'color-surface-muted', 4.5],
  ['color-text-muted', 'color-surface', 4.5],
  ['color-text-muted', 'color-bg', 4.5],
  ['color-text-muted', 'color-surface-muted', 4.5],
  ['color-primary-contrast', 'color-primary', 4.5],
  ['color-primary-contrast', 'color-primary-hover', 4.5],
  ['color-primary', 'color-surface', 4.5],
  ['color-primary', 'color-bg', 4.5],
  ['color-primary-soft-text', 'color-primary-soft', 4.5],
  ['color-danger-contrast', 'color-danger', 4.5],
  ['color-danger-contrast', 'color-danger-hover', 4.5],
  ['color-danger', 'color-surface', 4.5],
  ['color-danger', 'color-danger-soft', 4.5],
  ['color-info', 'color-info-soft', 4.5],
  ['color-success', 'color-success-soft', 4.5],
  ['color-warning', 'color-warning-soft', 4.5],
  ['color-accent', 'color-accent-soft', 4.5],
  ['color-border-strong', 'color-surface', 3],
  ['color-border-strong', 'color-bg', 3],
  ['color-focus', 'color-surface', 3],
  ['color-focus', 'color-bg', 3],
  ['color-focus', 'color-surface-muted', 3],
  ...[1, 2, 3, 4, 5, 6].map((n): [string, string, number] => [`chart-${n}`, 'color-surface', 3]),
];

describe('design tokens', () => {
  it.each([
    ['light', light],
    ['dark', dark],
  ])('meet WCAG AA contrast in the %s theme', (_theme, tokens) => {
    const failures = pairs
      .map(([fg, bg, min]) => ({ fg, bg, min, ratio: contrastRatio(tokens[fg]!, tokens[bg]!) }))
      .filter((p) => !(p.ratio >= p.min));
    expect(failures).toEqual([]);
  });

  it('define the same tokens in both themes, and the system dark theme equals [data-theme="dark"]', () => {
    expect(Object.keys(dark).sort()).toEqual(Object.keys(light).sort());
    const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
    expect(normalise(block("[data-theme='dark'] {"))).toBe(
      normalise(block(":root:not([data-theme='light']) {")),
    );
  });
});
