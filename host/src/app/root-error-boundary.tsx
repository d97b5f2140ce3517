import { Component, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, PATHS, useKernelTexts } from 'shared-kernel';
import { ErrorPage } from '../pages/errors/error-page';

interface BoundaryProps {
  /** A new location (the customer went back) gives the app another chance to draw. */
  resetKey: string;
  fallback: ReactNode;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[host] a page or overlay failed while drawing', error);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The router names the first screen opened in this window 'default': there is nothing to go back to. */
const FIRST_SCREEN_KEY = 'default';

function DrawFailurePage() {
  const { BUTTONS, PAGE_TEXTS } = useKernelTexts();
  const navigate = useNavigate();
  const { key } = useLocation();
  const goBack = () => (key === FIRST_SCREEN_KEY ? navigate(PATHS.entry, { replace: true }) : navigate(-1));
  return (
    <ErrorPage
      page={PATHS.generalError}
      title={PAGE_TEXTS.generalError.title}
      description={PAGE_TEXTS.generalError.description}
      before={
        <Button variant="secondary" onClick={goBack}>
          {BUTTONS.back}
        </Button>
      }
    />
  );
}

/**
 * Around every host page and global overlay (remote routes also have their own boundary): a
 * component that throws while drawing shows the Thai error page with a way back, never a white
 * screen.
 */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <Boundary resetKey={location.key} fallback={<DrawFailurePage />}>
      {children}
    </Boundary>
  );
}
