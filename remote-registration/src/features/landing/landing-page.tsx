import { useNavigate } from 'react-router-dom';
import { Button, BUTTONS, Page, PATHS } from 'shared-kernel';
import { REGISTRATION_TEXTS } from '../../texts/th';
import { useRegistrationStyles } from '../../ui/registration-styles';

const TEXT = REGISTRATION_TEXTS.landing;

/** /register and /verify: three feature blurbs, then Next to the terms. */
export default function LandingPage() {
  useRegistrationStyles();
  const navigate = useNavigate();
  return (
    <Page
      title={TEXT.title}
      footer={<Button onClick={() => navigate(PATHS.termsAndConditions)}>{BUTTONS.next}</Button>}
    >
      <p className="k-text-muted">{TEXT.intro}</p>
      <ul className="landing-blurbs">
        {TEXT.blurbs.map((blurb) => (
          <li key={blurb.title}>
            <h2>{blurb.title}</h2>
            <p className="k-text-muted">{blurb.text}</p>
          </li>
        ))}
      </ul>
    </Page>
  );
}
