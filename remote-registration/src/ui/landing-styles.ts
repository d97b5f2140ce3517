import { useFeatureStyles } from 'shared-kernel';

/**
 * The landing's and the terms screen's rules, apart from the rest of the remote's
 * (registration-styles.ts): the two come in the first chunk a new customer downloads (pages.ts),
 * and they need nothing else. A rule a line, each ended by a line continuation (`\`): the rules
 * ship without line breaks.
 */
const css = `\
.landing-blurbs h2{font-size:var(--text-lg);margin:0 0 var(--space-1)}\
.landing-blurbs p{margin:0}\
.reg-scroll-box{max-height:55vh;overflow-y:auto;border:1px solid var(--line);border-radius:8px;padding:12px 14px;background:var(--bg);white-space:pre-wrap}\
.reg-check{display:flex;gap:10px;align-items:flex-start;margin:16px 0}\
.reg-check input{width:22px;height:22px;margin:2px 0 0;flex:none}\
.reg-check--disabled{color:var(--muted)}\
`;

export function useLandingStyles(): void {
  useFeatureStyles('landing-styles', css);
}
