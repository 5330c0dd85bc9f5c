/**
 * The nonce the server wrote into this copy of index.html. The Content-Security-Policy allows no inline
 * style but those carrying it, and Mantine writes `<style>` elements at run time (theme variables,
 * responsive props, and the scroll lock of modals through react-remove-scroll).
 */
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';

// react-remove-scroll takes its nonce from get-nonce, which falls back to this global.
(globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce || undefined;

export const styleNonce = () => nonce;
