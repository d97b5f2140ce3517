// Types of ./scrub-personal-data.js for the TypeScript that uses it (the sandbox's report collector).

export function scrubPersonalData(text: string): string;
