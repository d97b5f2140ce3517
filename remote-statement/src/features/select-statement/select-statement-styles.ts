import { useFeatureStyles } from 'shared-kernel';

/**
 * Layout of the statement form only; fields and buttons use the kernel's classes. An English date
 * ('27 Nov 2026') and its placeholder need a wider field than the Thai: the two fields stand side
 * by side where both fit whole, one above the other on a narrower phone.
 */
const css = `
.st-account{background:var(--bg);border-radius:var(--radius);padding:12px 16px;margin-bottom:12px}
.st-account p{margin:0}
.st-account__number{font-size:20px;font-weight:600}
.st-dates{display:grid;grid-template-columns:1fr 1fr;gap:12px}
:lang(en) .st-dates{grid-template-columns:repeat(auto-fit,minmax(158px,1fr))}
.st-dates input{width:100%}
.st-dates input[aria-haspopup]{cursor:pointer}
`;

export function useStatementFormStyles(): void {
  useFeatureStyles('statement-form-styles', css);
}
