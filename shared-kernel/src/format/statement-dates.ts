/**
 * The kernel's `shared-kernel/statement-dates` entry point: Thailand calendar days, today in
 * Bangkok and the statement periods. Pure and read only by the statement remote's page chunks, so,
 * like `shared-kernel/thai-date`, it is not shared through federation and stays off every first load.
 */
export * from './calendar-date';
export * from './bangkok-time';
export * from './statement-period';
