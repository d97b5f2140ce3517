import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  acceptTerms,
  Button,
  fetchTerms,
  Page,
  patchRegistrationAtom,
  PATHS,
  registrationAtom,
  useErrorHandler,
  useVisitLoad,
  withLoading,
} from 'shared-kernel';
import { useGoBack } from 'shared-kernel/go-back';
import { useKernelTexts } from 'shared-kernel/language';
import { useOneAtATime } from 'shared-kernel/one-at-a-time';
import { useStillHere } from 'shared-kernel/still-here';
import { useTermsTexts } from '../../texts/landing-catalogue';
import { useLandingStyles } from '../../ui/landing-styles';
import { isScrolledToEnd } from './scroll-gate';

/** /terms-and-conditions: the checkbox unlocks only once the whole text has been scrolled through. */
export default function TermsPage() {
  const TEXT = useTermsTexts();
  const { BUTTONS } = useKernelTexts();
  useLandingStyles();
  const navigate = useNavigate();
  // The landing is the screen behind: going back to it, not stacking it again, keeps the phone's back in step.
  const back = useGoBack(PATHS.register);
  const handleError = useErrorHandler();
  const { terms, termsId } = useAtomValue(registrationAtom);
  const patch = useSetAtom(patchRegistrationAtom);
  const [readToEnd, setReadToEnd] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const stillHere = useStillHere();

  const load = useVisitLoad(fetchTerms, {
    onLoaded: ({ id, content }) => patch({ terms: content, termsId: id }),
    onFailed: (error) => void handleError(error),
  });

  // A text short enough to fit without scrolling counts as read.
  useEffect(() => {
    if (terms && boxRef.current && isScrolledToEnd(boxRef.current)) setReadToEnd(true);
  }, [terms]);

  const onScroll = useCallback((event: UIEvent<HTMLDivElement>) => {
    if (isScrolledToEnd(event.currentTarget)) setReadToEnd(true);
  }, []);

  // The spinner's overlay stops a second tap, not a second Enter on the focused button: one acceptance at a time.
  const next = useOneAtATime(async () => {
    if (termsId === null) return;
    try {
      await withLoading(() => acceptTerms(termsId));
      if (stillHere()) navigate(PATHS.info);
    } catch (error) {
      if (stillHere()) await handleError(error);
    }
  });

  return (
    <Page
      title={TEXT.title}
      footer={
        <>
          {/* Without the terms there is nothing to read or accept: the customer asks for them again. */}
          {load.failed ? <Button onClick={load.retry}>{BUTTONS.retry}</Button> : null}
          <Button disabled={!accepted || termsId === null} onClick={() => void next()}>
            {BUTTONS.next}
          </Button>
          <Button variant="secondary" onClick={back}>
            {BUTTONS.back}
          </Button>
        </>
      }
    >
      <div ref={boxRef} className="reg-scroll-box" role="document" aria-label={TEXT.documentLabel} tabIndex={0} onScroll={onScroll}>
        {/* The bank's terms, in Thai whatever the screen's language (docs/behaviour.md#language). */}
        <div lang="th">{terms}</div>
      </div>
      <label className={`reg-check${readToEnd ? '' : ' reg-check--disabled'}`}>
        <input
          type="checkbox"
          checked={accepted}
          disabled={!readToEnd}
          // A locked box says why, where a screen reader meets it.
          aria-describedby={readToEnd ? undefined : 'reg-terms-scroll-hint'}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        <span>{TEXT.accept}</span>
      </label>
      {readToEnd ? null : (
        <p id="reg-terms-scroll-hint" className="k-text-muted">
          {TEXT.scrollHint}
        </p>
      )}
    </Page>
  );
}
