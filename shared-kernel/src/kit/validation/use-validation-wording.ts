import { defineCatalogue } from '../language/served-language';
import { VALIDATION_MESSAGES } from './validation-messages';

type MessageKey = keyof typeof VALIDATION_MESSAGES;

const VALIDATION_CATALOGUE = defineCatalogue(VALIDATION_MESSAGES, () =>
  import(/* webpackChunkName: "en" */ './validation-messages-en').then((english) => english.VALIDATION_MESSAGES_EN),
);

/**
 * A validator's message in the screen's language. The validators answer in Thai, the copy deck's
 * exact words (./validation-messages.ts), which stay what a page compares; the field shows them
 * through this, so only the display changes with the language.
 */
export function useValidationWording(): (message: string) => string {
  const wording = VALIDATION_CATALOGUE.useTexts();
  return (message) => {
    const key = (Object.keys(VALIDATION_MESSAGES) as MessageKey[]).find((name) => VALIDATION_MESSAGES[name] === message);
    return key ? wording[key] : message;
  };
}
