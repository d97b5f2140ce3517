import { HOST_TEXTS_EN } from '../../host/src/texts/en';
import { HOST_TEXTS } from '../../host/src/texts/th';
import { REGISTRATION_TEXTS_EN } from '../../remote-registration/src/texts/en';
import { REGISTRATION_TEXTS } from '../../remote-registration/src/texts/th';
import { SETTINGS_TEXTS_EN } from '../../remote-settings/src/texts/en';
import { SETTINGS_TEXTS } from '../../remote-settings/src/texts/th';
import { STATEMENT_TEXTS_EN } from '../../remote-statement/src/texts/en';
import { STATEMENT_TEXTS } from '../../remote-statement/src/texts/th';
import { ERROR_CATALOGUE } from '../../shared-kernel/src/core/errors/catalogue';
import { ERROR_TEXTS_EN, KERNEL_TEXTS_EN } from '../../shared-kernel/src/core/texts/en';
import { KERNEL_TEXTS } from '../../shared-kernel/src/core/texts/th';
import { ACCOUNT_TYPE_LABELS } from '../../shared-kernel/src/kit/format/account-type';
import { ACCOUNT_TYPE_LABELS_EN } from '../../shared-kernel/src/kit/format/account-type-en';
import { VALIDATION_MESSAGES_EN } from '../../shared-kernel/src/kit/validation/validation-messages-en';
import { VALIDATION_MESSAGES } from '../../shared-kernel/src/kit/validation/validation-messages';

/**
 * What a customer reads, in each language, from the packages' own catalogues: a journey run in
 * English asserts the very texts the screens draw, and a reworded text needs no spec changed.
 * Only the wording the journeys read is gathered here.
 */
export const SCREEN_TEXTS = {
  th: {
    ...KERNEL_TEXTS,
    host: HOST_TEXTS,
    registration: REGISTRATION_TEXTS,
    settings: SETTINGS_TEXTS,
    statement: STATEMENT_TEXTS,
    errors: ERROR_CATALOGUE,
    accountTypes: ACCOUNT_TYPE_LABELS,
    validation: VALIDATION_MESSAGES,
  },
  en: {
    ...KERNEL_TEXTS_EN,
    host: HOST_TEXTS_EN,
    registration: REGISTRATION_TEXTS_EN,
    settings: SETTINGS_TEXTS_EN,
    statement: STATEMENT_TEXTS_EN,
    errors: ERROR_TEXTS_EN,
    accountTypes: ACCOUNT_TYPE_LABELS_EN,
    validation: VALIDATION_MESSAGES_EN,
  },
};

export type ScreenLanguage = keyof typeof SCREEN_TEXTS;
