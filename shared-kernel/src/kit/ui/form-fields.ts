/**
 * The kernel's `shared-kernel/form-fields` entry point: the form controls. Only the page chunks
 * with a form import them, so they stay off every first load (the main entry is shared whole).
 */
export { TextField } from './text-field';
export { RadioGroup } from './radio-group';
export { EnterForm } from './enter-form';
export { useComposedText } from './use-composed-text';
