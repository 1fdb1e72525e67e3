import { useState } from 'react';

/**
 * A form's draft of something the server holds. While the organiser has not changed anything,
 * the draft follows the server (a save's fresh answer, another organiser's change); once edited,
 * it stays, and `base` keeps the version it was based on, so a save after someone else's change
 * is answered with 409 rather than overwriting it. `reset` drops the edits.
 */
export function useServerDraft<T, D>(server: T, toDraft: (value: T) => D) {
  const [state, setState] = useState(() => ({
    base: server,
    draft: toDraft(server),
    dirty: false,
  }));
  if (!state.dirty && state.base !== server) {
    // Adjusting state while rendering: the server's new value replaces an untouched draft.
    setState({ base: server, draft: toDraft(server), dirty: false });
  }
  return {
    draft: state.draft,
    base: state.base,
    dirty: state.dirty,
    setDraft(update: D | ((draft: D) => D)) {
      setState((s) => ({
        ...s,
        dirty: true,
        draft: typeof update === 'function' ? (update as (draft: D) => D)(s.draft) : update,
      }));
    },
    /** Back to what the server holds now. */
    reset() {
      setState({ base: server, draft: toDraft(server), dirty: false });
    },
    /** After a save: the draft is what the server holds; its next answer takes over. */
    saved() {
      setState((s) => ({ ...s, dirty: false }));
    },
  };
}
