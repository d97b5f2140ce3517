import { useFeatureStyles } from 'shared-kernel';

/** The few layouts the kernel's classes do not cover, injected once by the first page that needs them. */
const css = `
.reg-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:10px}
.reg-account{border:1px solid var(--line);border-radius:var(--radius);padding:12px 14px;display:flex;flex-direction:column;gap:8px}
.reg-account__head{display:flex;justify-content:space-between;gap:8px;align-items:center}
.reg-account__number{font-weight:600;font-variant-numeric:tabular-nums;white-space:nowrap}
.reg-account__row{display:flex;justify-content:space-between;align-items:center;gap:8px}
.reg-link{background:none;border:0;padding:4px 0;font:inherit;color:var(--link);text-decoration:underline;cursor:pointer}
.reg-link--danger{color:var(--danger)}
.reg-link:disabled{color:var(--muted);text-decoration:none;cursor:not-allowed}
.reg-switch{display:inline-flex;align-items:center;gap:8px}
.reg-switch input{width:44px;height:24px;accent-color:var(--green)}
.reg-frame{width:100%;min-height:70vh;border:0;background:var(--frame)}
.reg-captcha-frame{width:100%;height:260px;border:0;border-radius:8px;background:var(--frame)}
.reg-captcha-status:empty{margin:0}
.reg-detail{margin:0;display:grid;grid-template-columns:auto 1fr;gap:8px 16px}
.reg-detail dt{color:var(--muted)}
.reg-detail dd{margin:0;font-weight:600}
`;

export function useRegistrationStyles(): void {
  useFeatureStyles('registration-styles', css);
}
