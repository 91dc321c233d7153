import { Toaster as Sonner, toast } from 'sonner';

/** Notifications: at most three on screen at once, each shown for four seconds. */
export const TOASTS = { visible: 3, durationMs: 4000 } as const;

export { toast };

/** Page notifications; sonner drops its motion under prefers-reduced-motion. */
export default function Toaster() {
  return (
    <Sonner
      visibleToasts={TOASTS.visible}
      duration={TOASTS.durationMs}
      position="bottom-center"
      // em, not rem: the chat's own text size, also where the page's root size is not its own.
      toastOptions={{ style: { fontSize: '1.125em' } }}
    />
  );
}
