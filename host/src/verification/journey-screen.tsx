import { useEffect, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from 'shared-kernel';
import { useVerificationContext } from './use-verification-context';

/**
 * A verification screen that serves a journey. A service screen with no flow means the settings
 * menu ended the journey (the phone's back to the menu then forward, or back from a cancelled
 * service): there is nothing to verify for and no code to send, so the menu opens at once in place
 * of this entry, and none of the screen's own code runs (docs/behaviour.md#flows). Each such page
 * exports itself through this.
 */
export function journeyScreen(Screen: ComponentType): ComponentType {
  return function JourneyScreen() {
    const { flow, mode } = useVerificationContext();
    const ended = mode === 'service' && flow === null;
    const navigate = useNavigate();
    useEffect(() => {
      if (ended) navigate(PATHS.setting, { replace: true });
    }, [ended, navigate]);
    return ended ? null : <Screen />;
  };
}
