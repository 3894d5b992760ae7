import { defineMessages } from '../i18n/catalogue';

/** The heatmap's own words (its defaults and its summary for screen readers). */
export const heatmapMessages = defineMessages({
  en: {
    rows: 'Row',
    noValue: 'no data',
    lower: 'Lower',
    higher: 'Higher',
    heatmapEmpty: 'Heatmap with no data.',
    heatmapSummary: 'Heatmap, {rows} by {columns}; highest: {row}, {column} {value}.',
  },
  es: {
    rows: 'Fila',
    noValue: 'sin datos',
    lower: 'Menor',
    higher: 'Mayor',
    heatmapEmpty: 'Mapa de calor sin datos.',
    heatmapSummary: 'Mapa de calor, {rows} por {columns}; máximo: {row}, {column} {value}.',
  },
});
