// The key of hooks/remember-list-address.ts.
const LIST_ADDRESS_STORAGE_KEY = 'backline:opportunities-list';

// Issue 16: the list as the person left it (hooks/remember-list-address.ts), read when
// "Back to opportunities" is clicked (the link itself is the plain list, as the server renders
// it, D28). Null when nothing is remembered.
export function rememberedListAddress(): string | null {
  try {
    const remembered = sessionStorage.getItem(LIST_ADDRESS_STORAGE_KEY);
    return remembered?.startsWith('/opportunities?') ? remembered : null;
  } catch {
    // Storage refused (private mode).
    return null;
  }
}
