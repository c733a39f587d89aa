import { act } from "@testing-library/react";
import type { RemoteProps } from "../core/contract";
import { reactLifecycles } from "./react-lifecycles";

const Section = ({ name }: RemoteProps) => <h1>{name} is here</h1>;
/** Mounts as single-spa does, letting React render (in tests React renders inside `act`). */
async function mounted(lifecycles: ReturnType<typeof reactLifecycles>, props: RemoteProps) {
  const mounting = lifecycles.mount(props);
  await act(async () => {});
  await mounting;
}

const propsFor = (name: string, domElement: HTMLElement) => ({ name, domElement }) as unknown as RemoteProps;

test("mount renders the section into the element the shell gives and resolves once it is on screen; unmount empties it", async () => {
  const host = document.createElement("div");
  document.body.append(host);
  const lifecycles = reactLifecycles(Section);
  await lifecycles.bootstrap(propsFor("mf-club", host));
  await mounted(lifecycles, propsFor("mf-club", host));
  expect(host.textContent).toBe("mf-club is here");
  await act(() => lifecycles.unmount(propsFor("mf-club", host)));
  expect(host.textContent).toBe("");
  // Mounted again (the user came back), it renders afresh into the same element.
  await mounted(lifecycles, propsFor("mf-club", host));
  expect(host.querySelectorAll("h1")).toHaveLength(1);
  await act(() => lifecycles.unmount(propsFor("mf-club", host)));
});

test("without an element from the shell it renders into single-spa's usual container", async () => {
  const lifecycles = reactLifecycles(Section);
  await mounted(lifecycles, { name: "mf-auth" } as unknown as RemoteProps);
  expect(document.getElementById("single-spa-application:mf-auth")?.textContent).toBe("mf-auth is here");
  await act(() => lifecycles.unmount({ name: "mf-auth" } as unknown as RemoteProps));
});
