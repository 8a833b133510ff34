import { useEffect, useState } from 'react';
import type { renderFormula } from './katex-render.js';

interface Renderer {
  renderFormula: typeof renderFormula;
}

let loaded: Renderer | null = null;
let loading: Promise<Renderer> | null = null;

/** Starts loading the renderer chunk once; every caller shares the same promise. */
export function loadRenderer(): Promise<Renderer> {
  loading ??= import('./katex-render.js').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/** The formula renderer, or null until its chunk has loaded (it starts loading on first use). */
export function useKatex(): Renderer | null {
  const [renderer, setRenderer] = useState<Renderer | null>(loaded);
  useEffect(() => {
    if (renderer) return;
    let live = true;
    loadRenderer().then(
      (module) => {
        if (live) setRenderer(module);
      },
      () => {
        // Offline or a failed chunk: the formula's source stays on screen, which still reads correctly.
      },
    );
    return () => {
      live = false;
    };
  }, [renderer]);
  return renderer;
}
