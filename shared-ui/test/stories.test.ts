import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ui from '../src';

// Every component that shared-ui exports has its own entry in the Storybook catalogue.
const storiesDir = join(__dirname, '..', 'src', 'stories');
const titles = readdirSync(storiesDir)
  .filter((file) => file.endsWith('.stories.tsx'))
  .map(
    (file) =>
      /title: '([^']+\/[^']+)'/.exec(readFileSync(join(storiesDir, file), 'utf8'))?.[1] ?? '',
  );

const coveredBy: Record<string, string> = { ToastProvider: 'Toast' };

describe('Storybook catalogue', () => {
  const components = Object.entries(ui)
    .filter(([name, value]) => typeof value === 'function' && /^[A-Z]/.test(name))
    .map(([name]) => name);

  it('lists the exported components', () => {
    expect(components).toEqual(
      expect.arrayContaining(['AppLayout', 'DataTable', 'Dialog', 'BarChart', 'Menu']),
    );
  });

  it.each(components)('has a story for %s', (name) => {
    const expected = coveredBy[name] ?? name;
    expect(titles.some((title) => title.split('/').pop() === expected)).toBe(true);
  });
});
