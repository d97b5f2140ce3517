import { ensureFeatureStyles } from 'shared-kernel';

/** Layout of the calendar popup only; colours come from the kernel's design tokens. */
const css = `
.st-cal{background:#fff;border-radius:16px;width:100%;max-width:360px;padding:16px}
.st-cal__head{display:flex;align-items:center;justify-content:space-between;margin-bottom:8px}
.st-cal__head h2{font-size:18px;margin:0}
.st-cal__arrow{width:44px;height:44px;border-radius:50%;border:0;background:none;font:inherit;font-size:22px;cursor:pointer}
.st-cal__arrow:disabled{color:#c4c4c4;cursor:not-allowed}
.st-cal__grid{display:grid;grid-template-columns:repeat(7,44px);justify-content:space-between;row-gap:4px}
.st-cal__weekday{text-align:center;font-size:14px;color:var(--muted)}
.st-cal__day{width:44px;height:44px;border-radius:50%;border:0;background:none;font:inherit;display:flex;align-items:center;justify-content:center;cursor:pointer;padding:0}
.st-cal__day:disabled,.st-cal__day--outside{color:#c4c4c4;cursor:default}
.st-cal__day[aria-pressed=true]{background:var(--yellow);font-weight:600}
.st-cal__foot{display:flex;gap:12px;margin-top:16px}
`;

export function ensureCalendarStyles(): void {
  ensureFeatureStyles('statement-calendar-styles', css);
}
