import { type ComponentType, useLayoutEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import type { RemoteProps } from "../core/contract";

/**
 * Where a remote renders: the element the shell keeps for it (`domElement`), else one with single-spa's usual id,
 * made at the end of the page if there is none.
 */
function elementFor(props: { name: string; domElement?: HTMLElement }): HTMLElement {
  if (props.domElement) return props.domElement;
  const id = `single-spa-application:${props.name}`;
  const found = document.getElementById(id);
  if (found) return found;
  const made = document.createElement("div");
  made.id = id;
  document.body.append(made);
  return made;
}

/** Calls back once React has committed the first render, so a mount resolves when there is something on screen. */
function Rendered({ onRendered }: { onRendered: () => void }) {
  useLayoutEffect(() => onRendered(), [onRendered]);
  return null;
}

/** A remote's three single-spa lifecycles, each one function. */
export interface ReactLifecycles {
  bootstrap(props: RemoteProps): Promise<void>;
  mount(props: RemoteProps): Promise<void>;
  unmount(props: RemoteProps): Promise<void>;
}

/**
 * A remote's single-spa lifecycles for a React 19 root: each mount renders `Component` with single-spa's props into
 * the element the shell gives (`domElement`) and resolves once React committed it; unmount removes that root. This is
 * the part of single-spa-react the platform uses, without its 2.4 KiB gzip on every first page.
 */
export function reactLifecycles(Component: ComponentType<RemoteProps>): ReactLifecycles {
  const roots = new Map<string, Root>();
  return {
    bootstrap: async () => {},
    mount: (props: RemoteProps) =>
      new Promise<void>((resolve) => {
        roots.get(props.name)?.unmount();
        const root = createRoot(elementFor(props));
        roots.set(props.name, root);
        root.render(
          <>
            {/* single-spa adds its own props (mountParcel, singleSpa): the component reads what it declares. */}
            <Component {...props} />
            <Rendered onRendered={resolve} />
          </>,
        );
      }),
    unmount: async (props: RemoteProps) => {
      roots.get(props.name)?.unmount();
      roots.delete(props.name);
    },
  };
}
