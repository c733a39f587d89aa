/**
 * The DOM the remotes mount into. It lives outside React's tree (React never reconciles a remote's nodes) and is
 * attached to the content area once it renders. One container per remote keeps their roots apart.
 */
export interface RemoteHost {
  element: HTMLElement;
  containerFor(name: string): HTMLElement;
}

export function createRemoteHost(): RemoteHost {
  const element = document.createElement("div");
  element.dataset.remoteHost = "";
  return {
    element,
    containerFor(name) {
      const id = `single-spa-application:${name}`;
      let container = element.querySelector<HTMLElement>(`[id="${id}"]`);
      if (!container) {
        container = document.createElement("div");
        container.id = id;
        element.append(container);
      }
      return container;
    },
  };
}
