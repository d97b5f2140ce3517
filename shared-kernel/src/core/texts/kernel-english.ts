import { entryInEnglish } from '../errors/entry-in-english';
import { KERNEL_TEXTS_EN } from './en';

/** The kernel's catalogue in English, as one lazy chunk: its wording and its error popups' words. */
export const KERNEL_CATALOGUE_EN = { ...KERNEL_TEXTS_EN, entryInLanguage: entryInEnglish };
