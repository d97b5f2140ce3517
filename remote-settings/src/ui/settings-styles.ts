import { ensureFeatureStyles } from 'shared-kernel';

// Only what the kernel's classes do not cover: the menu list, the consent frame, the survey picker.
const css = `
.set-menu{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:12px}
.set-frame{display:block;width:100%;height:calc(100vh - 140px);min-height:420px;border:0}
.set-survey-group{border:0;margin:16px 0 0;padding:0;min-width:0}
.set-survey{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:1fr 1fr;gap:10px}
.set-survey label{display:flex;align-items:center;gap:8px;min-height:56px;padding:8px 12px;border:1px solid var(--line);border-radius:var(--radius);cursor:pointer}
.set-survey input{width:20px;height:20px;accent-color:var(--yellow-dark);flex:none}
.set-survey label:has(input:checked){border-color:var(--yellow-dark);background:#fff8e1}
.set-notice{display:flex;flex-direction:column;gap:12px;padding-top:24px;text-align:center}
`;

export function ensureSettingsStyles(): void {
  ensureFeatureStyles('settings-styles', css);
}
