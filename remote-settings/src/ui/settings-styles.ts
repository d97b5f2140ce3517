import { useFeatureStyles } from 'shared-kernel';

// Only what the kernel's classes do not cover: the consent frame and notices.
const css = `
.set-frame{display:block;width:100%;height:calc(100vh - 140px);min-height:420px;border:0}
.set-notice{display:flex;flex-direction:column;gap:12px;padding-top:24px;text-align:center}
`;

export function useSettingsStyles(): void {
  useFeatureStyles('settings-styles', css);
}
