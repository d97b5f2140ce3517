import { ensureFeatureStyles } from 'shared-kernel';

/** Layout of the statement form only; fields and buttons use the kernel's classes. */
const css = `
.st-account{background:var(--bg);border-radius:var(--radius);padding:12px 16px;margin-bottom:12px}
.st-account p{margin:0}
.st-account__number{font-size:20px;font-weight:600}
.st-choices{border:0;margin:0 0 16px;padding:0}
.st-choices legend{font-weight:600;margin-bottom:4px;padding:0}
.st-choices label{display:flex;align-items:center;gap:8px;min-height:44px}
.st-choices input{width:20px;height:20px;accent-color:var(--yellow-dark)}
.st-dates{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.st-dates input{width:100%}
.st-dates input[aria-haspopup]{cursor:pointer}
`;

export function ensureStatementFormStyles(): void {
  ensureFeatureStyles('statement-form-styles', css);
}
