import { useTransition } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Icon, Page, type IconName } from 'shared-kernel';
import { LanguageSwitch, useKernelTexts } from 'shared-kernel/language';
import { useLandingTexts } from '../../texts/landing-catalogue';
import { useLandingStyles } from '../../ui/landing-styles';
import { OWN_PATHS } from '../../own-paths';

/** One icon per blurb, in the catalogue's order: notifications, statement by e-mail, safe verification. */
const BLURB_ICONS: readonly IconName[] = ['bankApp', 'email', 'lock'];

/** /register and /verify: three feature blurbs, then Next to the terms. */
export default function LandingPage() {
  useLandingStyles();
  const navigate = useNavigate();
  const TEXT = useLandingTexts();
  const { BUTTONS } = useKernelTexts();
  // The terms screen's code comes with this one (pages.ts), and the route still waits a moment
  // for it: as a transition, this screen stays up meanwhile instead of the route's loading
  // screen, which React keeps up for at least 300 ms once shown.
  const [leaving, leave] = useTransition();
  const next = () => leave(() => navigate(OWN_PATHS.termsAndConditions));
  return (
    <Page
      title={TEXT.title}
      footer={
        <Button onClick={next} disabled={leaving} aria-busy={leaving}>
          {BUTTONS.next}
        </Button>
      }
    >
      <p className="k-text-muted">{TEXT.intro}</p>
      <ul className="k-blurbs landing-blurbs">
        {TEXT.blurbs.map((blurb, index) => (
          <li key={blurb.title}>
            <span className="k-icon k-icon--alert">
              <Icon name={BLURB_ICONS[index] ?? 'success'} />
            </span>
            <div>
              <h2>{blurb.title}</h2>
              <p className="k-text-muted">{blurb.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <LanguageSwitch />
    </Page>
  );
}
