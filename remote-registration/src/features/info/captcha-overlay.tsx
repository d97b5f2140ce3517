import { useEffect, useMemo, useRef } from 'react';
import { Button, ModalDialog } from 'shared-kernel';
import { useKernelTexts } from 'shared-kernel/language';
import { CAPTCHA_FRAME_SANDBOX, captchaPageUrl, isAllowedFrameUrl, originOf } from 'shared-kernel/consent-frames';
import { useRegistrationTexts } from '../../texts/catalogue';

function tokenFrom(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, token } = data as { type?: unknown; token?: unknown };
  return type === 'captcha-token' && typeof token === 'string' && token !== '' ? token : null;
}

interface CaptchaOverlayProps {
  onToken: (token: string) => void;
  onCancel: () => void;
  /** The page has accepted a token and closes the overlay shortly. */
  solved: boolean;
}

/**
 * The captcha page in a frame over /info. Only a message from the captcha frame's own window
 * AND the captcha page's origin counts: any other window (another frame, or a popup that page
 * opened) could otherwise post a forged token.
 */
export function CaptchaOverlay({ onToken, onCancel, solved }: CaptchaOverlayProps) {
  const TEXT = useRegistrationTexts().info;
  const { BUTTONS } = useKernelTexts();
  const src = useMemo(() => captchaPageUrl(window.location.origin), []);
  const frameable = isAllowedFrameUrl(src);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const captchaOrigin = originOf(src);
    if (!frameable || !captchaOrigin) return undefined;
    const listener = (event: MessageEvent) => {
      if (event.origin !== captchaOrigin) return;
      if (!event.source || event.source !== frame.current?.contentWindow) return;
      const token = tokenFrom(event.data);
      if (!token) return;
      onToken(token);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [src, frameable, onToken]);

  return (
    // Esc is the cancel button; once solved the page closes it and Esc does nothing.
    <ModalDialog labelledBy="reg-captcha-title" onCancel={solved ? undefined : onCancel}>
      <div className="k-dialog">
        <h2 id="reg-captcha-title">{TEXT.captchaTitle}</h2>
        {frameable ? (
          <iframe ref={frame} className="reg-captcha-frame" title={TEXT.captchaTitle} src={src} sandbox={CAPTCHA_FRAME_SANDBOX} />
        ) : (
          <p>{TEXT.captchaUnavailable}</p>
        )}
        {/* There from the opening, empty (and taking no room): a screen reader announces a change to a live region it knows. */}
        <p className="reg-captcha-status" role="status">
          {solved ? TEXT.captchaDone : null}
        </p>
        {solved ? null : (
          <div className="k-dialog__actions">
            <Button variant="secondary" onClick={onCancel}>
              {BUTTONS.cancel}
            </Button>
          </div>
        )}
      </div>
    </ModalDialog>
  );
}
