import type { Plugin, ResolveModulePreloadDependenciesFn, Rolldown } from 'vite';

/**
 * Vite lists, for every `import()`, all the chunks the imported chunk needs, so that they
 * download together. Chunks the importing chunk itself imports statically are listed too,
 * though they are already loaded by the time its code runs: for the entry and its ~100 lazy
 * pages that was 7 KB (gzipped) of file names in every first load. This keeps only the chunks
 * that may still be missing.
 */
export function preloadOnlyMissing() {
  let bundle: Rolldown.OutputBundle | undefined;
  const closures = new Map<string, Set<string>>();
  /** The chunks `file` imports statically, directly or not: loaded before its code runs. */
  const loadedWith = (file: string): Set<string> => {
    let loaded = closures.get(file);
    if (loaded) return loaded;
    loaded = new Set();
    const visit = (name: string) => {
      const chunk = bundle?.[name];
      if (chunk?.type !== 'chunk') return;
      for (const dep of chunk.imports) {
        if (loaded!.has(dep)) continue;
        loaded!.add(dep);
        visit(dep);
      }
    };
    visit(file);
    closures.set(file, loaded);
    return loaded;
  };
  const plugin: Plugin = {
    name: 'simmer-chunk-graph',
    apply: 'build',
    // Runs before Vite writes the preload lists (its own generateBundle comes later).
    generateBundle(_options, output) {
      bundle = output;
      closures.clear();
    },
  };
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (_file, deps, { hostId }) => {
    if (!bundle?.[hostId]) return deps;
    const loaded = loadedWith(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
