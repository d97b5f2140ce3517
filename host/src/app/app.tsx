import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { GlobalOverlays, isProduction, PATHS, RouteAnnouncer, type RuntimeConfig } from 'shared-kernel';
import { DebugPanel } from '../debug/debug-panel';
import { NextScreens } from '../federation/next-screens';
import { SandboxFault } from '../debug/sandbox-fault';
import { AppRoutes } from './app-routes';
import { RootErrorBoundary } from './root-error-boundary';
import { beginSession } from './session';
import { useNetworkStatus } from './use-network-status';

/** Token exchange and flags run beside the first paint; a failed exchange ends on /general-error. */
function SessionStarter({ config }: { config: RuntimeConfig }) {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void beginSession(config).then((ok) => {
      if (active && !ok) navigate(PATHS.generalError, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [config, navigate]);
  return null;
}

function NetworkStatus() {
  useNetworkStatus();
  return null;
}

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <BrowserRouter>
      <SessionStarter config={config} />
      <NetworkStatus />
      <RootErrorBoundary>
        <AppRoutes />
        <RouteAnnouncer />
        <NextScreens />
        <GlobalOverlays />
        <DebugPanel />
        {config.liffMock && !isProduction(config) ? <SandboxFault /> : null}
      </RootErrorBoundary>
    </BrowserRouter>
  );
}
