import { useFeatureStyles } from 'shared-kernel';

/**
 * The landing's two rules, apart from the rest of the remote's (registration-styles.ts): the
 * landing is the first screen a new customer downloads, and it needs nothing else.
 */
const css = `
.landing-blurbs h2{font-size:var(--text-lg);margin:0 0 var(--space-1)}
.landing-blurbs p{margin:0}
`;

export function useLandingStyles(): void {
  useFeatureStyles('landing-styles', css);
}
