import { useEffect, useState } from 'react';
import { type WizardValues, wizardDraftSchema, wizardValuesFrom } from '@shared/track-application-draft';
import { saveTrackApplicationDraft } from '../api/save-track-application-draft';

// D38: a moment without typing, then what was typed goes to the server draft.
const SAVE_AFTER_MS = 800;

const storageKey = (userId: string) => `backline:wizard-answers:${userId}`;

function readStored(userId: string): string | null {
  try {
    return sessionStorage.getItem(storageKey(userId));
  } catch {
    return null;
  }
}

function store(userId: string, text: string | null): void {
  try {
    if (text === null) sessionStorage.removeItem(storageKey(userId));
    else sessionStorage.setItem(storageKey(userId), text);
  } catch {
    // Storage refused (private mode, full): the server draft still keeps it a moment later.
  }
}

// D38 (docs/decisions/157): the wizard keeps the step being filled in as it is typed, not only
// when it is passed (D26). Each change is written at once to this tab's session storage, which
// a reload reads back before anything could reach the server, and a moment later to the server
// draft ("come back any time, on any device"); leaving the page sends what is waiting even as
// the page goes. The tab's copy is dropped once the server holds it, and on submit and sign-out:
// it never outlives what it is for.
function keptAnswers() {
  let pending: { timer: ReturnType<typeof setTimeout>; values: WizardValues } | null = null;
  let user: string | undefined;

  // The server holds these answers: the tab's copy goes, unless newer typing replaced it.
  const saved = (values: WizardValues) => {
    if (user && readStored(user) === JSON.stringify(values)) store(user, null);
  };
  const send = async (values: WizardValues, keepalive: boolean) => {
    try {
      await saveTrackApplicationDraft(values, { keepalive });
    } catch {
      // Refused or unreachable: the tab's copy stays, and the next change or step tries again.
      return;
    }
    saved(values);
  };
  const cancel = () => {
    if (pending) clearTimeout(pending.timer);
    pending = null;
  };

  return {
    setUser(next: string | undefined) {
      user = next;
    },
    // This tab's answers not yet on the server (a reload right after typing), if any.
    unsaved(): WizardValues | null {
      const text = user ? readStored(user) : null;
      if (!text) return null;
      try {
        const parsed = wizardDraftSchema.safeParse(JSON.parse(text));
        return parsed.success ? wizardValuesFrom(parsed.data) : null;
      } catch {
        return null;
      }
    },
    changed(values: WizardValues) {
      if (!user) return;
      store(user, JSON.stringify(values));
      cancel();
      pending = {
        values,
        timer: setTimeout(() => {
          pending = null;
          void send(values, false);
        }, SAVE_AFTER_MS),
      };
    },
    // Send what is waiting now (leaving the page, signing out).
    flush(keepalive = false): Promise<void> {
      if (!pending) return Promise.resolve();
      const { values } = pending;
      cancel();
      return send(values, keepalive);
    },
    // A step passed or left saves itself (D26): nothing waits any more, and once it is saved
    // the tab's copy goes. A submitted application needs no draft either.
    cancel,
    saved,
    forget() {
      cancel();
      if (user) store(user, null);
    },
  };
}

export function useKeptAnswers(userId: string | undefined) {
  const [kept] = useState(keptAnswers);
  kept.setUser(userId);
  useEffect(() => {
    const leave = () => void kept.flush(true);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      // Leaving the wizard inside the app (Back to dashboard): what was typed goes along.
      void kept.flush();
    };
  }, [kept]);
  return kept;
}
