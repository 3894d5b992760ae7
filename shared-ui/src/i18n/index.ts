// The portal's one formatter and one message mechanism (see CONTRIBUTING.md, "Words, dates and numbers").
export {
  createFormatter,
  type DisplaySettings,
  type Formatter,
  type RelativeUnit,
  type Weekday,
} from './format';
export { FALLBACK_LANGUAGE, LANGUAGES, isLanguage, languageOf, type Language } from './languages';
export {
  defineMessages,
  translate,
  type Message,
  type MessageKey,
  type MessageValues,
  type Messages,
  type PluralMessage,
  type Translate,
} from './catalogue';
export {
  DisplayProvider,
  followDocumentLanguage,
  getDisplay,
  getFormat,
  getT,
  useFormat,
  useT,
  type DisplayProviderProps,
} from './display';
export { minorUnits, money, parseMoney } from './money';
