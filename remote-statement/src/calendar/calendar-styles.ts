import { useFeatureStyles } from 'shared-kernel';

/**
 * Layout of the calendar popup only; colours come from the kernel's design tokens. A day is 44 px
 * across where the popup has room, and shrinks with it on a 320 px phone, so Saturday stays on screen.
 * On a phone narrower than 360 px the popup gives the week more of the screen: it comes within
 * --space-2 of the screen's edges and pads its sides by --space-2, so a day is 41 px across at
 * 320 px, not 34, and at the phone's largest text (200 %) each day number and weekday still keeps
 * clear of the next ('10' beside '11', not '1011').
 */
const css = `
.st-cal{background:var(--raised);border-radius:16px;width:100%;padding:var(--space-4)}
.st-cal__head{display:flex;align-items:center;justify-content:space-between;margin-bottom:8px}
.st-cal__head h2{font-size:var(--text-lg);margin:0}
.st-cal__arrow{width:44px;height:44px;border-radius:50%;border:0;background:none;color:var(--ink);display:flex;align-items:center;justify-content:center;cursor:pointer}
.st-cal__arrow:disabled{color:var(--faint);cursor:not-allowed}
.st-cal__grid{display:grid;grid-template-columns:repeat(7,minmax(0,44px));justify-content:space-between;row-gap:4px}
.st-cal__weekday{text-align:center;font-size:var(--text-sm);color:var(--muted)}
.st-cal__day{width:100%;aspect-ratio:1;border-radius:50%;border:0;background:none;color:var(--ink);font:inherit;display:flex;align-items:center;justify-content:center;cursor:pointer;padding:0}
.st-cal__day:disabled,.st-cal__day--outside{color:var(--faint);cursor:default}
.st-cal__day[aria-pressed=true]{background:var(--yellow);color:var(--on-yellow);font-weight:600}
.st-cal__day[aria-current=date]{box-shadow:inset 0 0 0 1px var(--ink)}
.st-cal__foot{display:flex;gap:var(--space-3);margin-top:var(--space-4)}
@media (max-width:359px){.st-cal-modal:not(.k-modal--inline){max-width:calc(100vw - 2 * var(--space-2))}.k-modal--inline.st-cal-modal{padding-inline:var(--space-2)}.st-cal{padding-inline:var(--space-2)}}
`;

export function useCalendarStyles(): void {
  useFeatureStyles('statement-calendar-styles', css);
}
