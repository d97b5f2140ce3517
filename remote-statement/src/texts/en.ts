import type { Wording } from 'shared-kernel';
import type { STATEMENT_TEXTS } from './th';

/**
 * The statement remote's wording in English (docs/glossary.md holds the bank's terms), fetched only
 * when the screen is in English; typed against the Thai, so a missing key fails the type check.
 */
export const STATEMENT_TEXTS_EN = {
  requestStatement: {
    checking: 'Checking your account details',
  },
  selectStatement: {
    title: 'Account statement',
    accountLabel: 'Account',
    accountNumberPlaceholder: 'XXX-X-XXXXX-X',
    historyNote: 'You can ask for account statements of up to the last 12 months.',
    periodLegend: 'Period',
    periods: {
      30: 'Last 1 month',
      90: 'Last 3 months',
      180: 'Last 6 months',
      270: 'Last 9 months',
      360: 'Last 12 months',
      [-1]: 'Choose dates',
    },
    fromLabel: 'From',
    toLabel: 'To',
    datePlaceholder: 'Choose a date',
    languageLegend: 'Statement language',
    languages: { TH: 'Thai', EN: 'English' },
    emailLabel: 'E-mail to receive the statement',
  },
  calendar: {
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    weekdaysShort: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  },
} as const satisfies Wording<typeof STATEMENT_TEXTS>;
