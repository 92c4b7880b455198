import type { ReactNode } from 'react';

// A bar at the bottom of a phone's screen holding the apply button. Fixed, so it moves nothing
// when it appears; hidden on larger screens, where the side card stays in view.
export function ApplyBar({ visible, children }: { visible: boolean; children: ReactNode }) {
  return (
    <div
      hidden={!visible}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur lg:hidden"
    >
      {children}
    </div>
  );
}
