import type { Meta, StoryObj } from '@storybook/react-vite';
import { DISPLAY_DEFAULTS } from '@fairway/shared-api';
import { DataTable } from '../components/DataTable/DataTable';
import { Stack } from '../components/Layout/Layout';
import { DisplayProvider, useFormat } from '../i18n/display';
import type { DisplaySettings } from '../i18n/format';

/** What the formatter writes for a club's settings: the same values, three clubs. */
function Sample() {
  const f = useFormat();
  return (
    <dl>
      <dt>date</dt>
      <dd>{f.date('2026-11-24')}</dd>
      <dt>dateLong</dt>
      <dd>{f.dateLong('2026-11-24')}</dd>
      <dt>time</dt>
      <dd>
        {f.time('07:00')} · {f.time('19:30')}
      </dd>
      <dt>dateTime (an instant, on the club's clock)</dt>
      <dd>{f.dateTime('2026-11-24T23:30:00Z')}</dd>
      <dt>number · money · length</dt>
      <dd>
        {f.number(12345.5)} · {f.money(42.5)} · {f.length(400)}
      </dd>
      <dt>relativeDay · weekdays</dt>
      <dd>
        {f.relativeDay('2026-11-25', '2026-11-24')} ·{' '}
        {f
          .weekdays()
          .map((d) => d.short)
          .join(' ')}
      </dd>
    </dl>
  );
}

const CLUBS: Record<string, DisplaySettings> = {
  'en-GB, 24 h': DISPLAY_DEFAULTS,
  'en-US, 12 h': {
    ...DISPLAY_DEFAULTS,
    locale: 'en-US',
    currency: 'USD',
    date_format: 'MM/DD/YYYY',
    time_format: '12h',
    week_starts_on: 0,
    time_zone: 'America/New_York',
  },
  'es-ES, 24 h': {
    ...DISPLAY_DEFAULTS,
    locale: 'es-ES',
    currency: 'EUR',
    distance_unit: 'metres',
    time_zone: 'Europe/Madrid',
  },
};

const meta = {
  title: 'Data/DisplayProvider',
  component: DisplayProvider,
  args: { settings: DISPLAY_DEFAULTS, children: <Sample /> },
} satisfies Meta<typeof DisplayProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ThreeClubs: Story = {
  render: () => (
    <Stack>
      {Object.entries(CLUBS).map(([name, settings]) => (
        <section key={name}>
          <h3>{name}</h3>
          <DisplayProvider settings={settings}>
            <Sample />
          </DisplayProvider>
        </section>
      ))}
    </Stack>
  ),
};

/** shared-ui's own words follow the language: a table's pager and status in Spanish. */
export const ComponentsInSpanish: Story = {
  render: () => (
    <DisplayProvider settings={CLUBS['es-ES, 24 h']!}>
      <DataTable
        caption="Socios"
        columns={[{ id: 'name', header: 'Nombre', value: (r: { name: string }) => r.name }]}
        rows={[{ name: 'Ana' }, { name: 'Blas' }]}
        getRowId={(r) => r.name}
      />
    </DisplayProvider>
  ),
};
