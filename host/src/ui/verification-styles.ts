import { useFeatureStyles } from 'shared-kernel';

/**
 * The few styles only the host's verification screens use (OTP, the bank app, the lock); the
 * kernel's stylesheet holds the rest. Each of those screens asks for them, so they ride in their
 * page chunks, not in every start-up.
 */
const css = `
.otp{position:relative;margin:24px 0 12px}
.otp__boxes{display:flex;gap:8px;list-style:none;margin:0;padding:0}
.otp__box{flex:1;height:56px;border:1px solid var(--muted);border-radius:8px;display:flex;align-items:center;justify-content:center;font-size:24px;font-weight:600;background:var(--surface)}
.otp:focus-within .otp__box[aria-current=true]{border-color:var(--ink);box-shadow:0 0 0 2px var(--yellow)}
.otp--disabled .otp__box{background:var(--bg);color:var(--muted)}
.otp__input{position:absolute;inset:0;z-index:1;width:100%;height:100%;border:0;background:transparent;color:transparent;-webkit-text-fill-color:transparent;caret-color:transparent;font-size:16px;outline:none}
.otp__input:disabled{cursor:not-allowed}
.verify-note{color:var(--muted);margin:4px 0}
.verify-note--alert{color:var(--danger)}
.verify-link{background:none;border:0;padding:8px 0;font:inherit;font-weight:600;color:var(--ink);text-decoration:underline;cursor:pointer}
.verify-nowrap{white-space:nowrap}
.k-result h2{font-size:var(--text-lg);font-weight:600;margin:var(--space-2) 0 0}
.verify-countdown-label{display:flex;align-items:center;gap:var(--space-2)}
.verify-countdown{font-size:32px;font-weight:700;letter-spacing:2px;margin:8px 0}
`;

export function useVerificationStyles(): void {
  useFeatureStyles('verification-styles', css);
}
