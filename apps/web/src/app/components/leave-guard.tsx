import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router';

interface LeaveGuard {
  /** The "leave without saving?" dialog; render it once inside the guarded screen. */
  dialog: ReactNode;
  /** Lets the next navigation through without asking (call it just before navigating after a save). */
  allowLeaving: () => void;
}

/**
 * Asks before leaving a screen with unsaved edits: in-app navigation is held by the router's blocker
 * and an accessible confirm dialog (focus starts on "Stay"); closing or reloading the tab gets the
 * browser's own `beforeunload` prompt. A save that navigates right away calls `allowLeaving()` first,
 * since React has not re-rendered with `unsaved` false yet.
 */
export function useLeaveGuard(unsaved: boolean, description: string): LeaveGuard {
  const unsavedRef = useRef(unsaved);
  const allowedRef = useRef(false);
  useEffect(() => {
    unsavedRef.current = unsaved;
    // New edits after a save are guarded again.
    if (unsaved) allowedRef.current = false;
  }, [unsaved]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsavedRef.current && !allowedRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const allowLeaving = useCallback(() => {
    allowedRef.current = true;
  }, []);

  const dialog = (
    <AlertDialog.Root
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog dialog-small">
          <AlertDialog.Title className="dialog-title">Leave without saving?</AlertDialog.Title>
          <AlertDialog.Description className="dialog-description">{description}</AlertDialog.Description>
          <div className="dialog-actions">
            <AlertDialog.Cancel className="btn btn-primary">Stay and keep editing</AlertDialog.Cancel>
            <AlertDialog.Action
              className="btn btn-danger"
              onClick={() => {
                if (blocker.state === 'blocked') blocker.proceed();
              }}
            >
              Leave without saving
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );

  return { dialog, allowLeaving };
}
