interface DevtoolsHook {
  renderers?: Map<number, unknown>;
  inject(renderer: unknown): number;
}

/**
 * Development only. React Refresh's stand-in devtools hook does not remember renderers, so a remote's refresh
 * runtime, arriving after React DOM, would never find it and its hot updates would not re-render. Remember them.
 */
export function rememberReactRenderers() {
  const hook = (window as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: DevtoolsHook }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
  if (!hook?.renderers) return;
  const inject = hook.inject;
  const renderers = hook.renderers;
  hook.inject = function (this: DevtoolsHook, renderer: unknown) {
    const id = inject.call(this, renderer);
    if (!renderers.has(id)) renderers.set(id, renderer);
    return id;
  };
}
