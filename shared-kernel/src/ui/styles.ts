import { ensureFeatureStyles } from './feature-styles';
import { fontFaces } from './font';

/** The design system in one small stylesheet: yellow primary, outline secondary, orange warning. */
const css = `
:root{--yellow:#ffc20e;--yellow-dark:#e0a800;--orange:#f26b1d;--ink:#222;--muted:#6b6b6b;--line:#e3e3e3;--bg:#f6f6f6;--danger:#d0021b;--green:#1e9e5a;--radius:12px}
*{box-sizing:border-box}
html,body{margin:0;padding:0;background:#fff;color:var(--ink);font:16px/1.5 Sarabun,'Noto Sans Thai',Tahoma,sans-serif;-webkit-text-size-adjust:100%}
#root{max-width:450px;margin:0 auto;min-height:100vh;position:relative}
.k-page{display:flex;flex-direction:column;min-height:100vh;padding:24px 20px calc(20px + env(safe-area-inset-bottom))}
.k-page__body{flex:1}
.k-page__title{font-size:22px;font-weight:600;margin:0 0 12px}
.k-page__footer{display:flex;flex-direction:column;gap:12px;padding-top:20px}
.k-text-muted{color:var(--muted)}
.k-btn{display:block;width:100%;min-height:48px;border-radius:24px;border:1px solid transparent;font:inherit;font-weight:600;cursor:pointer;padding:10px 16px;text-align:center;text-decoration:none}
.k-btn--primary{background:var(--yellow);color:var(--ink)}
.k-btn--secondary{background:#fff;color:var(--ink);border-color:var(--ink)}
.k-btn--warning{background:var(--orange);color:#fff}
.k-btn:disabled,.k-btn[aria-disabled=true]{background:#d9d9d9;color:#8c8c8c;border-color:#d9d9d9;cursor:not-allowed}
.k-btn:focus-visible,.k-field input:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
.k-field{display:flex;flex-direction:column;gap:4px;margin-bottom:16px}
.k-field label{font-weight:600}
.k-field input{font:inherit;padding:12px;border:1px solid var(--line);border-radius:8px;min-height:48px}
.k-field input[aria-invalid=true]{border-color:var(--danger)}
.k-field__error{color:var(--danger);font-size:14px}
.k-overlay{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;z-index:100;padding:24px}
.k-dialog{background:#fff;border-radius:16px;max-width:360px;width:100%;padding:24px;text-align:center}
.k-dialog h2{font-size:18px;margin:8px 0}
.k-dialog p{margin:0 0 16px;color:var(--muted)}
.k-dialog__actions{display:flex;flex-direction:column;gap:10px}
.k-icon{width:56px;height:56px;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;font-size:30px;font-weight:700;border:0;background:none;padding:0}
.k-icon--alert{background:#fff3d6;color:var(--yellow-dark)}
.k-icon--suspend{background:#fde3d4;color:var(--orange)}
.k-icon--success{background:#def5e8;color:var(--green)}
.k-spinner{width:48px;height:48px;border:5px solid rgba(255,255,255,.5);border-top-color:var(--yellow);border-radius:50%;animation:k-spin 0.8s linear infinite}
@keyframes k-spin{to{transform:rotate(360deg)}}
.k-result{display:flex;flex-direction:column;align-items:center;text-align:center;gap:8px;padding-top:48px}
.k-result h1{font-size:20px;margin:8px 0 0}
.k-result p{margin:0;color:var(--muted)}
.k-choices{display:grid;grid-template-columns:1fr 1fr;gap:10px;list-style:none;margin:16px 0 0;padding:0}
.k-choice{display:flex;gap:8px;align-items:center;border:1px solid var(--line);border-radius:var(--radius);padding:10px;min-height:56px;cursor:pointer}
.k-choice--on{border-color:var(--yellow-dark);background:#fff8e0}
.k-choice input{width:20px;height:20px;flex:none;accent-color:var(--yellow-dark)}
.k-sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (prefers-reduced-motion:reduce){.k-spinner{animation-duration:3s}}
`;

/** Injected once by whichever shell boots first (host or a remote's standalone shell). */
export function ensureKernelStyles(doc: Document = document): void {
  ensureFeatureStyles('kernel-styles', fontFaces + css, doc);
}
