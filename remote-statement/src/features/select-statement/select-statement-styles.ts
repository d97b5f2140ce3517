import { useFeatureStyles } from 'shared-kernel';

/**
 * Layout of the statement form only; fields and buttons use the kernel's classes. The two date
 * fields sit side by side while each has room for a whole date and its placeholder (8em; an
 * English '27 Nov 2026' needs 10em), and one above the other on a narrower phone or when the
 * phone's text is enlarged, so a date is never cut.
 */
const css = `
.st-account{background:var(--bg);border-radius:var(--radius);padding:12px 16px;margin-bottom:12px}
.st-account p{margin:0}
.st-account__number{font-size:20px;font-weight:600}
.st-dates{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,8em),1fr));gap:0 12px}
:lang(en) .st-dates{grid-template-columns:repeat(auto-fit,minmax(min(100%,10em),1fr))}
.st-dates input{width:100%}
.st-dates input[aria-haspopup]{cursor:pointer}
`;

export function useStatementFormStyles(): void {
  useFeatureStyles('statement-form-styles', css);
}
