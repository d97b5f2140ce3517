// Tests only: the page's route map as the host's server writes it (docs/remote-screens.md, "Whose route it is").

/** Puts `remoteRoutes` into this document as the server does (a test removes `#remote-routes` after). */
export function pageNamesRemoteRoutes(remoteRoutes: object): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'remote-routes';
  element.textContent = JSON.stringify(remoteRoutes);
  document.head.append(element);
}
