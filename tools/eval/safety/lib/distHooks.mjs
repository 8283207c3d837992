// A module resolve hook for plain Node: the libs' dist/ files are tsc output with extensionless
// relative imports (`./core/mentorTurn`), written for bundlers (the API is built by Vite). When such a
// specifier does not resolve, `.js` and then `/index.js` are tried. Registered by offline.mjs only, to
// import the built safety layer in this process; nothing else is changed.
export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    const relative = specifier.startsWith('./') || specifier.startsWith('../');
    if (!relative || /\.[cm]?js$/.test(specifier) || (error?.code !== 'ERR_MODULE_NOT_FOUND' && error?.code !== 'ERR_UNSUPPORTED_DIR_IMPORT')) throw error;
    for (const suffix of ['.js', '/index.js']) {
      try {
        return await nextResolve(`${specifier}${suffix}`, context);
      } catch {
        // try the next form
      }
    }
    throw error;
  }
}
