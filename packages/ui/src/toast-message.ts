/** A toast (spec section 3): dismissed after `life` ms unless sticky; hovering pauses dismissal. */
export interface ToastMessage {
  severity: 'info' | 'warn' | 'error' | 'success';
  summary: string;
  detail?: string;
  /** Milliseconds on screen; `TOAST.defaultLifeMs` when not given. */
  life?: number;
  sticky?: boolean;
  closable?: boolean;
}
