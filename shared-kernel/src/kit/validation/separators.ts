/**
 * Number fields are shown with dashes (1-2345-67890-12-3), and pasted values often carry
 * spaces. Only those separators are dropped: a letter or any other character makes the value
 * wrong instead of being silently ignored.
 */
export function stripSeparators(value: string): string {
  return value.replace(/[\s-]/g, '');
}
